import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionToken } from '#server/auth/session-cookie';
import {
  findSessionUser,
  noteSessionSeen,
  sessionUserOf,
  sessionUserQuery,
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
 * For a read route of the signed-in user: the session lookup with what `extend` joins to it (by
 * `users.id`) in one statement, so the route makes one round trip instead of two. 401 without a
 * session, as requireUser. The user is remembered for the rest of the request.
 */
export async function requireUserWith<Row extends SessionUserRow>(
  request: FastifyRequest,
  extend: (query: ReturnType<typeof sessionUserQuery>) => {
    executeTakeFirst(): Promise<Row | undefined>;
  },
): Promise<{ user: SessionUser; row: Row }> {
  const token = sessionToken(request);
  const row = token
    ? await extend(sessionUserQuery(request.server.db, token)).executeTakeFirst()
    : undefined;
  const user = sessionUserOf(row);
  if (user) noteSessionSeen(request.server.db, user);
  lookups.set(request, Promise.resolve(user));
  if (!user || !row) throw unauthorized();
  return { user, row };
}
