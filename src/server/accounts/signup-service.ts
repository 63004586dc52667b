import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { SignupStartedView } from '../../shared/account';
import { TERMS_VERSION } from '../../shared/legal';
import { START_LIMIT_CENTS, START_SCORE } from '../../shared/credit-tiers';
import { signupDisplayName, type SignupData } from '../../shared/validation/signup-schema';
import { hashPassword } from '../auth/password-hashing';
import { createOpaqueToken, hashToken } from '../auth/tokens';
import type { Database } from '../db/schema';
import { signupBonus } from '../engine/scoring';
import { conflict, errorText, notFound } from '../http/errors';
import { awardOnce } from './credit-score-awards';
import { identityConflictOf, jmbgHash, jmbgTaken, jmbgTakenError } from './identity';
import { verificationCodeEmail } from './emails/verification-code-email';
import { welcomeEmail } from './emails/welcome-email';
import { CODE_TTL_MS, consumeCode, issueCode, RESEND_WAIT_MS } from './verification-codes';

export const EMAIL_TAKEN_MESSAGE = errorText('email_taken');
export const SIGNUP_NOT_FOUND_MESSAGE = 'Registracija nije pronađena. Popuni formu ponovo.';

/** What waits in verification_codes.payload until the right code arrives. */
const PendingSignupSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  jmbgEncrypted: z.string(),
  /** Absent in sign-ups started before the JMBG was hashed; then computed from the ciphertext. */
  jmbgHash: z.string().optional(),
  passwordHash: z.string(),
  newsletterOptIn: z.boolean(),
});
type PendingSignup = z.infer<typeof PendingSignupSchema>;

async function emailTaken(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  return Boolean(row);
}

async function sendSignupCode(
  app: FastifyInstance,
  email: string,
  firstName: string,
  pending: PendingSignup,
  clientTokenHash: string,
): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const issued = await issueCode(trx, app.encryption, {
      purpose: 'signup_email',
      target: email,
      payload: pending,
      clientTokenHash,
    });
    await app.notifier.email(trx, email, verificationCodeEmail({ firstName, code: issued.code }));
  });
}

const started = (signupToken: string, email: string): SignupStartedView => ({
  signupToken,
  sentTo: email,
  expiresInSeconds: CODE_TTL_MS / 1000,
  resendAfterSeconds: RESEND_WAIT_MS / 1000,
});

/** Step 1: the form is valid; keep it (password hashed, JMBG encrypted) and email a code. */
export async function startSignup(
  app: FastifyInstance,
  input: SignupData,
): Promise<SignupStartedView> {
  if (await emailTaken(app.db, input.email)) throw conflict(EMAIL_TAKEN_MESSAGE, 'email_taken');
  const hash = jmbgHash(app.encryption, input.jmbg);
  if (await jmbgTaken(app.db, hash)) throw jmbgTakenError();
  const pending: PendingSignup = {
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone,
    jmbgEncrypted: app.encryption.encrypt(input.jmbg),
    jmbgHash: hash,
    passwordHash: await hashPassword(input.password),
    newsletterOptIn: input.newsletterOptIn,
  };
  const token = createOpaqueToken();
  await sendSignupCode(app, input.email, input.firstName, pending, hashToken(token));
  return started(token, input.email);
}

async function findPendingSignup(db: Kysely<Database>, clientTokenHash: string) {
  return db
    .selectFrom('verification_codes')
    .select(['target', 'payload', 'consumed_at', 'expires_at'])
    .where('purpose', '=', 'signup_email')
    .where('client_token_hash', '=', clientTokenHash)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A new code for the same pending sign-up (the old one stops working). */
export async function resendSignupCode(
  app: FastifyInstance,
  signupToken: string,
): Promise<SignupStartedView> {
  const tokenHash = hashToken(signupToken);
  const row = await findPendingSignup(app.db, tokenHash);
  const pending = PendingSignupSchema.safeParse(row?.payload);
  // A pending sign-up is kept an hour after its last code, long enough to ask for another.
  const stale = !row || row.expires_at.getTime() + 50 * 60_000 < Date.now();
  if (!row || stale || !pending.success) throw notFound(SIGNUP_NOT_FOUND_MESSAGE);
  if (await emailTaken(app.db, row.target)) throw conflict(EMAIL_TAKEN_MESSAGE, 'email_taken');
  await sendSignupCode(app, row.target, pending.data.firstName, pending.data, tokenHash);
  return started(signupToken, row.target);
}

/** Step 2: the right code creates the account and sends the welcome email. */
export async function completeSignup(
  app: FastifyInstance,
  signupToken: string,
  code: string,
): Promise<string> {
  const tokenHash = hashToken(signupToken);
  try {
    return await consumeCode(
      app.db,
      app.encryption,
      (query) =>
        query.where('purpose', '=', 'signup_email').where('client_token_hash', '=', tokenHash),
      code,
      (trx, row) => createVerifiedAccount(app, trx, row),
    );
  } catch (error) {
    // Two sign-ups with one JMBG confirmed at the same moment: the unique index decides.
    throw identityConflictOf(error) ?? error;
  }
}

async function createVerifiedAccount(
  app: FastifyInstance,
  trx: Kysely<Database>,
  row: { target: string; payload: unknown },
): Promise<string> {
  const pending = PendingSignupSchema.safeParse(row.payload);
  if (!pending.success) throw notFound(SIGNUP_NOT_FOUND_MESSAGE);
  if (await emailTaken(trx, row.target)) throw conflict(EMAIL_TAKEN_MESSAGE, 'email_taken');
  const hash =
    pending.data.jmbgHash ??
    jmbgHash(app.encryption, app.encryption.decrypt(pending.data.jmbgEncrypted));
  if (await jmbgTaken(trx, hash)) throw jmbgTakenError();
  const userId = await createAccount(trx, row.target, { ...pending.data, jmbgHash: hash });
  await app.notifier.email(
    trx,
    row.target,
    welcomeEmail({ firstName: pending.data.firstName, appUrl: app.config.appUrl }),
  );
  return userId;
}

async function createAccount(
  trx: Kysely<Database>,
  email: string,
  pending: PendingSignup,
): Promise<string> {
  const now = new Date();
  const user = await trx
    .insertInto('users')
    .values({ email, password_hash: pending.passwordHash, email_confirmed_at: now })
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
  await trx
    .insertInto('user_credit_scores')
    .values({ user_id: user.id, score: START_SCORE, spending_limit: START_LIMIT_CENTS })
    .execute();
  await awardOnce(trx, user.id, signupBonus());
  return user.id;
}
