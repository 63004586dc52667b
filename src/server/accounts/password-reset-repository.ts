import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function findUserByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'blocked_at', 'locale'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** Reset links issued to the user after `since`. */
export async function countResetTokensSince(
  db: Kysely<Database>,
  userId: string,
  since: Date,
): Promise<number> {
  const recent = await db
    .selectFrom('password_reset_tokens')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(recent.n);
}

export async function insertResetToken(
  db: Kysely<Database>,
  token: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('password_reset_tokens')
    .values({ user_id: token.userId, token_hash: token.tokenHash, expires_at: token.expiresAt })
    .execute();
}

/** The link of a token hash with its account's block, locked FOR UPDATE when `lock`. */
export async function findResetToken(db: Kysely<Database>, tokenHash: string, lock: boolean) {
  let query = db
    .selectFrom('password_reset_tokens')
    .innerJoin('users', 'users.id', 'password_reset_tokens.user_id')
    .select([
      'password_reset_tokens.id',
      'password_reset_tokens.user_id',
      'password_reset_tokens.expires_at',
      'password_reset_tokens.used_at',
      'users.blocked_at',
    ])
    .where('password_reset_tokens.token_hash', '=', tokenHash);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * Sets the new password hash, clears a login lockout, uses up every open link of the account
 * and ends every session. Run inside the transaction that checked the link.
 */
export async function applyNewPassword(
  trx: Kysely<Database>,
  userId: string,
  passwordHash: string,
): Promise<string | null> {
  const now = new Date();
  const user = await trx
    .updateTable('users')
    .set({
      password_hash: passwordHash,
      failed_login_count: 0,
      locked_until: null,
      updated_at: now,
    })
    .where('id', '=', userId)
    .returning('email')
    .executeTakeFirst();
  await trx
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
  return user?.email ?? null;
}
