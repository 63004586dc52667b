import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { BLOCKED_MESSAGE } from '../auth/login-service';
import { hashPassword } from '../auth/password-hashing';
import { createOpaqueToken, hashToken } from '../auth/tokens';
import type { Database } from '../db/schema';
import { errorText, HttpError } from '../http/errors';
import { passwordResetEmail } from './emails/password-reset-email';

export const RESET_LINK_TTL_MS = 60 * 60_000;
/** More requests than this in an hour are answered the same but send nothing. */
export const MAX_RESET_EMAILS_PER_HOUR = 3;

export const RESET_LINK_INVALID_MESSAGE = errorText('reset_link_invalid');
export const RESET_LINK_USED_MESSAGE = errorText('reset_link_used');
export const RESET_LINK_EXPIRED_MESSAGE = errorText('reset_link_expired');

/**
 * Emails a single-use link when the address belongs to an active account. The caller answers
 * the same either way, so the form does not reveal which addresses have accounts.
 */
export async function requestPasswordReset(app: FastifyInstance, email: string): Promise<void> {
  const user = await app.db
    .selectFrom('users')
    .select(['id', 'blocked_at'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (!user || user.blocked_at) return;
  const since = new Date(Date.now() - 60 * 60_000);
  const recent = await app.db
    .selectFrom('password_reset_tokens')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', user.id)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  if (Number(recent.n) >= MAX_RESET_EMAILS_PER_HOUR) return;

  const token = createOpaqueToken();
  // In the fragment, so the token never reaches server logs or other sites' Referer headers.
  const resetUrl = `${app.config.appUrl}/reset-password#token=${token}`;
  await app.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('password_reset_tokens')
      .values({
        user_id: user.id,
        token_hash: hashToken(token),
        expires_at: new Date(Date.now() + RESET_LINK_TTL_MS),
      })
      .execute();
    await app.notifier.email(trx, email, passwordResetEmail({ resetUrl }));
  });
}

async function usableToken(db: Kysely<Database>, token: string, lock: boolean) {
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
    .where('password_reset_tokens.token_hash', '=', hashToken(token));
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new HttpError(400, 'reset_link_invalid', RESET_LINK_INVALID_MESSAGE);
  if (row.used_at) throw new HttpError(410, 'reset_link_used', RESET_LINK_USED_MESSAGE);
  if (row.expires_at <= new Date()) {
    throw new HttpError(410, 'reset_link_expired', RESET_LINK_EXPIRED_MESSAGE);
  }
  if (row.blocked_at) throw new HttpError(403, 'account_blocked', BLOCKED_MESSAGE);
  return row;
}

/** Lets the page say at once when a link is expired or used, before a password is typed. */
export async function checkResetToken(app: FastifyInstance, token: string): Promise<void> {
  await usableToken(app.db, token, false);
}

/**
 * Sets the new password, uses up every open link of the account, clears a login lockout and
 * ends every session: whoever knew the old password is signed out everywhere.
 */
export async function completePasswordReset(
  app: FastifyInstance,
  token: string,
  password: string,
): Promise<string> {
  const passwordHash = await hashPassword(password);
  return app.db.transaction().execute(async (trx) => {
    const row = await usableToken(trx, token, true);
    const now = new Date();
    await trx
      .updateTable('users')
      .set({
        password_hash: passwordHash,
        failed_login_count: 0,
        locked_until: null,
        updated_at: now,
      })
      .where('id', '=', row.user_id)
      .execute();
    await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: now })
      .where('user_id', '=', row.user_id)
      .where('used_at', 'is', null)
      .execute();
    await trx.deleteFrom('sessions').where('user_id', '=', row.user_id).execute();
    return row.user_id;
  });
}
