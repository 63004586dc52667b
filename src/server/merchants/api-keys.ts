// Merchant API keys, created when a partner application is approved: a publishable key (pk_…)
// identifies the merchant in the widgets on its pages; a secret key (sk_…) authenticates its server
// on /api/v1. Both are 32 random base62 characters after the prefix; only the SHA-256 of a key is
// looked up, and a secret key is shown once, when it is created.
import type { ApiKeyView } from '#shared/purchase-api';
import { hashToken } from '../auth/tokens';
import { randomBase62 } from '../db/ids';
import type { ApiKeyKind, ApiKeyMode } from '../db/schema';
import { errorMessage, notFound } from '../http/errors';
import type { ServiceDeps } from '../service-deps';
import {
  findApiKey,
  findLiveKeyByHash,
  findLiveKeyByHashWithCounter,
  insertApiKey,
  listApiKeys,
  markApiKeyRevoked,
  touchApiKey,
  type ApiKeyRow,
  type NewApiKeyRow,
} from './api-key-repository';

export const API_KEY_PATTERN = /^(pk|sk)_(test|live)_[0-9A-Za-z_]{16,64}$/;
export const API_KEY_NOT_FOUND_MESSAGE = errorMessage('api_key_not_found');
/** A key's last use is written at most once a minute, so a busy key does not write on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export type { ApiKeyRow };

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
 * A new key for the merchant: the whole key (`secret`, the only time a secret key exists outside
 * the caller's hands) and the row to store with `insertApiKey`. `fixedKey` is for the development
 * seed only, whose demo keys are printed on start.
 */
export function newApiKey(
  merchantId: string,
  kind: ApiKeyKind,
  options: { mode?: ApiKeyMode; fixedKey?: string } = {},
): { secret: string; row: NewApiKeyRow } {
  const mode = options.mode ?? 'test';
  const prefix = keyPrefix(kind, mode);
  const secret = options.fixedKey ?? `${prefix}${randomBase62(32)}`;
  if (!secret.startsWith(prefix) || !API_KEY_PATTERN.test(secret)) {
    throw new RangeError('An API key must start with its prefix');
  }
  return {
    secret,
    row: {
      merchantId,
      kind,
      mode,
      prefix,
      keyHash: hashToken(secret),
      last4: secret.slice(-4),
      publishableKey: kind === 'publishable' ? secret : null,
    },
  };
}

/** Creates and stores a key; the answer holds the whole key. */
export async function createApiKey(
  deps: ServiceDeps,
  merchantId: string,
  kind: ApiKeyKind,
): Promise<{ row: ApiKeyRow; secret: string }> {
  const key = newApiKey(merchantId, kind);
  return { row: await insertApiKey(deps.db, key.row), secret: key.secret };
}

export async function merchantApiKeys(deps: ServiceDeps, merchantId: string): Promise<ApiKeyRow[]> {
  return listApiKeys(deps.db, merchantId);
}

/** Revokes one of the merchant's keys at once; revoking twice keeps the first time. */
export async function revokeApiKey(
  deps: ServiceDeps,
  merchantId: string,
  keyId: string,
): Promise<ApiKeyRow> {
  await markApiKeyRevoked(deps.db, merchantId, keyId, new Date());
  const row = await findApiKey(deps.db, merchantId, keyId);
  if (!row) throw notFound(API_KEY_NOT_FOUND_MESSAGE);
  return row;
}

export interface KeyOwner {
  keyId: string;
  merchantId: string;
  merchantName: string;
  merchantStatus: 'active' | 'suspended';
  mode: ApiKeyMode;
  /** The key's last recorded use as found with it; null when never used. */
  lastUsedAt: Date | null;
}

/** The merchant behind an unrevoked key of the given kind, or null. */
export async function findKeyOwner(
  deps: ServiceDeps,
  key: string,
  kind: ApiKeyKind,
): Promise<KeyOwner | null> {
  if (!API_KEY_PATTERN.test(key)) return null;
  return keyOwnerOf(await findLiveKeyByHash(deps.db, hashToken(key), kind));
}

/**
 * findKeyOwner together with a rate-limit counter's hits (0 when its window is over), read in the
 * same statement; null instead of the counter for a key that cannot be one of ours (no statement
 * is sent for it: the caller reads the counter alone).
 */
export async function findKeyOwnerWithCounter(
  deps: ServiceDeps,
  key: string,
  kind: ApiKeyKind,
  counterKey: string,
): Promise<{ owner: KeyOwner | null; counterHits: number } | null> {
  if (!API_KEY_PATTERN.test(key)) return null;
  const found = await findLiveKeyByHashWithCounter(deps.db, hashToken(key), kind, counterKey);
  return { owner: keyOwnerOf(found.key), counterHits: found.counterHits };
}

function keyOwnerOf(row: Awaited<ReturnType<typeof findLiveKeyByHash>> | null): KeyOwner | null {
  if (!row) return null;
  return {
    keyId: row.id,
    merchantId: row.merchant_id,
    merchantName: row.name,
    merchantStatus: row.status,
    mode: row.mode,
    lastUsedAt: row.last_used_at,
  };
}

/**
 * Records that the key was used now (at most once a minute). A use recorded within the minute, as
 * read with the key, sends nothing: a busy shop's requests do not each cost a statement.
 */
export async function recordApiKeyUse(
  deps: ServiceDeps,
  owner: Pick<KeyOwner, 'keyId' | 'lastUsedAt'>,
): Promise<void> {
  const now = new Date();
  const notAfter = new Date(now.getTime() - TOUCH_INTERVAL_MS);
  if (owner.lastUsedAt && owner.lastUsedAt >= notAfter) return;
  await touchApiKey(deps.db, owner.keyId, now, notAfter);
}
