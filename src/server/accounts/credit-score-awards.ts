import type { Kysely } from 'kysely';
import { clampScore } from '../../shared/credit-tiers';
import type { CreditScoreEventKind, Database } from '../db/schema';

/**
 * Adds a one-time bonus (sign-up, verified email, verified phone) to the score and records it.
 * Call inside a transaction: the score row is locked, so two requests cannot both award it;
 * the unique index on (user_id, kind) is the backstop. Returns whether points were added.
 */
export async function awardOnce(
  trx: Kysely<Database>,
  userId: string,
  kind: CreditScoreEventKind,
  points: number,
): Promise<boolean> {
  const current = await trx
    .selectFrom('user_credit_scores')
    .select('score')
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!current) return false;
  const already = await trx
    .selectFrom('credit_score_events')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  if (already) return false;
  const scoreAfter = clampScore(current.score + points);
  await trx
    .insertInto('credit_score_events')
    .values({ user_id: userId, kind, points: scoreAfter - current.score, score_after: scoreAfter })
    .execute();
  await trx
    .updateTable('user_credit_scores')
    .set({ score: scoreAfter, updated_at: new Date() })
    .where('user_id', '=', userId)
    .execute();
  return true;
}
