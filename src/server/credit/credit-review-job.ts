// The daily credit review. Points and limits follow time and money, not clicks, so they cannot be
// farmed with many small plans:
// - an instalment counts for on-time points on its due date, once it is paid by then (paying
//   early is welcome; the points still come on the due date). The first instalment, paid at
//   purchase, counts for nothing: it is part of the purchase. One that was overdue, or paid
//   after its due day, counts for nothing.
// - the points are per calendar month of the due dates: the month is worth
//   monthOnTimePoints(sum of its on-time instalments), given as the due dates arrive, so twelve
//   1 EUR plans earn what one 12 EUR plan earns.
// - a plan repaid in full (a repayment, not a refund, settled it) counts for completion points
//   once its last due date has arrived, per calendar month of last due dates in the same way
//   (planCompletedPoints of the month's paid-off amount).
// - the limit steps up by the rule of limitStep (30 days, half the limit repaid, declared means).
// Days and months are Podgorica's whatever the machine's time zone. Each shopper is reviewed in
// one transaction holding their credit row, so running it in several processes at once gives
// every point once.
import { businessDay } from '#shared/business-dates';
import type { ServiceDeps } from '../service-deps';
import {
  monthOnTimePoints,
  onTimePeriodEvent,
  periodPointsIncrement,
  planCompletedPeriodEvent,
  planCompletedPoints,
} from '../rules/scoring';
import { LIMIT_STEP_MIN_DAYS, LIMIT_STEPS_CENTS } from '../rules/limit-steps';
import { evaluateLimitStep } from './limit-growth';
import {
  claimInstalmentsDueForPoints,
  countedPlanCents,
  judgedInstalmentsInMonths,
  markPlanReviewed,
  plansCompletedWithoutBonus,
  saveLimitStep,
  databaseNow,
  readLimitStepWatermark,
  saveLimitStepWatermark,
  shoppersWithLimitInputsChanged,
  shoppersWithPlansCompleted,
  shoppersWithPointsDue,
} from './job-repository';
import { bumpCreditCounters, lockCreditRow, recordScoreEvent } from './repository';
import { yieldToCheckouts } from '../checkout-priority/priority';

const BATCH = 500;
const DAY_MS = 86_400_000;
const TOP_STEP_CENTS = LIMIT_STEPS_CENTS[LIMIT_STEPS_CENTS.length - 1] ?? 0;

export interface CreditReviewResult {
  shoppers: number;
  pointsAwarded: number;
  plansCompleted: number;
  limitSteps: number;
}

export async function runCreditReviewJob(
  deps: ServiceDeps,
  now: Date = new Date(),
): Promise<CreditReviewResult> {
  const today = businessDay(now);
  // The limit step looks at shoppers whose inputs changed since its last pass (a pass may take
  // several runs: it goes on after the last shopper looked at).
  const mark = await readLimitStepWatermark(deps.db);
  const changesUntil = mark.window?.changesUntil ?? (await databaseNow(deps.db));
  const waitsUntil = mark.window?.waitsUntil ?? now;
  // A clock set back (or a run for an earlier day) looks at every waiting time again.
  const waitsSince =
    mark.waitsUntil && mark.waitsUntil.getTime() <= waitsUntil.getTime() ? mark.waitsUntil : null;
  const [due, completed, steppable] = await Promise.all([
    shoppersWithPointsDue(deps.db, today, BATCH),
    shoppersWithPlansCompleted(deps.db, today, BATCH),
    shoppersWithLimitInputsChanged(
      deps.db,
      {
        changesSince: mark.changesUntil,
        changesUntil,
        waitsSince,
        waitsUntil,
        waitMs: LIMIT_STEP_MIN_DAYS * DAY_MS,
      },
      TOP_STEP_CENTS,
      mark.window?.afterUser ?? null,
      BATCH,
    ),
  ]);
  const userIds = new Set<string>();
  for (const row of [...due, ...completed, ...steppable]) if (row.user_id) userIds.add(row.user_id);
  const result: CreditReviewResult = {
    shoppers: 0,
    pointsAwarded: 0,
    plansCompleted: 0,
    limitSteps: 0,
  };
  for (const userId of userIds) {
    await yieldToCheckouts();
    const counts = await reviewShopper(deps, userId, now);
    result.shoppers += 1;
    result.pointsAwarded += counts.points;
    result.plansCompleted += counts.plans;
    result.limitSteps += counts.stepped ? 1 : 0;
  }
  // The pass through this window ends when a batch is not full; else the next run goes on
  // after the last shopper looked at.
  const last = steppable[steppable.length - 1];
  await saveLimitStepWatermark(
    deps.db,
    steppable.length < BATCH || !last
      ? { changesUntil, waitsUntil, window: null }
      : { ...mark, window: { changesUntil, waitsUntil, afterUser: last.user_id } },
  );
  return result;
}

/** Whether an instalment counts for on-time points: a repayment made by its due day (Podgorica). */
export function earnsOnTimePoints(instalment: {
  sequence: number;
  due_date: string;
  paid_at: Date | null;
  overdue_at: Date | null;
}): boolean {
  return (
    instalment.sequence > 1 &&
    instalment.overdue_at === null &&
    instalment.paid_at !== null &&
    businessDay(instalment.paid_at) <= instalment.due_date
  );
}

/** Adds `cents` to a month's sum in a map of 'YYYY-MM' → cents. */
function addToMonth(sums: Map<string, number>, day: string, cents: number): void {
  const month = day.slice(0, 7);
  sums.set(month, (sums.get(month) ?? 0) + cents);
}

async function reviewShopper(
  deps: ServiceDeps,
  userId: string,
  now: Date,
): Promise<{ points: number; plans: number; stepped: boolean }> {
  const today = businessDay(now);
  return deps.db.transaction().execute(async (trx) => {
    const credit = await lockCreditRow(trx, userId);
    let points = 0;

    // On-time points: what the newly due instalments add to their months' sums.
    const claimed = (await claimInstalmentsDueForPoints(trx, userId, today, now)).filter(
      earnsOnTimePoints,
    );
    const added = new Map<string, number>();
    for (const instalment of claimed)
      addToMonth(added, instalment.due_date, instalment.amount_cents);
    const months = [...added.keys()].sort();
    const counted = new Map<string, number>();
    const claimedKeys = new Set(claimed.map((i) => `${i.order_id}:${i.sequence}`));
    for (const judged of await judgedInstalmentsInMonths(trx, userId, months)) {
      if (claimedKeys.has(`${judged.order_id}:${judged.sequence}`)) continue;
      if (earnsOnTimePoints(judged)) addToMonth(counted, judged.due_date, judged.amount_cents);
    }
    for (const month of months) {
      const monthOrders = new Set(
        claimed.filter((i) => i.due_date.startsWith(month)).map((i) => i.order_id),
      );
      const delta = periodPointsIncrement(
        monthOnTimePoints,
        counted.get(month) ?? 0,
        added.get(month) ?? 0,
      );
      if (delta === 0) continue;
      const change = await recordScoreEvent(trx, credit, onTimePeriodEvent(delta), {
        orderId: monthOrders.size === 1 ? [...monthOrders][0] : null,
        now,
      });
      points += change.appliedDelta;
    }
    if (claimed.length > 0) await bumpCreditCounters(trx, userId, { onTime: claimed.length }, now);

    // Completion points: what the newly judged plans add to their months' sums.
    const plans = await plansCompletedWithoutBonus(trx, userId, today);
    const planMonths = [...new Set(plans.map((plan) => (plan.last_due ?? today).slice(0, 7)))];
    const planCounted = await countedPlanCents(trx, userId, planMonths);
    for (const plan of plans) {
      const month = (plan.last_due ?? today).slice(0, 7);
      const basis = Math.max(0, plan.total_cents - plan.refunded_cents);
      const before = planCounted.get(month) ?? 0;
      planCounted.set(month, before + basis);
      await markPlanReviewed(trx, plan.id, basis, now);
      const delta = periodPointsIncrement(planCompletedPoints, before, basis);
      if (delta > 0) {
        await recordScoreEvent(trx, credit, planCompletedPeriodEvent(delta), {
          orderId: plan.id,
          now,
        });
      }
    }

    const step = await evaluateLimitStep(trx, userId, credit, now);
    if (step.reason === 'stepped') {
      await saveLimitStep(trx, userId, step.limitCents, now);
    }
    return { points, plans: plans.length, stepped: step.reason === 'stepped' };
  });
}
