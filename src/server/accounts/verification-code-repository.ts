import { sql, type Kysely } from 'kysely';
import type { Database, VerificationPurpose } from '../db/schema';

/** Which code a typed one is checked against: the newest of the purpose matching every field given. */
export interface CodeLookup {
  purpose: VerificationPurpose;
  userId?: string;
  clientTokenHash?: string;
  target?: string;
}

/** Serialises code requests for one target until the transaction ends. */
export async function lockCodeTarget(
  trx: Kysely<Database>,
  purpose: VerificationPurpose,
  target: string,
): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`code:${purpose}:${target}`}))`.execute(trx);
}

/** When each code of the purpose was sent to the target since `since`, newest first. */
export async function codesSentSince(
  trx: Kysely<Database>,
  purpose: VerificationPurpose,
  target: string,
  since: Date,
) {
  return trx
    .selectFrom('verification_codes')
    .select('created_at')
    .where('purpose', '=', purpose)
    .where('target', '=', target)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Uses up the unused codes of the purpose held by this user, or else by this browser token. */
export async function supersedeCodes(
  trx: Kysely<Database>,
  purpose: VerificationPurpose,
  holder: { userId?: string; clientTokenHash?: string },
): Promise<void> {
  let superseded = trx
    .updateTable('verification_codes')
    .set({ consumed_at: new Date() })
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null);
  if (holder.userId) superseded = superseded.where('user_id', '=', holder.userId);
  else if (holder.clientTokenHash) {
    superseded = superseded.where('client_token_hash', '=', holder.clientTokenHash);
  }
  if (holder.userId || holder.clientTokenHash) await superseded.execute();
}

export async function insertCode(
  trx: Kysely<Database>,
  values: {
    purpose: VerificationPurpose;
    target: string;
    userId: string | null;
    codeHash: string;
    payload: string | null;
    clientTokenHash: string | null;
    expiresAt: Date;
  },
): Promise<string> {
  const row = await trx
    .insertInto('verification_codes')
    .values({
      purpose: values.purpose,
      target: values.target,
      user_id: values.userId,
      code_hash: values.codeHash,
      payload: values.payload,
      client_token_hash: values.clientTokenHash,
      expires_at: values.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The newest code the lookup finds, locked for the check. */
export async function findCodeForCheck(trx: Kysely<Database>, lookup: CodeLookup) {
  let query = trx.selectFrom('verification_codes').where('purpose', '=', lookup.purpose);
  if (lookup.userId !== undefined) query = query.where('user_id', '=', lookup.userId);
  if (lookup.clientTokenHash !== undefined) {
    query = query.where('client_token_hash', '=', lookup.clientTokenHash);
  }
  if (lookup.target !== undefined) query = query.where('target', '=', lookup.target);
  return query
    .select([
      'id',
      'purpose',
      'target',
      'user_id',
      'payload',
      'client_token_hash',
      'code_hash',
      'attempts',
      'expires_at',
      'consumed_at',
      'created_at',
    ])
    .orderBy('created_at', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

export async function setCodeAttempts(
  trx: Kysely<Database>,
  id: string,
  attempts: number,
): Promise<void> {
  await trx.updateTable('verification_codes').set({ attempts }).where('id', '=', id).execute();
}

/** Uses the code up unless somebody else already did; false when they did. */
export async function markCodeConsumed(trx: Kysely<Database>, id: string): Promise<boolean> {
  const used = await trx
    .updateTable('verification_codes')
    .set({ consumed_at: new Date() })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return Boolean(used);
}
