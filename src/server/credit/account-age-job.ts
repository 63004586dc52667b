// Account age: +5 points for every full month since sign-up, awarded by a
// daily job and recorded in the score history. The months already awarded are counted on the
// credit row, so the job may run any number of times (and in several processes) without paying
// a month twice.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { accountAgePoints } from '../engine/scoring';
import { lockCreditRow, recordScoreEvent } from './repository';

const BATCH = 500;

export async function runAccountAgeJob(
  db: Kysely<Database>,
  now: Date = new Date(),
): Promise<{ awarded: number; points: number }> {
  // A first filter in SQL (age() in whole months); the pure rule decides under the lock.
  const candidates = await db
    .selectFrom('users as u')
    .innerJoin('user_credit_scores as c', 'c.user_id', 'u.id')
    .select(['u.id'])
    .where(
      sql<boolean>`(extract(year from age(${now}::timestamptz, u.created_at)) * 12 + extract(month from age(${now}::timestamptz, u.created_at))) > c.account_age_months_awarded`,
    )
    .limit(BATCH)
    .execute();
  let awarded = 0;
  let points = 0;
  for (const { id } of candidates) {
    const added = await db.transaction().execute(async (trx) => {
      const credit = await lockCreditRow(trx, id);
      const user = await trx
        .selectFrom('users')
        .select('created_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const award = accountAgePoints(user.created_at, credit.account_age_months_awarded, now);
      if (award.awardedMonths === credit.account_age_months_awarded) return 0;
      await trx
        .updateTable('user_credit_scores')
        .set({ account_age_months_awarded: award.awardedMonths, updated_at: now })
        .where('user_id', '=', id)
        .execute();
      if (!award.event) return 0;
      const change = await recordScoreEvent(trx, credit, award.event, { now });
      return change.appliedDelta;
    });
    if (added !== 0) {
      awarded += 1;
      points += added;
    }
  }
  return { awarded, points };
}
