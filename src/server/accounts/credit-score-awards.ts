import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { applyScoreDelta, type ScoreEvent } from '../rules/scoring';
import { bonusGivenBefore } from '../credit/credit-history';
import { hasScoreEventOfKind, lockScore, saveBonus } from './credit-score-award-repository';

/**
 * Adds a one-time bonus (sign-up, verified email or phone) to the score and records it in the score history. Call inside a
 * transaction: the score row is locked, so two requests cannot both award it; the unique index
 * on (user_id, kind) is the backstop. Returns the points added (0 when awarded before).
 */
export async function awardOnce(
  trx: Kysely<Database>,
  userId: string,
  event: ScoreEvent,
): Promise<number> {
  const score = await lockScore(trx, userId);
  if (score === undefined) return 0;
  if (await hasScoreEventOfKind(trx, userId, event.kind)) return 0;
  // Given once per person: an earlier account with the same JMBG had it already.
  if (await bonusGivenBefore(trx, userId, event.kind, new Date())) return 0;
  const next = applyScoreDelta(score, event.delta);
  await saveBonus(trx, userId, {
    kind: event.kind,
    reason: event.reason,
    delta: next.appliedDelta,
    scoreAfter: next.score,
  });
  return next.appliedDelta;
}
