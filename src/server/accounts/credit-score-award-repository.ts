import type { Kysely } from 'kysely';
import type { CreditScoreEventKind, Database } from '../db/schema';

/** The shopper's score, the row locked until the transaction ends; undefined without a row. */
export async function lockScore(
  trx: Kysely<Database>,
  userId: string,
): Promise<number | undefined> {
  const row = await trx
    .selectFrom('user_credit_scores')
    .select('score')
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  return row?.score;
}

export async function hasScoreEventOfKind(
  trx: Kysely<Database>,
  userId: string,
  kind: CreditScoreEventKind,
): Promise<boolean> {
  const row = await trx
    .selectFrom('credit_score_events')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records a one-time bonus in the score history and sets the score it led to. */
export async function saveBonus(
  trx: Kysely<Database>,
  userId: string,
  bonus: { kind: CreditScoreEventKind; reason: string; delta: number; scoreAfter: number },
): Promise<void> {
  await trx
    .insertInto('credit_score_events')
    .values({
      user_id: userId,
      kind: bonus.kind,
      delta: bonus.delta,
      reason: bonus.reason,
      score_after: bonus.scoreAfter,
    })
    .execute();
  await trx
    .updateTable('user_credit_scores')
    .set({ score: bonus.scoreAfter, updated_at: new Date() })
    .where('user_id', '=', userId)
    .execute();
}
