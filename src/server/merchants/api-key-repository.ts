import { sql, type Kysely, type Selectable } from 'kysely';
import type { ApiKeyKind, ApiKeyMode, ApiKeysTable, Database } from '../db/schema';
import { compiledStatement } from '../db/compiled-once';
import { runCompiled } from '../db/direct-statements';

export type ApiKeyRow = Selectable<ApiKeysTable>;

export interface NewApiKeyRow {
  merchantId: string;
  kind: ApiKeyKind;
  mode: ApiKeyMode;
  prefix: string;
  keyHash: string;
  last4: string;
  /** Publishable keys are stored whole (they are public); a secret key only as its hash. */
  publishableKey: string | null;
}

export async function insertApiKey(db: Kysely<Database>, key: NewApiKeyRow): Promise<ApiKeyRow> {
  return db
    .insertInto('api_keys')
    .values({
      merchant_id: key.merchantId,
      kind: key.kind,
      mode: key.mode,
      prefix: key.prefix,
      key_hash: key.keyHash,
      last4: key.last4,
      publishable_key: key.publishableKey,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function listApiKeys(db: Kysely<Database>, merchantId: string): Promise<ApiKeyRow[]> {
  return db
    .selectFrom('api_keys')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** Marks the merchant's key revoked unless it already is (the first time is kept). */
export async function markApiKeyRevoked(
  db: Kysely<Database>,
  merchantId: string,
  keyId: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ revoked_at: now })
    .where('id', '=', keyId)
    .where('merchant_id', '=', merchantId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function findApiKey(
  db: Kysely<Database>,
  merchantId: string,
  keyId: string,
): Promise<ApiKeyRow | undefined> {
  return db
    .selectFrom('api_keys')
    .selectAll()
    .where('id', '=', keyId)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
}

/**
 * The unrevoked key of the given kind with this hash, with its merchant's name and status, and
 * when it was last used (so a recent use needs no write).
 */
export async function findLiveKeyByHash(db: Kysely<Database>, keyHash: string, kind: ApiKeyKind) {
  return liveKeyQuery(db, keyHash, kind).executeTakeFirst();
}

/** findLiveKeyByHash's statement, not yet sent. */
function liveKeyQuery(db: Kysely<Database>, keyHash: string, kind: ApiKeyKind) {
  return db
    .selectFrom('api_keys as k')
    .innerJoin('merchants as m', 'm.id', 'k.merchant_id')
    .select(['k.id', 'k.merchant_id', 'k.mode', 'k.last_used_at', 'm.name', 'm.status'])
    .where('k.key_hash', '=', keyHash)
    .where('k.kind', '=', kind)
    .where('k.revoked_at', 'is', null);
}

/**
 * findLiveKeyByHash together with the hits of a rate-limit counter (rate_limit_counters, 0 once
 * its window has ended) in one statement: the API reads how many wrong keys the caller's address
 * has sent with every key it looks up, and a round trip each cost a checkout's session two.
 */
export async function findLiveKeyByHashWithCounter(
  db: Kysely<Database>,
  keyHash: string,
  kind: ApiKeyKind,
  counterKey: string,
) {
  const [row] = await runCompiled(
    db,
    liveKeyWithCounterStatement(db, { keyHash, kind, counterKey }),
  );
  // `(select 1)` left-joined: the statement always answers one row.
  if (!row) throw new Error('the key lookup answered no row');
  const { counter_hits: hits, id, merchant_id, mode, last_used_at, name, status } = row;
  const key =
    id !== null && merchant_id !== null && mode !== null && name !== null && status !== null
      ? { id, merchant_id, mode, last_used_at, name, status }
      : null;
  return { key, counterHits: hits ?? 0 };
}

const liveKeyWithCounterStatement = compiledStatement(
  (db, { keyHash, kind, counterKey }: { keyHash: string; kind: ApiKeyKind; counterKey: string }) =>
    db
      .selectFrom(sql<{ one: number }>`(select 1 as one)`.as('one'))
      .leftJoinLateral(liveKeyQuery(db, keyHash, kind).as('key'), (join) => join.onTrue())
      .selectAll('key')
      .select((eb) =>
        eb
          .selectFrom('rate_limit_counters')
          .select('hits')
          .where('key', '=', counterKey)
          .where('expires_at', '>', sql<Date>`clock_timestamp()`)
          .as('counter_hits'),
      ),
);

/** Sets the key's last use to `now` when the stored one is missing or older than `notAfter`. */
export async function touchApiKey(
  db: Kysely<Database>,
  keyId: string,
  now: Date,
  notAfter: Date,
): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ last_used_at: now })
    .where('id', '=', keyId)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', notAfter)]))
    .execute();
}
