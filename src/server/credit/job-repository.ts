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
 * Where the limit step's pass through changed shoppers stands. Changed rows are marked by the
 * database's clock (they carry its time); ended waiting times by the job's (its `now`).
 */
export interface LimitStepWatermark {
  changesUntil: Date | null;
  waitsUntil: Date | null;
  window: { changesUntil: Date; waitsUntil: Date; afterUser: string } | null;
}

export async function readLimitStepWatermark(db: Kysely<Database>): Promise<LimitStepWatermark> {
  const row = await sql<{
    changes_until: Date | null;
    waits_until: Date | null;
    window_changes_until: Date | null;
    window_waits_until: Date | null;
    after_user: string | null;
  }>`select changes_until, waits_until, window_changes_until, window_waits_until, after_user
     from job_watermarks where name = 'credit-review-limit-step'`.execute(db);
  const found = row.rows[0];
  return {
    changesUntil: found?.changes_until ?? null,
    waitsUntil: found?.waits_until ?? null,
    window:
      found?.window_changes_until && found.window_waits_until && found.after_user
        ? {
            changesUntil: found.window_changes_until,
            waitsUntil: found.window_waits_until,
            afterUser: found.after_user,
          }
        : null,
  };
}

export async function saveLimitStepWatermark(
  db: Kysely<Database>,
  mark: LimitStepWatermark,
): Promise<void> {
  await sql`
    insert into job_watermarks (name, changes_until, waits_until, window_changes_until,
                                window_waits_until, after_user)
    values ('credit-review-limit-step', ${mark.changesUntil}, ${mark.waitsUntil},
            ${mark.window?.changesUntil ?? null}, ${mark.window?.waitsUntil ?? null},
            ${mark.window?.afterUser ?? null})
    on conflict (name) do update
      set changes_until = excluded.changes_until, waits_until = excluded.waits_until,
          window_changes_until = excluded.window_changes_until,
          window_waits_until = excluded.window_waits_until, after_user = excluded.after_user`.execute(
    db,
  );
}

/** The database's clock, which changed rows carry. */
export async function databaseNow(db: Kysely<Database>): Promise<Date> {
  const row = await sql<{ now: Date }>`select clock_timestamp() as now`.execute(db);
  return row.rows[0]?.now ?? new Date();
}

/**
 * Shoppers below the top step whose limit-step inputs changed in (since, until]: a card payment
 * (repaid principal, arrears cleared), a score change, a declaration of means, or the waiting
 * time since their last step (or sign-up) ending; after `afterUser` in id order, at most `limit`.
 * `since` null: every shopper with any of these.
 */
export async function shoppersWithLimitInputsChanged(
  db: Kysely<Database>,
  window: {
    changesSince: Date | null;
    changesUntil: Date;
    waitsSince: Date | null;
    waitsUntil: Date;
    waitMs: number;
  },
  topStepCents: number,
  afterUser: string | null,
  limit: number,
) {
  const since = window.changesSince ?? new Date(0);
  const until = window.changesUntil;
  const waitedSince = new Date((window.waitsSince ?? new Date(0)).getTime() - window.waitMs);
  const waitedUntil = new Date(window.waitsUntil.getTime() - window.waitMs);
  const rows = await sql<{ user_id: string }>`
    with changed as (
      select user_id from payments
       where created_at > ${since} and created_at <= ${until} and user_id is not null
      union
      select user_id from credit_score_events
       where created_at > ${since} and created_at <= ${until}
      union
      select user_id from creditworthiness_declarations
       where created_at > ${since} and created_at <= ${until}
      union
      select user_id from user_credit_scores
       where limit_stepped_at > ${waitedSince} and limit_stepped_at <= ${waitedUntil}
      union
      select c.user_id from users u join user_credit_scores c on c.user_id = u.id
       where c.limit_stepped_at is null
         and u.created_at > ${waitedSince} and u.created_at <= ${waitedUntil}
    )
    select c.user_id from changed ch
    join user_credit_scores c on c.user_id = ch.user_id
    where c.spending_limit < ${topStepCents}
      and (${afterUser}::uuid is null or c.user_id > ${afterUser}::uuid)
    order by c.user_id
    limit ${limit}`.execute(db);
  return rows.rows;
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
