import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema';
import { sessionToken } from '#server/auth/session-cookie';
import {
  findSessionUser,
  noteSessionSeen,
  sessionUserOf,
  type SessionUser,
  type SessionUserRow,
} from '#server/auth/sessions-repository';
import { unauthorized } from '#server/http/errors';

const lookups = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/** Decorates requests with a memoised session lookup, read from the HttpOnly cookie only. */
export function registerSessionLookup(app: FastifyInstance): void {
  app.decorateRequest('getSessionUser', function getSessionUser(this: FastifyRequest) {
    let lookup = lookups.get(this);
    if (!lookup) {
      const token = sessionToken(this);
      lookup = token
        ? findSessionUser(app.db, token).then((user) => {
            if (user) noteSessionSeen(app.db, user);
            return user;
          })
        : Promise.resolve(null);
      lookups.set(this, lookup);
    }
    return lookup;
  });
}

/**
 * For a read route of the signed-in user: the session lookup with what the route joins to it by
 * `users.id` (made once with sessionLookupWith) in one statement, so the route makes one round
 * trip instead of two. 401 without a session, as requireUser. The user is remembered for the
 * rest of the request.
 */
export async function requireUserWith<Row extends SessionUserRow>(
  request: FastifyRequest,
  lookup: (db: Kysely<Database>, token: string) => Promise<Row | undefined>,
): Promise<{ user: SessionUser; row: Row }> {
  const token = sessionToken(request);
  const row = token ? await lookup(request.server.db, token) : undefined;
  const user = sessionUserOf(row);
  if (user) noteSessionSeen(request.server.db, user);
  lookups.set(request, Promise.resolve(user));
  if (!user || !row) throw unauthorized();
  return { user, row };
}
