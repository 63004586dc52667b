import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface ThrottleRules {
  /** Attempts allowed before the lock; the attempt that takes the last number locks. */
  maxAttempts: number;
  lockMinutes: number;
}

/**
 * Counts a sign-in attempt on one throttle row (a pair of typed email and client address, or an
 * address alone) before its password is checked, in one INSERT … ON CONFLICT … RETURNING, and
 * tells whether the attempt may go on to the check. Counting first is what makes the limit hold
 * against parallel guesses: each attempt takes its own number from the row, so at most
 * maxAttempts of them ever reach scrypt, and the one that takes the last number locks the row in
 * the same statement. A lock that has run out, or a count left alone for lockMinutes, starts a
 * fresh count.
 */
export async function countAttempt(
  db: Kysely<Database>,
  key: { accountKey: string; address: string },
  now: Date,
  rules: ThrottleRules,
): Promise<{ attempts: number; admitted: boolean }> {
  const lockUntil = new Date(now.getTime() + rules.lockMinutes * 60_000);
  const staleBefore = new Date(now.getTime() - rules.lockMinutes * 60_000);
  const fresh = sql<number>`(case
    when login_throttles.locked_until is not null and login_throttles.locked_until <= ${now} then 0
    when login_throttles.last_attempt_at < ${staleBefore} then 0
    else login_throttles.attempts end) + 1`;
  const row = await db
    .insertInto('login_throttles')
    .values({
      account_key: key.accountKey,
      address: key.address,
      attempts: 1,
      locked_until: rules.maxAttempts <= 1 ? lockUntil : null,
      last_attempt_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['account_key', 'address']).doUpdateSet({
        attempts: fresh,
        locked_until: sql<Date | null>`case
          when login_throttles.locked_until > ${now} then login_throttles.locked_until
          when ${fresh} >= ${rules.maxAttempts} then ${lockUntil}::timestamptz
          else null end`,
        last_attempt_at: now,
      }),
    )
    .returning(['attempts'])
    .executeTakeFirstOrThrow();
  return { attempts: row.attempts, admitted: row.attempts <= rules.maxAttempts };
}

/**
 * A right password: the pair's count and lock go, and the attempt is taken back from the
 * address's count (which then counts only failures).
 */
export async function clearAttempt(
  db: Kysely<Database>,
  key: { accountKey: string; address: string },
  addressKey: string,
): Promise<void> {
  await db
    .deleteFrom('login_throttles')
    .where('account_key', '=', key.accountKey)
    .where('address', '=', key.address)
    .execute();
  await db
    .updateTable('login_throttles')
    .set({ attempts: sql<number>`greatest(attempts - 1, 0)` })
    .where('account_key', '=', addressKey)
    .where('address', '=', key.address)
    .execute();
}

/** A new password (a reset) lifts every lock on the email, from every address. */
export async function clearAccountThrottles(
  db: Kysely<Database>,
  accountKey: string,
): Promise<void> {
  await db.deleteFrom('login_throttles').where('account_key', '=', accountKey).execute();
}

export async function findUserForLogin(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash', 'blocked_at'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** Counts untouched for a day are of no use to any limit. */
export async function deleteStaleThrottles(db: Kysely<Database>, before: Date) {
  return db
    .deleteFrom('login_throttles')
    .where('last_attempt_at', '<', before)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', before)]))
    .executeTakeFirst();
}
