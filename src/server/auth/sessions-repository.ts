import { sql, type Compilable, type Kysely } from 'kysely';
import { compiledStatement } from '../db/compiled-once';
import { runCompiled } from '../db/direct-statements';
import type { Database, Role } from '../db/schema';
import { createOpaqueToken, hashToken } from './tokens';

/** "Remember me" sessions last 30 days; others end with the browser, and at the latest in 12 h. */
export const PERSISTENT_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
export const BROWSER_SESSION_MS = 12 * 60 * 60 * 1000;

export interface SessionUser {
  sessionId: string;
  id: string;
  email: string;
  avatarUrl: string | null;
  displayName: string | null;
  roles: Role[];
  persistent: boolean;
  /** When the session was last recorded as used (kept to within SEEN_EVERY_MS). */
  lastSeenAt: Date;
}

/** How stale a session's "last seen" may get before a request records it again. */
export const SEEN_EVERY_MS = 5 * 60 * 1000;

export async function createSession(
  db: Kysely<Database>,
  input: { userId: string; persistent: boolean; userAgent?: string | undefined; ip?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = createOpaqueToken();
  const expiresAt = new Date(
    Date.now() + (input.persistent ? PERSISTENT_SESSION_MS : BROWSER_SESSION_MS),
  );
  await db
    .insertInto('sessions')
    .values({
      user_id: input.userId,
      token_hash: hashToken(token),
      persistent: input.persistent,
      user_agent: input.userAgent?.slice(0, 500) ?? null,
      ip: input.ip ?? null,
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt };
}

/** What a session lookup is made with: the token's hash, and the moment the session must outlast. */
type SessionLookupValues = { tokenHash: string; now: Date };

/**
 * The session lookup as a query: the session, its user, profile name and roles (the roles as an
 * array). A read route may join what it reads of the same user (`users.id`) to it, so the session
 * and the data come in one round trip.
 */
export function sessionUserQuery(db: Kysely<Database>, { tokenHash, now }: SessionLookupValues) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('profiles', 'profiles.id', 'users.id')
    .select([
      'sessions.id as sessionId',
      'sessions.persistent',
      'sessions.last_seen_at',
      'users.id',
      'users.email',
      'users.avatar_url',
      'users.blocked_at',
      'profiles.display_name',
      sql<Role[]>`array(select r.role from user_roles r where r.user_id = users.id)`.as('roles'),
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now);
}

export type SessionUserRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof sessionUserQuery>['executeTakeFirst']>>
>;

/**
 * The session lookup extended by `extend` (which joins and selects more of the same user), built
 * and compiled once: every signed-in request runs it, so it is not rebuilt per request.
 * `extend` adds joins and columns of the same user; a value it puts in stays a constant.
 */
export function sessionLookupWith<Row extends SessionUserRow>(
  extend: (query: ReturnType<typeof sessionUserQuery>) => Compilable<Row>,
): (db: Kysely<Database>, token: string) => Promise<Row | undefined> {
  const statement = compiledStatement((db, values: SessionLookupValues) =>
    extend(sessionUserQuery(db, values)),
  );
  return async (db, token) =>
    (await runCompiled(db, statement(db, { tokenHash: hashToken(token), now: new Date() })))[0];
}

const sessionLookup = sessionLookupWith((query) => query);

/** The signed-in user of a looked-up row: none without a row or when the account is blocked. */
export function sessionUserOf(row: SessionUserRow | undefined): SessionUser | null {
  if (!row || row.blocked_at) return null;
  return {
    sessionId: row.sessionId,
    id: row.id,
    email: row.email,
    avatarUrl: row.avatar_url,
    displayName: row.display_name,
    roles: parseTextArray(row.roles) as Role[],
    persistent: row.persistent,
    lastSeenAt: row.last_seen_at,
  };
}

/**
 * Records that the session was used now, when its record is older than SEEN_EVERY_MS: the
 * session list shows when each device was last active, at one small write per session every
 * few minutes instead of one per request. Not awaited by the request; a failure only leaves
 * the time older.
 */
export function noteSessionSeen(db: Kysely<Database>, user: SessionUser, now = new Date()): void {
  if (now.getTime() - user.lastSeenAt.getTime() < SEEN_EVERY_MS) return;
  db.updateTable('sessions')
    .set({ last_seen_at: now })
    .where('id', '=', user.sessionId)
    .execute()
    .catch(() => undefined);
}

/** One query: the session, its user, profile name and roles. */
export async function findSessionUser(
  db: Kysely<Database>,
  token: string,
): Promise<SessionUser | null> {
  return sessionUserOf(await sessionLookup(db, token));
}

/** node-postgres parses text[] to an array; a custom enum array may arrive as '{a,b}' text. */
function parseTextArray(value: unknown): string[] {
  if (Array.isArray(value)) return value as string[];
  if (typeof value !== 'string' || value === '{}') return [];
  return value.replace(/^\{|\}$/g, '').split(',');
}

export async function deleteSessionByToken(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}
