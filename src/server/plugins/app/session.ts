import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../auth/session-cookie';
import { findSessionUser, type SessionUser } from '../../auth/sessions-repository';

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
