import type { Kysely } from 'kysely';
import { z } from 'zod';
import { START_LIMIT_CENTS, START_SCORE } from '#shared/credit-tiers';
import { TERMS_VERSION } from '#shared/legal';
import { signupDisplayName } from '#shared/validation/signup-schema';
import type { Database } from '../db/schema';
import { emailVerifiedBonus, signupBonus } from '../rules/scoring';
import { findKeptCreditHistory } from '../credit/credit-history';
import { awardOnce } from './credit-score-awards';

/** What waits in verification_codes.payload until the right code arrives. */
export const PendingSignupSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  jmbgEncrypted: z.string(),
  /** Absent in sign-ups started before the JMBG was hashed; then computed from the ciphertext. */
  jmbgHash: z.string().optional(),
  passwordHash: z.string(),
  newsletterOptIn: z.boolean(),
  /** Absent in sign-ups started before the language was kept; then Montenegrin. */
  locale: z.enum(['me', 'en']).optional(),
});
export type PendingSignup = z.infer<typeof PendingSignupSchema>;

export async function emailTaken(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  return Boolean(row);
}

/** The newest code of a pending sign-up, found by the hash of the client's sign-up token. */
export async function findPendingSignup(db: Kysely<Database>, clientTokenHash: string) {
  return db
    .selectFrom('verification_codes')
    .select(['target', 'payload', 'consumed_at', 'expires_at'])
    .where('purpose', '=', 'signup_email')
    .where('client_token_hash', '=', clientTokenHash)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Creates the user, profile and credit score of a confirmed sign-up, with the sign-up bonus. */
export async function insertVerifiedAccount(
  trx: Kysely<Database>,
  email: string,
  pending: PendingSignup,
): Promise<string> {
  const now = new Date();
  const user = await trx
    .insertInto('users')
    .values({
      email,
      password_hash: pending.passwordHash,
      email_confirmed_at: now,
      locale: pending.locale ?? 'me',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('profiles')
    .values({
      id: user.id,
      display_name: signupDisplayName(pending.firstName, pending.lastName),
      first_name: pending.firstName,
      last_name: pending.lastName,
      phone: pending.phone,
      jmbg_encrypted: pending.jmbgEncrypted,
      jmbg_hash: pending.jmbgHash ?? null,
      // The code proved the address; the phone is verified later from the dashboard.
      email_verified: true,
      phone_verified: false,
      newsletter_opted_in: pending.newsletterOptIn,
      // The agreeToTerms box accepted this version of /uslovi and /privatnost.
      terms_version: TERMS_VERSION,
      terms_accepted_at: now,
    })
    .execute();
  // The same person signing up again (same JMBG) starts from the history the deleted account
  // left, not from a fresh score: deleting an account does not erase late payments.
  const kept = pending.jmbgHash ? await findKeptCreditHistory(trx, pending.jmbgHash, now) : null;
  await trx
    .insertInto('user_credit_scores')
    .values({
      user_id: user.id,
      score: kept?.score ?? START_SCORE,
      spending_limit: START_LIMIT_CENTS,
      late_payments: kept?.latePayments ?? 0,
    })
    .execute();
  await awardOnce(trx, user.id, signupBonus());
  // The sign-up code proved the address, so the account starts email-verified and earns the
  // email bonus now, as an address verified later from the dashboard does.
  await awardOnce(trx, user.id, emailVerifiedBonus());
  return user.id;
}
