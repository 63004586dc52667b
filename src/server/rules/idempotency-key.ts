// Idempotency-Key on every POST, so a retried request never moves money twice: the same key with
// the same request replays the stored response; the same key with another request is refused with
// 409. The service stores { fingerprint, response } per merchant (or user) and key, in the
// transaction that does the work.
import { createHash } from 'node:crypto';
import { errorMessage } from '#shared/i18n/error-message';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
export const IDEMPOTENCY_CONFLICT_MESSAGE = errorMessage('idempotency_key_reused');
export const IDEMPOTENCY_IN_PROGRESS_MESSAGE = errorMessage('idempotency_in_progress');
export const IDEMPOTENCY_KEY_INVALID_MESSAGE = errorMessage('idempotency_key_invalid');

/** A key is 1-255 visible ASCII characters (UUIDs, order numbers, ...). */
export function isValidIdempotencyKey(key: string): boolean {
  return /^[\x21-\x7e]+$/.test(key) && key.length <= IDEMPOTENCY_KEY_MAX_LENGTH;
}

/**
 * JSON with object keys sorted at every level, so two bodies that differ only in key order have
 * the same text. Values JSON cannot hold are treated as JSON.stringify treats them (undefined and
 * functions dropped from objects, null in arrays; toJSON honoured).
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value)) ?? 'null';
}

function sortKeys(value: unknown): unknown {
  if (value !== null && typeof value === 'object') {
    const withToJson = value as { toJSON?: unknown };
    if (typeof withToJson.toJSON === 'function')
      return sortKeys((withToJson.toJSON as () => unknown)());
    if (Array.isArray(value)) return value.map(sortKeys);
    // defineProperty, not assignment: a body key named "__proto__" must stay an ordinary key.
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      Object.defineProperty(sorted, key, {
        value: sortKeys((value as Record<string, unknown>)[key]),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return sorted;
  }
  if (typeof value === 'bigint') throw new TypeError('A request body cannot hold a BigInt');
  return value;
}

/** SHA-256 (hex) of the method, the path (with its query) and the canonical body. */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method.toUpperCase()}\n${path}\n${canonicalJson(body ?? null)}`, 'utf8')
    .digest('hex');
}

export interface StoredIdempotentRequest<R> {
  fingerprint: string;
  /** null while the first request with this key is still being processed. */
  response: R | null;
}

export type IdempotencyResolution<R> = 'new' | 'conflict' | 'in_progress' | { replay: R };

export function resolveIdempotency<R>(
  stored: StoredIdempotentRequest<R> | undefined,
  fingerprint: string,
): IdempotencyResolution<R> {
  if (!stored) return 'new';
  if (stored.fingerprint !== fingerprint) return 'conflict';
  if (stored.response === null) return 'in_progress';
  return { replay: stored.response };
}
