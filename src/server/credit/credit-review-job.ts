// The daily credit review. Points and limits follow time, not clicks, so they cannot be farmed:
// - an instalment earns its on-time points on its due date, once it is paid by then (paying
//   early is welcome; the points still come on the due date). The first instalment, paid at
//   purchase, earns nothing: it is part of the purchase. One that was overdue earns nothing.
// - a plan earns its completion bonus once its last due date has arrived and it is paid in full.
// - the limit steps up by the rule of limitStep (30 days, half the limit repaid, declared means).
// Each shopper is reviewed in one transaction holding their credit row, so running it in several
// processes at once gives every point once.
import { sql, type Kysely } from 'kysely';
import { toCalendarDay } from '../../shared/dates';
import type { Database } from '../db/schema';
import { onTimePaymentEvent, planCompletedBonus } from '../engine/scoring';
import { LIMIT_STEP_MIN_DAYS, LIMIT_STEPS_CENTS } from '../engine/spending-limit';
import { evaluateLimitStep } from './limit-growth';
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
  db: Kysely<Database>,
  now: Date = new Date(),
): Promise<CreditReviewResult> {
  const today = toCalendarDay(now);
  const stepCutoff = new Date(now.getTime() - LIMIT_STEP_MIN_DAYS * DAY_MS);
  const [due, completed, steppable] = await Promise.all([
    db
      .selectFrom('instalments as i')
      .innerJoin('orders as o', 'o.id', 'i.order_id')
      .select('o.user_id')
      .distinct()
      .where('i.status', '=', 'paid')
      .where('i.points_awarded_at', 'is', null)
      .where('i.due_date', '<=', today)
      .limit(BATCH)
      .execute(),
    completedPlansWithoutBonus(db, today).select('o.user_id').distinct().limit(BATCH).execute(),
    db
      .selectFrom('user_credit_scores as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select('c.user_id')
      .where(sql<boolean>`coalesce(c.limit_stepped_at, u.created_at) <= ${stepCutoff}`)
      .where('c.spending_limit', '<', TOP_STEP_CENTS)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('payments as p')
            .select('p.id')
            .whereRef('p.user_id', '=', 'c.user_id')
            .where(sql<boolean>`p.created_at > coalesce(c.limit_stepped_at, u.created_at)`),
        ),
      )
      .limit(BATCH)
      .execute(),
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
    const counts = await reviewShopper(db, userId, now);
    result.shoppers += 1;
    result.pointsAwarded += counts.points;
    result.plansCompleted += counts.plans;
    result.limitSteps += counts.stepped ? 1 : 0;
  }
  return result;
}

function completedPlansWithoutBonus(db: Kysely<Database>, today: string) {
  return db
    .selectFrom('orders as o')
    .where('o.status', '=', 'paid_in_full')
    .where('o.user_id', 'is not', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('credit_score_events as e')
            .select('e.id')
            .whereRef('e.order_id', '=', 'o.id')
            .where('e.kind', '=', 'plan_completed'),
        ),
      ),
    )
    .where((eb) =>
      eb(
        eb
          .selectFrom('instalments as i')
          .select((e) => e.fn.max('i.due_date').as('last_due'))
          .whereRef('i.order_id', '=', 'o.id'),
        '<=',
        today,
      ),
    );
}

async function reviewShopper(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<{ points: number; plans: number; stepped: boolean }> {
  const today = toCalendarDay(now);
  return db.transaction().execute(async (trx) => {
    const credit = await lockCreditRow(trx, userId);
    const claimed = await trx
      .updateTable('instalments')
      .set({ points_awarded_at: now })
      .where('points_awarded_at', 'is', null)
      .where('status', '=', 'paid')
      .where('due_date', '<=', today)
      .where('order_id', 'in', (eb) =>
        eb.selectFrom('orders').select('id').where('user_id', '=', userId),
      )
      .returning(['order_id', 'sequence', 'amount_cents', 'due_date', 'paid_at', 'overdue_at'])
      .execute();
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

    const plans = await completedPlansWithoutBonus(trx, today)
      .select('o.id')
      .where('o.user_id', '=', userId)
      .orderBy('o.id')
      .execute();
    for (const plan of plans) {
      await recordScoreEvent(trx, credit, planCompletedBonus(), { orderId: plan.id, now });
    }

    const step = await evaluateLimitStep(trx, userId, credit, now);
    if (step.reason === 'stepped') {
      await trx
        .updateTable('user_credit_scores')
        .set({ spending_limit: step.limitCents, limit_stepped_at: now, updated_at: now })
        .where('user_id', '=', userId)
        .execute();
    }
    return { points, plans: plans.length, stepped: step.reason === 'stepped' };
  });
}
