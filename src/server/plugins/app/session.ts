import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findSessionUser, type SessionUser } from '../../auth/sessions-repository';

export const SESSION_COOKIE = 'narate_session';

const lookups = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/** Decorates requests with a memoised session lookup, read from the HttpOnly cookie only. */
export function registerSessionLookup(app: FastifyInstance): void {
  app.decorateRequest('getSessionUser', function getSessionUser(this: FastifyRequest) {
    let lookup = lookups.get(this);
    if (!lookup) {
      const token = this.cookies[SESSION_COOKIE];
      lookup = token ? findSessionUser(app.db, token) : Promise.resolve(null);
      lookups.set(this, lookup);
    }
    return lookup;
  });
}

export function setSessionCookie(
  app: FastifyInstance,
  reply: FastifyReply,
  token: string,
  options: { persistent: boolean; expiresAt: Date },
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.appUrl.startsWith('https://'),
    // Without "remember me" the cookie has no expiry, so it ends when the browser closes.
    ...(options.persistent ? { expires: options.expiresAt } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
