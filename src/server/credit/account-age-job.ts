// Account age: +5 points for every full month since sign-up, awarded by a
// daily job and recorded in the score history. The months already awarded are counted on the
// credit row, so the job may run any number of times (and in several processes) without paying
// a month twice.
import type { ServiceDeps } from '../service-deps';
import { accountAgePoints } from '../rules/scoring';
import { accountAgeCandidates, userCreatedAt } from './job-repository';
import { lockCreditRow, recordScoreEvent, updateCreditRow } from './repository';
import { yieldToCheckouts } from '../checkout-priority/priority';

const BATCH = 500;

export async function runAccountAgeJob(
  deps: ServiceDeps,
  now: Date = new Date(),
): Promise<{ awarded: number; points: number }> {
  const candidates = await accountAgeCandidates(deps.db, now, BATCH);
  let awarded = 0;
  let points = 0;
  for (const { id } of candidates) {
    await yieldToCheckouts();
    const added = await deps.db.transaction().execute(async (trx) => {
      const credit = await lockCreditRow(trx, id);
      const createdAt = await userCreatedAt(trx, id);
      const award = accountAgePoints(createdAt, credit.account_age_months_awarded, now);
      if (award.awardedMonths === credit.account_age_months_awarded) return 0;
      await updateCreditRow(trx, id, { account_age_months_awarded: award.awardedMonths }, now);
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
