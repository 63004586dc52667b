import type { Kysely } from 'kysely';
import { BLOCKED_MESSAGE, clearLoginLocks } from '../auth/login-service';
import { hashPassword } from '../auth/password-hashing';
import { createOpaqueToken, hashToken } from '../auth/tokens';
import type { Database } from '../db/schema';
import { errorText, HttpError } from '../http/errors';
import type { ServiceDeps } from '../service-deps';
import { RESET_NEXT_PATTERN } from '#shared/validation/login-schema';
import { emailVerifiedBonus } from '../rules/scoring';
import { markEmailVerified } from './contact-verification-repository';
import { awardOnce } from './credit-score-awards';
import { passwordResetEmail } from './emails/password-reset-email';
import {
  applyNewPassword,
  countResetTokensSince,
  findResetToken,
  findUserByEmail,
  insertResetToken,
} from './password-reset-repository';

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
export async function requestPasswordReset(
  deps: ServiceDeps,
  email: string,
  next?: string,
): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.blocked_at) return;
  const since = new Date(Date.now() - 60 * 60_000);
  if ((await countResetTokensSince(deps.db, user.id, since)) >= MAX_RESET_EMAILS_PER_HOUR) return;

  const token = createOpaqueToken();
  // In the fragment, so the token never reaches server logs or other sites' Referer headers.
  // A checkout the request came from rides along, so the new password leads back to that basket.
  const back = next && RESET_NEXT_PATTERN.test(next) ? `&next=${encodeURIComponent(next)}` : '';
  const resetUrl = `${deps.config.appUrl}/reset-password#token=${token}${back}`;
  await deps.db.transaction().execute(async (trx) => {
    await insertResetToken(trx, {
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_LINK_TTL_MS),
    });
    await deps.notifier.email(trx, email, passwordResetEmail({ resetUrl, locale: user.locale }));
  });
}

async function usableToken(db: Kysely<Database>, token: string, lock: boolean) {
  const row = await findResetToken(db, hashToken(token), lock);
  if (!row) throw new HttpError(400, 'reset_link_invalid', RESET_LINK_INVALID_MESSAGE);
  if (row.used_at) throw new HttpError(410, 'reset_link_used', RESET_LINK_USED_MESSAGE);
  if (row.expires_at <= new Date()) {
    throw new HttpError(410, 'reset_link_expired', RESET_LINK_EXPIRED_MESSAGE);
  }
  if (row.blocked_at) throw new HttpError(403, 'account_blocked', BLOCKED_MESSAGE);
  return row;
}

/** Lets the page say at once when a link is expired or used, before a password is typed. */
export async function checkResetToken(deps: ServiceDeps, token: string): Promise<void> {
  await usableToken(deps.db, token, false);
}

/**
 * Sets the new password, uses up every open link of the account, clears a login lockout and
 * ends every session: whoever knew the old password is signed out everywhere. The link came to
 * the account's mailbox, so opening it proves the address: an unverified email becomes verified
 * (with its one-time bonus), and a merchant who set a first password is not asked to verify again.
 */
export async function completePasswordReset(
  deps: ServiceDeps,
  token: string,
  password: string,
): Promise<string> {
  const passwordHash = await hashPassword(password);
  return deps.db.transaction().execute(async (trx) => {
    const row = await usableToken(trx, token, true);
    const email = await applyNewPassword(trx, row.user_id, passwordHash);
    // Whoever holds the mailbox is the owner: no lock from any address stands in their way.
    if (email) await clearLoginLocks({ db: trx, encryption: deps.encryption }, email);
    const profile = await trx
      .selectFrom('profiles')
      .select('email_verified')
      .where('id', '=', row.user_id)
      .executeTakeFirst();
    if (profile && !profile.email_verified) {
      await markEmailVerified(trx, row.user_id);
      await awardOnce(trx, row.user_id, emailVerifiedBonus());
    }
    return row.user_id;
  });
}
