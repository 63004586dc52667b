import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { applyScoreDelta, type ScoreEvent } from '../engine/scoring';

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
  const current = await trx
    .selectFrom('user_credit_scores')
    .select('score')
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!current) return 0;
  const already = await trx
    .selectFrom('credit_score_events')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', event.kind)
    .executeTakeFirst();
  if (already) return 0;
  const next = applyScoreDelta(current.score, event.delta);
  await trx
    .insertInto('credit_score_events')
    .values({
      user_id: userId,
      kind: event.kind,
      delta: next.appliedDelta,
      reason: event.reason,
      score_after: next.score,
    })
    .execute();
  await trx
    .updateTable('user_credit_scores')
    .set({ score: next.score, updated_at: new Date() })
    .where('user_id', '=', userId)
    .execute();
  return next.appliedDelta;
}
