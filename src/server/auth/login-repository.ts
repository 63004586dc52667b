import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Counts a login attempt before its password is checked, in one UPDATE … RETURNING, and tells
 * whether the attempt may go on to the check. Counting first is what makes the lockout hold
 * against parallel guesses: each attempt takes its own number from the row, so at most
 * maxFailedLogins of them ever reach scrypt, and the one that takes the last number locks the
 * account in the same statement. A right password then clears the count; a lock that has run out
 * starts a fresh count.
 */
export async function admitAttempt(
  db: Kysely<Database>,
  email: string,
  now: Date,
  rules: { maxFailedLogins: number; lockMinutes: number },
): Promise<{ id: string; passwordHash: string; blockedAt: Date | null; admitted: boolean } | null> {
  const lockUntil = new Date(now.getTime() + rules.lockMinutes * 60_000);
  const fresh = sql<number>`(case when locked_until is not null and locked_until <= ${now} then 0 else failed_login_count end) + 1`;
  const row = await db
    .updateTable('users')
    .set({
      failed_login_count: fresh,
      locked_until: sql<Date | null>`case
        when locked_until > ${now} then locked_until
        when ${fresh} >= ${rules.maxFailedLogins} then ${lockUntil}::timestamptz
        else null end`,
    })
    .where('email', '=', email)
    .returning(['id', 'password_hash', 'blocked_at', 'failed_login_count'])
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    passwordHash: row.password_hash,
    blockedAt: row.blocked_at,
    admitted: row.failed_login_count <= rules.maxFailedLogins,
  };
}

export async function findLockedUntil(db: Kysely<Database>, userId: string): Promise<Date | null> {
  const row = await db
    .selectFrom('users')
    .select('locked_until')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.locked_until ?? null;
}

/** A right password clears the failed-login count and any lock. */
export async function clearFailedLogins(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ failed_login_count: 0, locked_until: null })
    .where('id', '=', userId)
    .execute();
}
