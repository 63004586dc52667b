import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { AdminStats } from '#shared/admin-api';
import type { Database } from '#server/db/schema';
import { latestDiscrepancyCount } from '#server/ledger/reconciliation-repository';

/**
 * Up to this many rows the dashboard's totals and average are exact; above it they are the
 * planner's estimate and a sample. An exact count or average reads every row, so on a year's data
 * each dashboard load would scan hundreds of thousands of rows; this way no load reads more than
 * this many rows of any table, however large it grows.
 */
export const EXACT_STATS_UP_TO = 10_000;

interface StatsOptions {
  exactUpTo?: number;
}

/** Counts of profiles, transactions and pending messages, and the average score (rounded). */
export async function readAdminStats(
  db: Kysely<Database>,
  { exactUpTo = EXACT_STATS_UP_TO }: StatsOptions = {},
): Promise<AdminStats> {
  const [users, transactions, pending, averageScore, discrepancies] = await Promise.all([
    boundedCount(db, sql`select 1 from profiles`, exactUpTo),
    boundedCount(db, sql`select 1 from transactions`, exactUpTo),
    // Pending messages are a working queue (answered ones leave it): counted exactly, on the
    // status index.
    db
      .selectFrom('contact_submissions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow(),
    boundedAverageScore(db, exactUpTo),
    latestDiscrepancyCount(db),
  ]);
  return {
    users,
    transactions,
    pendingMessages: Number(pending.n),
    averageScore,
    reconciliationDiscrepancies: discrepancies ?? 0,
  };
}

/**
 * The rows `query` returns: counted exactly while they are at most `exactUpTo` (the count stops
 * reading there), else the planner's estimate from the table statistics, which costs no read.
 */
async function boundedCount(
  db: Kysely<Database>,
  query: RawBuilder<unknown>,
  exactUpTo: number,
): Promise<number> {
  const capped = await sql<{ n: number }>`
    select count(*)::int as n from (${query} limit ${exactUpTo + 1}) as capped`.execute(db);
  const exact = capped.rows[0]!.n;
  if (exact <= exactUpTo) return exact;
  return Math.max(exactUpTo + 1, await plannerEstimate(db, query));
}

/** The planner's row estimate for `query` (it scales the last ANALYZE to the table's size now). */
async function plannerEstimate(db: Kysely<Database>, query: RawBuilder<unknown>): Promise<number> {
  const plan = await sql<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>`
    explain (format json) ${query}`.execute(db);
  return Math.round(plan.rows[0]!['QUERY PLAN'][0].Plan['Plan Rows']);
}

/**
 * The average credit score, rounded (0 when nobody has one). Exact up to `exactUpTo` scores;
 * above, the average of a repeatable sample of the table's pages sized for about `exactUpTo` rows.
 */
async function boundedAverageScore(db: Kysely<Database>, exactUpTo: number): Promise<number> {
  const scores = sql`select score from user_credit_scores where score is not null`;
  const count = await boundedCount(db, scores, exactUpTo);
  if (count === 0) return 0;
  let average: string | null;
  if (count <= exactUpTo) {
    const exact = await sql<{ average: string | null }>`
      select avg(score) as average from user_credit_scores`.execute(db);
    average = exact.rows[0]!.average;
  } else {
    const percent = Math.min(100, (100 * exactUpTo) / count);
    const sample = await sql<{ average: string | null }>`
      select avg(score) as average
        from user_credit_scores tablesample system (${sql.lit(percent)}) repeatable (26)`.execute(
      db,
    );
    average = sample.rows[0]!.average;
    if (average === null) {
      // The sample drew only empty pages: the first rows, still bounded.
      const first = await sql<{ average: string | null }>`
        select avg(score) as average
          from (select score from user_credit_scores where score is not null
                limit ${exactUpTo}) as first_rows`.execute(db);
      average = first.rows[0]!.average;
    }
  }
  return average === null ? 0 : Math.round(Number(average));
}
