// Authentication of the merchant REST API: `Authorization: Bearer sk_…` (a secret key). The
// key's merchant is remembered for the request; handlers read it with apiMerchant(request).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { addressBucket } from '../http/address-bucket';
import { errorMessage, errorText, HttpError, tooManyRequests } from '../http/errors';
import { findKeyOwnerWithCounter, recordApiKeyUse, type KeyOwner } from '../merchants/api-keys';
import { incrementCounter, readCounter } from '../plugins/external/rate-limit';
import { serviceDeps } from '../service-deps';

/**
 * The key's owner, kept on the request itself (null until the key is checked): a WeakMap keyed by
 * short-lived requests costs the garbage collector an ephemeron to trace for every request.
 */
const OWNER = Symbol('apiKeyOwner');
type WithOwner = FastifyRequest & { [OWNER]: KeyOwner | null };

export const MISSING_KEY_MESSAGE = errorMessage('missing_api_key');
export const INVALID_KEY_MESSAGE = errorText('invalid_api_key');
export const PUBLISHABLE_KEY_MESSAGE = errorMessage('publishable_key_not_allowed');
export const SUSPENDED_MESSAGE = errorText('merchant_suspended');

/**
 * Wrong secret keys one address may present in the window. The API's own limit is per key, which
 * an unknown key escapes (every guess is a new key), so failures are also counted per address.
 */
export const FAILED_KEY_LIMIT = { max: 20, minutes: 10 } as const;
export const FAILED_KEY_LIMIT_MESSAGE = errorMessage('failed_key_limit');

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** The rate-limit bucket of a request: its key's hash (never the key), else its address. */
export function rateLimitKey(request: FastifyRequest): string {
  const token = bearerToken(request);
  return token
    ? `key:${createHash('sha256').update(token).digest('hex').slice(0, 32)}`
    : `ip:${addressBucket(request.ip)}`;
}

/** The failed-key counter of an address (rate_limit_counters), shared by every process. */
function failedKeyCounter(ip: string): string {
  return `v1-bad-key|${addressBucket(ip)}`;
}

export function registerMerchantKeyAuth(app: FastifyInstance): void {
  const deps = serviceDeps(app);
  const windowMs = FAILED_KEY_LIMIT.minutes * 60_000;
  app.decorateRequest(OWNER, null);

  // Before validation, so a request without a valid key learns nothing about the schemas.
  app.addHook('preValidation', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, 'missing_api_key', MISSING_KEY_MESSAGE);
    if (token.startsWith('pk_')) {
      throw new HttpError(401, 'publishable_key_not_allowed', PUBLISHABLE_KEY_MESSAGE);
    }
    const counter = failedKeyCounter(request.ip);
    // The key and the address's wrong keys so far, in one statement (the counter alone for a
    // token that cannot be a key).
    const found = (await findKeyOwnerWithCounter(deps, token, 'secret', counter)) ?? {
      owner: null,
      counterHits: (await readCounter(app.db, counter)).current,
    };
    const limited = app.config.rateLimitEnabled;
    // An address that has used up its wrong keys is refused whatever key it names, the right one
    // included: a guess that hits learns nothing.
    if (limited && found.counterHits >= FAILED_KEY_LIMIT.max) {
      throw tooManyRequests(FAILED_KEY_LIMIT_MESSAGE);
    }
    const { owner } = found;
    if (!owner) {
      if (limited) {
        const counted = await incrementCounter(app.db, counter, windowMs);
        if (counted.current > FAILED_KEY_LIMIT.max) throw tooManyRequests(FAILED_KEY_LIMIT_MESSAGE);
      }
      throw new HttpError(401, 'invalid_api_key', INVALID_KEY_MESSAGE);
    }
    if (owner.merchantStatus !== 'active') {
      throw new HttpError(403, 'merchant_suspended', SUSPENDED_MESSAGE);
    }
    await recordApiKeyUse(deps, owner);
    (request as WithOwner)[OWNER] = owner;
  });
}

export function apiMerchant(request: FastifyRequest): KeyOwner {
  const owner = (request as Partial<WithOwner>)[OWNER];
  if (!owner) throw new HttpError(401, 'missing_api_key', MISSING_KEY_MESSAGE);
  return owner;
}
