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

/**
 * The request's session lookup once started, kept on the request itself. A WeakMap keyed by the
 * request did the same, but every entry with a short-lived key is an ephemeron the garbage
 * collector must trace on its own: about 1 µs a request, against next to nothing for a field.
 */
const LOOKUP = Symbol('sessionLookup');
type WithLookup = FastifyRequest & { [LOOKUP]: Promise<SessionUser | null> | null };

/** Decorates requests with a memoised session lookup, read from the HttpOnly cookie only. */
export function registerSessionLookup(app: FastifyInstance): void {
  // Declared on the request's shape (null until a lookup starts), so every request has the field.
  app.decorateRequest(LOOKUP, null);
  app.decorateRequest('getSessionUser', function getSessionUser(this: FastifyRequest) {
    let lookup = (this as WithLookup)[LOOKUP];
    if (!lookup) {
      const token = sessionToken(this);
      lookup = token
        ? findSessionUser(app.db, token).then((user) => {
            if (user) noteSessionSeen(app.db, user);
            return user;
          })
        : Promise.resolve(null);
      (this as WithLookup)[LOOKUP] = lookup;
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
  (request as WithLookup)[LOOKUP] = Promise.resolve(user);
  if (!user || !row) throw unauthorized();
  return { user, row };
}
