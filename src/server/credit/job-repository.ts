// The queries of the daily credit jobs (credit review, account age); the rules stay in the jobs.
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database, OrdersTable } from '../db/schema';

/** Shoppers with a paid instalment whose due day has come and whose points are not yet given. */
export async function shoppersWithPointsDue(db: Kysely<Database>, today: string, limit: number) {
  return db
    .selectFrom('instalments as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select('o.user_id')
    .distinct()
    .where('i.status', '=', 'paid')
    .where('i.points_awarded_at', 'is', null)
    .where('i.due_date', '<=', today)
    .limit(limit)
    .execute();
}

/**
 * Paid-off plans past their last due day that the review has not judged yet, and that a
 * repayment settled: some card repayment of instalments is followed by no refund that lowered
 * what was owed (a refund that ends a plan is not the shopper paying it off; a refund of a plan
 * already repaid goes to the card and lowers nothing owed).
 */
function completedPlansWithoutBonus(db: Kysely<Database>, today: string) {
  return db
    .selectFrom('orders as o')
    .where('o.status', '=', 'paid_in_full')
    .where('o.user_id', 'is not', null)
    .where('o.plan_bonus_reviewed_at', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('payments as p')
          .select('p.id')
          .whereRef('p.order_id', '=', 'o.id')
          .where('p.purpose', '=', 'instalments')
          .where((inner) =>
            inner.not(
              inner.exists(
                inner
                  .selectFrom('refunds as r')
                  .select('r.id')
                  .whereRef('r.order_id', '=', 'o.id')
                  .where('r.reduced_owed_cents', '>', 0)
                  .whereRef('r.created_at', '>=', 'p.created_at'),
              ),
            ),
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

/** Shoppers with a plan paid in full, past its last due day, not yet judged for its points. */
export async function shoppersWithPlansCompleted(
  db: Kysely<Database>,
  today: string,
  limit: number,
) {
  return completedPlansWithoutBonus(db, today)
    .select('o.user_id')
    .distinct()
    .limit(limit)
    .execute();
}

/** The last due day of an order, as 'YYYY-MM-DD'. */
function lastDueDay(eb: ExpressionBuilder<Database & { o: OrdersTable }, 'o'>) {
  return eb
    .selectFrom('instalments as i')
    .select(sql<string>`to_char(max(i.due_date), 'YYYY-MM-DD')`.as('last_due'))
    .whereRef('i.order_id', '=', 'o.id');
}

/** The shopper's completed plans still to be judged, oldest id first, with their last due day. */
export async function plansCompletedWithoutBonus(
  trx: Kysely<Database>,
  userId: string,
  today: string,
) {
  return completedPlansWithoutBonus(trx, today)
    .select((eb) => ['o.id', 'o.total_cents', 'o.refunded_cents', lastDueDay(eb).as('last_due')])
    .where('o.user_id', '=', userId)
    .orderBy('o.id')
    .execute();
}

/** The amounts already counted for plan-completion points, per month ('YYYY-MM') of last due. */
export async function countedPlanCents(
  trx: Kysely<Database>,
  userId: string,
  months: readonly string[],
): Promise<Map<string, number>> {
  const counted = new Map<string, number>();
  if (months.length === 0) return counted;
  const rows = await trx
    .selectFrom('orders as o')
    .select((eb) => ['o.plan_bonus_basis_cents', lastDueDay(eb).as('last_due')])
    .where('o.user_id', '=', userId)
    .where('o.plan_bonus_reviewed_at', 'is not', null)
    .execute();
  for (const row of rows) {
    const month = row.last_due?.slice(0, 7);
    if (!month || !months.includes(month)) continue;
    counted.set(month, (counted.get(month) ?? 0) + (row.plan_bonus_basis_cents ?? 0));
  }
  return counted;
}

/** Records that the review judged a paid-off plan, counting `basisCents` for its month. */
export async function markPlanReviewed(
  trx: Kysely<Database>,
  orderId: string,
  basisCents: number,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ plan_bonus_reviewed_at: now, plan_bonus_basis_cents: basisCents })
    .where('id', '=', orderId)
    .execute();
}

/** The shopper's instalments whose points were already judged, due in the given months. */
export async function judgedInstalmentsInMonths(
  trx: Kysely<Database>,
  userId: string,
  months: readonly string[],
) {
  if (months.length === 0) return [];
  return trx
    .selectFrom('instalments as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select([
      'i.order_id',
      'i.sequence',
      'i.amount_cents',
      'i.due_date',
      'i.paid_at',
      'i.overdue_at',
    ])
    .where('o.user_id', '=', userId)
    .where('i.status', '=', 'paid')
    .where('i.points_awarded_at', 'is not', null)
    .where(sql<string>`to_char(i.due_date, 'YYYY-MM')`, 'in', months)
    .execute();
}

/**
 * Shoppers below the top step whose last step (or sign-up) is before `stepCutoff` and who have
 * paid something since: the candidates for a limit step.
 */
export async function shoppersDueLimitStep(
  db: Kysely<Database>,
  stepCutoff: Date,
  topStepCents: number,
  limit: number,
) {
  return db
    .selectFrom('user_credit_scores as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select('c.user_id')
    .where(sql<boolean>`coalesce(c.limit_stepped_at, u.created_at) <= ${stepCutoff}`)
    .where('c.spending_limit', '<', topStepCents)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('payments as p')
          .select('p.id')
          .whereRef('p.user_id', '=', 'c.user_id')
          .where(sql<boolean>`p.created_at > coalesce(c.limit_stepped_at, u.created_at)`),
      ),
    )
    .limit(limit)
    .execute();
}

/** Marks the shopper's paid, due instalments as having had their points, returning them. */
export async function claimInstalmentsDueForPoints(
  trx: Kysely<Database>,
  userId: string,
  today: string,
  now: Date,
) {
  return trx
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
}

export async function saveLimitStep(
  trx: Kysely<Database>,
  userId: string,
  limitCents: number,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('user_credit_scores')
    .set({ spending_limit: limitCents, limit_stepped_at: now, updated_at: now })
    .where('user_id', '=', userId)
    .execute();
}

/** Users with more whole months since sign-up than the account-age months already awarded. */
export async function accountAgeCandidates(db: Kysely<Database>, now: Date, limit: number) {
  // A first filter in SQL (age() in whole months); the pure rule decides under the lock.
  return db
    .selectFrom('users as u')
    .innerJoin('user_credit_scores as c', 'c.user_id', 'u.id')
    .select(['u.id'])
    .where(
      sql<boolean>`(extract(year from age(${now}::timestamptz, u.created_at)) * 12 + extract(month from age(${now}::timestamptz, u.created_at))) > c.account_age_months_awarded`,
    )
    .limit(limit)
    .execute();
}

export async function userCreatedAt(trx: Kysely<Database>, userId: string): Promise<Date> {
  const user = await trx
    .selectFrom('users')
    .select('created_at')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return user.created_at;
}
