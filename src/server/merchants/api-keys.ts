// Merchant API keys, created when a partner application is approved: a publishable key (pk_…)
// identifies the merchant in the widgets on its pages; a secret key (sk_…) authenticates its server
// on /api/v1. Both are 32 random base62 characters after the prefix; only the SHA-256 of a key is
// looked up, and a secret key is shown once, when it is created.
import type { Kysely, Selectable } from 'kysely';
import type { ApiKeyView } from '../../shared/engine-api';
import { hashToken } from '../auth/tokens';
import { randomBase62 } from '../db/ids';
import type { ApiKeyKind, ApiKeyMode, ApiKeysTable, Database } from '../db/schema';
import { notFound } from '../http/errors';

export const API_KEY_PATTERN = /^(pk|sk)_(test|live)_[0-9A-Za-z_]{16,64}$/;
export const API_KEY_NOT_FOUND_MESSAGE = 'API ključ nije pronađen.';

export type ApiKeyRow = Selectable<ApiKeysTable>;

export function keyPrefix(kind: ApiKeyKind, mode: ApiKeyMode): string {
  return `${kind === 'secret' ? 'sk' : 'pk'}_${mode}_`;
}

export function apiKeyView(row: ApiKeyRow): ApiKeyView {
  return {
    id: row.id,
    kind: row.kind,
    mode: row.mode,
    prefix: row.prefix,
    last4: row.last4,
    publishableKey: row.publishable_key,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    revokedAt: row.revoked_at?.toISOString() ?? null,
  };
}

/**
 * Creates a key and returns it whole (the only time a secret key exists outside the caller's
 * hands). `fixedKey` is for the development seed only, whose demo keys are printed on start.
 */
export async function createApiKey(
  db: Kysely<Database>,
  merchantId: string,
  kind: ApiKeyKind,
  options: { mode?: ApiKeyMode; fixedKey?: string } = {},
): Promise<{ row: ApiKeyRow; secret: string }> {
  const mode = options.mode ?? 'test';
  const prefix = keyPrefix(kind, mode);
  const secret = options.fixedKey ?? `${prefix}${randomBase62(32)}`;
  if (!secret.startsWith(prefix) || !API_KEY_PATTERN.test(secret)) {
    throw new RangeError('An API key must start with its prefix');
  }
  const row = await db
    .insertInto('api_keys')
    .values({
      merchant_id: merchantId,
      kind,
      mode,
      prefix,
      key_hash: hashToken(secret),
      last4: secret.slice(-4),
      publishable_key: kind === 'publishable' ? secret : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row, secret };
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

/** Revokes one of the merchant's keys at once; revoking twice keeps the first time. */
export async function revokeApiKey(
  db: Kysely<Database>,
  merchantId: string,
  keyId: string,
  now: Date,
): Promise<ApiKeyRow> {
  await db
    .updateTable('api_keys')
    .set({ revoked_at: now })
    .where('id', '=', keyId)
    .where('merchant_id', '=', merchantId)
    .where('revoked_at', 'is', null)
    .execute();
  const row = await db
    .selectFrom('api_keys')
    .selectAll()
    .where('id', '=', keyId)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!row) throw notFound(API_KEY_NOT_FOUND_MESSAGE);
  return row;
}

export interface KeyOwner {
  keyId: string;
  merchantId: string;
  merchantName: string;
  merchantStatus: 'active' | 'suspended';
  mode: ApiKeyMode;
}

/** The merchant behind an unrevoked key of the given kind, or null. */
export async function findKeyOwner(
  db: Kysely<Database>,
  key: string,
  kind: ApiKeyKind,
): Promise<KeyOwner | null> {
  if (!API_KEY_PATTERN.test(key)) return null;
  const row = await db
    .selectFrom('api_keys as k')
    .innerJoin('merchants as m', 'm.id', 'k.merchant_id')
    .select(['k.id', 'k.merchant_id', 'k.mode', 'k.last_used_at', 'm.name', 'm.status'])
    .where('k.key_hash', '=', hashToken(key))
    .where('k.kind', '=', kind)
    .where('k.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  return {
    keyId: row.id,
    merchantId: row.merchant_id,
    merchantName: row.name,
    merchantStatus: row.status,
    mode: row.mode,
  };
}

/** Records use at most once a minute, so a busy key does not write on every request. */
export async function touchApiKey(db: Kysely<Database>, keyId: string, now: Date): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ last_used_at: now })
    .where('id', '=', keyId)
    .where((eb) =>
      eb.or([
        eb('last_used_at', 'is', null),
        eb('last_used_at', '<', new Date(now.getTime() - 60_000)),
      ]),
    )
    .execute();
}
