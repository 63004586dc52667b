// Authentication of the merchant REST API: `Authorization: Bearer sk_…` (a secret key). The
// key's merchant is remembered for the request; handlers read it with apiMerchant(request).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { HttpError } from '../http/errors';
import { findKeyOwner, touchApiKey, type KeyOwner } from '../merchants/api-keys';

const owners = new WeakMap<FastifyRequest, KeyOwner>();

export const MISSING_KEY_MESSAGE =
  'Nedostaje API ključ. Pošaljite zaglavlje Authorization: Bearer sk_test_….';
export const INVALID_KEY_MESSAGE = 'API ključ nije ispravan ili je opozvan.';
export const PUBLISHABLE_KEY_MESSAGE =
  'Ovo je javni (publishable) ključ. Za API koristite tajni ključ (sk_…).';
export const SUSPENDED_MESSAGE = 'Nalog trgovca je suspendovan. Kontaktirajte NaRate podršku.';

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
    : `ip:${request.ip}`;
}

export function registerMerchantKeyAuth(app: FastifyInstance): void {
  app.addHook('preHandler', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, 'missing_api_key', MISSING_KEY_MESSAGE);
    if (token.startsWith('pk_')) {
      throw new HttpError(401, 'publishable_key_not_allowed', PUBLISHABLE_KEY_MESSAGE);
    }
    const owner = await findKeyOwner(app.db, token, 'secret');
    if (!owner) throw new HttpError(401, 'invalid_api_key', INVALID_KEY_MESSAGE);
    if (owner.merchantStatus !== 'active') {
      throw new HttpError(403, 'merchant_suspended', SUSPENDED_MESSAGE);
    }
    await touchApiKey(app.db, owner.keyId, new Date());
    owners.set(request, owner);
  });
}

export function apiMerchant(request: FastifyRequest): KeyOwner {
  const owner = owners.get(request);
  if (!owner) throw new HttpError(401, 'missing_api_key', MISSING_KEY_MESSAGE);
  return owner;
}
