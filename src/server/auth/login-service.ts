import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError, tooManyRequests } from '../http/errors';
import { dummyPasswordHash, verifyPassword } from './password-hashing';

/** After this many wrong passwords in a row the account is locked for LOCK_MINUTES. */
export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 15;

export const INVALID_CREDENTIALS_MESSAGE = 'Pogrešan email ili lozinka.';
export const BLOCKED_MESSAGE = 'Vaš nalog je blokiran. Kontaktirajte podršku.';
export const LOCKED_MESSAGE = `Previše neuspješnih pokušaja. Pokušajte ponovo za ${LOCK_MINUTES} minuta.`;

/** Checks credentials with lockout; returns the user id or throws a 401/403/429 HttpError. */
export async function checkCredentials(
  db: Kysely<Database>,
  email: string,
  password: string,
): Promise<string> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'password_hash', 'blocked_at', 'locked_until', 'failed_login_count'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (!user) {
    // Same work as a real check, so response time does not tell which emails exist.
    await verifyPassword(password, await dummyPasswordHash());
    throw new HttpError(401, 'invalid_credentials', INVALID_CREDENTIALS_MESSAGE);
  }
  if (user.locked_until && user.locked_until > new Date()) throw tooManyRequests(LOCKED_MESSAGE);
  const ok = await verifyPassword(password, user.password_hash);
  if (!ok) {
    const failures = user.failed_login_count + 1;
    const lock = failures >= MAX_FAILED_LOGINS;
    await db
      .updateTable('users')
      .set({
        failed_login_count: lock ? 0 : failures,
        locked_until: lock ? new Date(Date.now() + LOCK_MINUTES * 60_000) : null,
      })
      .where('id', '=', user.id)
      .execute();
    if (lock) throw tooManyRequests(LOCKED_MESSAGE);
    throw new HttpError(401, 'invalid_credentials', INVALID_CREDENTIALS_MESSAGE);
  }
  if (user.blocked_at) throw new HttpError(403, 'account_blocked', BLOCKED_MESSAGE);
  if (user.failed_login_count > 0 || user.locked_until) {
    await db
      .updateTable('users')
      .set({ failed_login_count: 0, locked_until: null })
      .where('id', '=', user.id)
      .execute();
  }
  return user.id;
}
