import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { fillTemplate } from '../../shared/i18n/format';
import { errorText, HttpError } from '../http/errors';
import { dummyPasswordHash, verifyPassword } from './password-hashing';

/** After this many wrong passwords in a row the account is locked for LOCK_MINUTES. */
export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 15;

export const INVALID_CREDENTIALS_MESSAGE = errorText('invalid_credentials');
export const BLOCKED_MESSAGE = errorText('account_blocked');
export const LOCKED_MESSAGE = fillTemplate(errorText('login_locked'), { minutes: LOCK_MINUTES });
const lockedError = () =>
  new HttpError(429, 'login_locked', LOCKED_MESSAGE, { minutes: LOCK_MINUTES });

/**
 * Counts a login attempt before its password is checked, in one UPDATE … RETURNING, and tells
 * whether the attempt may go on to the check. Counting first is what makes the lockout hold
 * against parallel guesses: each attempt takes its own number from the row, so at most
 * MAX_FAILED_LOGINS of them ever reach scrypt, and the one that takes the last number locks the
 * account in the same statement. A right password then clears the count; a lock that has run out
 * starts a fresh count.
 */
async function admitAttempt(
  db: Kysely<Database>,
  email: string,
  now: Date,
): Promise<{ id: string; passwordHash: string; blockedAt: Date | null; admitted: boolean } | null> {
  const lockUntil = new Date(now.getTime() + LOCK_MINUTES * 60_000);
  const fresh = sql<number>`(case when locked_until is not null and locked_until <= ${now} then 0 else failed_login_count end) + 1`;
  const row = await db
    .updateTable('users')
    .set({
      failed_login_count: fresh,
      locked_until: sql<Date | null>`case
        when locked_until > ${now} then locked_until
        when ${fresh} >= ${MAX_FAILED_LOGINS} then ${lockUntil}::timestamptz
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
    admitted: row.failed_login_count <= MAX_FAILED_LOGINS,
  };
}

/** Checks credentials with lockout; returns the user id or throws a 401/403/429 HttpError. */
export async function checkCredentials(
  db: Kysely<Database>,
  email: string,
  password: string,
): Promise<string> {
  const user = await admitAttempt(db, email, new Date());
  if (!user) {
    // Same work as a real check, so response time does not tell which emails exist.
    await verifyPassword(password, await dummyPasswordHash());
    throw new HttpError(401, 'invalid_credentials', INVALID_CREDENTIALS_MESSAGE);
  }
  if (!user.admitted) throw lockedError();
  const ok = await verifyPassword(password, user.passwordHash);
  if (!ok) {
    const locked = await db
      .selectFrom('users')
      .select('locked_until')
      .where('id', '=', user.id)
      .executeTakeFirst();
    if (locked?.locked_until && locked.locked_until > new Date()) {
      throw lockedError();
    }
    throw new HttpError(401, 'invalid_credentials', INVALID_CREDENTIALS_MESSAGE);
  }
  if (user.blockedAt) throw new HttpError(403, 'account_blocked', BLOCKED_MESSAGE);
  await db
    .updateTable('users')
    .set({ failed_login_count: 0, locked_until: null })
    .where('id', '=', user.id)
    .execute();
  return user.id;
}
