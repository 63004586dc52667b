// The daily credit review. Points and limits follow time, not clicks, so they cannot be farmed:
// - an instalment earns its on-time points on its due date, once it is paid by then (paying
//   early is welcome; the points still come on the due date). The first instalment, paid at
//   purchase, earns nothing: it is part of the purchase. One that was overdue earns nothing.
// - a plan earns its completion bonus once its last due date has arrived and it is paid in full.
// - the limit steps up by the rule of limitStep (30 days, half the limit repaid, declared means).
// Each shopper is reviewed in one transaction holding their credit row, so running it in several
// processes at once gives every point once.
import { toCalendarDay } from '../../shared/dates';
import type { ServiceDeps } from '../service-deps';
import { onTimePaymentEvent, planCompletedBonus } from '../engine/scoring';
import { LIMIT_STEP_MIN_DAYS, LIMIT_STEPS_CENTS } from '../engine/spending-limit';
import { evaluateLimitStep } from './limit-growth';
import {
  claimInstalmentsDueForPoints,
  plansCompletedWithoutBonus,
  saveLimitStep,
  shoppersDueLimitStep,
  shoppersWithPlansCompleted,
  shoppersWithPointsDue,
} from './job-repository';
import { bumpCreditCounters, lockCreditRow, recordScoreEvent } from './repository';

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
  const today = toCalendarDay(now);
  const stepCutoff = new Date(now.getTime() - LIMIT_STEP_MIN_DAYS * DAY_MS);
  const [due, completed, steppable] = await Promise.all([
    shoppersWithPointsDue(deps.db, today, BATCH),
    shoppersWithPlansCompleted(deps.db, today, BATCH),
    shoppersDueLimitStep(deps.db, stepCutoff, TOP_STEP_CENTS, BATCH),
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
    const counts = await reviewShopper(deps, userId, now);
    result.shoppers += 1;
    result.pointsAwarded += counts.points;
    result.plansCompleted += counts.plans;
    result.limitSteps += counts.stepped ? 1 : 0;
  }
  return result;
}

async function reviewShopper(
  deps: ServiceDeps,
  userId: string,
  now: Date,
): Promise<{ points: number; plans: number; stepped: boolean }> {
  const today = toCalendarDay(now);
  return deps.db.transaction().execute(async (trx) => {
    const credit = await lockCreditRow(trx, userId);
    const claimed = await claimInstalmentsDueForPoints(trx, userId, today, now);
    claimed.sort((a, b) => a.due_date.localeCompare(b.due_date) || a.sequence - b.sequence);
    let points = 0;
    let onTime = 0;
    for (const instalment of claimed) {
      const paidBy = instalment.paid_at ? toCalendarDay(instalment.paid_at) : null;
      const earned =
        instalment.sequence > 1 &&
        instalment.overdue_at === null &&
        paidBy !== null &&
        paidBy <= instalment.due_date;
      if (!earned) continue;
      const change = await recordScoreEvent(
        trx,
        credit,
        onTimePaymentEvent(instalment.amount_cents),
        { orderId: instalment.order_id, now },
      );
      points += change.appliedDelta;
      onTime += 1;
    }
    if (onTime > 0) await bumpCreditCounters(trx, userId, { onTime }, now);

    const plans = await plansCompletedWithoutBonus(trx, userId, today);
    for (const plan of plans) {
      await recordScoreEvent(trx, credit, planCompletedBonus(), { orderId: plan.id, now });
    }

    const step = await evaluateLimitStep(trx, userId, credit, now);
    if (step.reason === 'stepped') {
      await saveLimitStep(trx, userId, step.limitCents, now);
    }
    return { points, plans: plans.length, stepped: step.reason === 'stepped' };
  });
}
