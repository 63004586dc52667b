// The signed-in user's sessions: listed with a device summary, a shortened address and times, and
// ended one by one or all but the current one ("sign out everywhere else"). Only the user's own
// sessions are ever named: another user's session id answers 404 like one that does not exist.
import ipaddr from 'ipaddr.js';
import type { Kysely } from 'kysely';
import type { SessionView } from '#shared/sessions';
import type { Database } from '../db/schema';

/** "Firefox · Windows" from a user agent; null when neither part is recognised. */
export function deviceSummary(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser =
    [
      [/Edg(e|A|iOS)?\//, 'Edge'],
      [/OPR\/|Opera/, 'Opera'],
      [/SamsungBrowser\//, 'Samsung Internet'],
      [/Firefox\/|FxiOS\//, 'Firefox'],
      [/Chrome\/|CriOS\//, 'Chrome'],
      [/Safari\//, 'Safari'],
    ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] ?? null;
  const system =
    [
      [/Android/, 'Android'],
      [/iPhone|iPad|iPod/, 'iOS'],
      [/Windows/, 'Windows'],
      [/Mac OS X|Macintosh/, 'macOS'],
      [/CrOS/, 'ChromeOS'],
      [/Linux/, 'Linux'],
    ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] ?? null;
  const parts = [browser, system].filter((part): part is string => typeof part === 'string');
  return parts.length ? parts.join(' · ') : null;
}

/** An address with its host part hidden: IPv4 keeps three octets, IPv6 its first 48 bits. */
export function maskedAddress(address: string | null): string | null {
  if (!address || !ipaddr.isValid(address)) return null;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') {
    return `${parsed.toByteArray().slice(0, 3).join('.')}.x`;
  }
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 3).map((part) => part.toString(16));
  return `${parts.join(':')}:…`;
}

export async function listOwnSessions(
  db: Kysely<Database>,
  userId: string,
  currentSessionId: string,
  now: Date,
): Promise<SessionView[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'ip', 'persistent', 'created_at', 'last_seen_at', 'expires_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('last_seen_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
  return rows
    .map((row) => ({
      id: row.id,
      current: row.id === currentSessionId,
      device: deviceSummary(row.user_agent),
      ip: maskedAddress(row.ip),
      persistent: row.persistent,
      createdAt: row.created_at.toISOString(),
      lastSeenAt: row.last_seen_at.toISOString(),
      expiresAt: row.expires_at.toISOString(),
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends one of the user's own sessions; false when they have no such session. */
export async function endOwnSession(
  db: Kysely<Database>,
  userId: string,
  sessionId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('sessions')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends every session of the user but the current one; returns how many ended. */
export async function endOtherSessions(
  db: Kysely<Database>,
  userId: string,
  currentSessionId: string,
): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('id', '!=', currentSessionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
