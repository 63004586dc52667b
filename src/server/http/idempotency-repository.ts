// The idempotency_keys table: one row per (scope, client key), holding the request's fingerprint
// and, once known, its answer or the payment attempt it started.
import type { Kysely } from 'kysely';
import { insertRows } from '../db/insert-rows';
import { writeTogether } from '../db/one-statement';
import type { Database } from '../db/schema';

export interface IdempotentResult {
  statusCode: number;
  body: unknown;
}

/** The key of a request and where its answer is kept. */
export interface IdempotencyClaim {
  scope: string;
  key: string;
  fingerprint: string;
  /**
   * Set by the work once its statement holding the key has succeeded (for a payment, with the
   * transaction's COMMIT): an error after it is the work's own, never a sign of an earlier use.
   */
  written?: boolean;
}

/** The columns that name a key and its request. */
const keyColumns = (claim: IdempotencyClaim) => ({
  scope: claim.scope,
  key: claim.key,
  fingerprint: claim.fingerprint,
});

/** The columns of a known answer. */
const answerColumns = (result: IdempotentResult) => ({
  response_status: result.statusCode,
  response_body: JSON.stringify(result.body ?? null),
});

/** Inside the work's transaction: the answer, stored with the work it answers for. */
export async function storeResponse(
  trx: Kysely<Database>,
  claim: IdempotencyClaim,
  result: IdempotentResult,
  now: Date = new Date(),
): Promise<void> {
  await writeTogether(trx, [responseInsert(claim, result, now)]);
}

/** storeResponse as a statement not yet sent, for `writeTogether` with the work it answers for. */
export function responseInsert(claim: IdempotencyClaim, result: IdempotentResult, now: Date) {
  return insertRows('idempotency_keys', {
    ...keyColumns(claim),
    ...answerColumns(result),
    created_at: now,
    completed_at: now,
  });
}

/** Inside the transaction that commits a payment attempt as pending: the key now means it. */
export async function claimKeyForAttempt(
  trx: Kysely<Database>,
  claim: IdempotencyClaim,
  attemptId: string,
  now: Date = new Date(),
): Promise<void> {
  await writeTogether(trx, [keyForAttemptInsert(claim, attemptId, now)]);
}

/** claimKeyForAttempt as a statement not yet sent, for `writeTogether`. */
export function keyForAttemptInsert(claim: IdempotencyClaim, attemptId: string, now: Date) {
  return insertRows('idempotency_keys', {
    ...keyColumns(claim),
    attempt_id: attemptId,
    created_at: now,
  });
}

/**
 * Inside the transaction that books an attempt's outcome: the answer of its key, as a statement
 * not yet sent (it goes out with the settlement's writes).
 */
export function storeAttemptResponse(
  trx: Kysely<Database>,
  attemptId: string,
  result: IdempotentResult,
  now: Date = new Date(),
) {
  return trx
    .updateTable('idempotency_keys')
    .set({ ...answerColumns(result), completed_at: now })
    .where('attempt_id', '=', attemptId);
}

/**
 * The key's row while it is remembered (younger than `ttlMs`). A row past its lifetime is deleted
 * here, so the key may be used again; a key never seen costs this one statement.
 */
export async function findLiveKey(db: Kysely<Database>, scope: string, key: string, ttlMs: number) {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'response_status', 'response_body', 'attempt_id', 'created_at'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
  const oldest = new Date(Date.now() - ttlMs);
  if (!row || row.created_at >= oldest) return row;
  await db
    .deleteFrom('idempotency_keys')
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('created_at', '<', oldest)
    .execute();
  return undefined;
}

/** Forgets every key older than `before`; answers how many. */
export async function deleteExpiredKeys(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A refusal's answer, kept unless the key was taken in the meantime. */
export async function storeRefusal(
  db: Kysely<Database>,
  claim: IdempotencyClaim,
  result: IdempotentResult,
): Promise<void> {
  await db
    .insertInto('idempotency_keys')
    .values({ ...keyColumns(claim), ...answerColumns(result), completed_at: new Date() })
    .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
    .execute();
}
