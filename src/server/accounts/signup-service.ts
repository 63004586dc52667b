import type { Kysely } from 'kysely';
import type { SignupStartedView } from '../../shared/account';
import type { SignupData } from '../../shared/validation/signup-schema';
import { hashPassword } from '../auth/password-hashing';
import { createOpaqueToken, hashToken } from '../auth/tokens';
import type { Database } from '../db/schema';
import { conflict, errorText, notFound } from '../http/errors';
import type { ServiceDeps } from '../service-deps';
import { identityConflictOf, jmbgHash, jmbgTakenError } from './identity';
import { jmbgTaken } from './identity-repository';
import { verificationCodeEmail } from './emails/verification-code-email';
import { welcomeEmail } from './emails/welcome-email';
import {
  emailTaken,
  findPendingSignup,
  insertVerifiedAccount,
  PendingSignupSchema,
  type PendingSignup,
} from './signup-repository';
import { CODE_TTL_MS, consumeCode, issueCode, RESEND_WAIT_MS } from './verification-codes';

export const EMAIL_TAKEN_MESSAGE = errorText('email_taken');
export const SIGNUP_NOT_FOUND_MESSAGE = 'Registracija nije pronađena. Popuni formu ponovo.';

async function sendSignupCode(
  deps: ServiceDeps,
  email: string,
  firstName: string,
  pending: PendingSignup,
  clientTokenHash: string,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const issued = await issueCode(trx, deps.encryption, {
      purpose: 'signup_email',
      target: email,
      payload: pending,
      clientTokenHash,
    });
    await deps.notifier.email(trx, email, verificationCodeEmail({ firstName, code: issued.code }));
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
  deps: ServiceDeps,
  input: SignupData,
): Promise<SignupStartedView> {
  if (await emailTaken(deps.db, input.email)) throw conflict(EMAIL_TAKEN_MESSAGE, 'email_taken');
  const hash = jmbgHash(deps.encryption, input.jmbg);
  if (await jmbgTaken(deps.db, hash)) throw jmbgTakenError();
  const pending: PendingSignup = {
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone,
    jmbgEncrypted: deps.encryption.encrypt(input.jmbg),
    jmbgHash: hash,
    passwordHash: await hashPassword(input.password),
    newsletterOptIn: input.newsletterOptIn,
  };
  const token = createOpaqueToken();
  await sendSignupCode(deps, input.email, input.firstName, pending, hashToken(token));
  return started(token, input.email);
}

/** A new code for the same pending sign-up (the old one stops working). */
export async function resendSignupCode(
  deps: ServiceDeps,
  signupToken: string,
): Promise<SignupStartedView> {
  const tokenHash = hashToken(signupToken);
  const row = await findPendingSignup(deps.db, tokenHash);
  const pending = PendingSignupSchema.safeParse(row?.payload);
  // A pending sign-up is kept an hour after its last code, long enough to ask for another.
  const stale = !row || row.expires_at.getTime() + 50 * 60_000 < Date.now();
  if (!row || stale || !pending.success) throw notFound(SIGNUP_NOT_FOUND_MESSAGE);
  if (await emailTaken(deps.db, row.target)) throw conflict(EMAIL_TAKEN_MESSAGE, 'email_taken');
  await sendSignupCode(deps, row.target, pending.data.firstName, pending.data, tokenHash);
  return started(signupToken, row.target);
}

/** Step 2: the right code creates the account and sends the welcome email. */
export async function completeSignup(
  deps: ServiceDeps,
  signupToken: string,
  code: string,
): Promise<string> {
  const tokenHash = hashToken(signupToken);
  try {
    return await consumeCode(
      deps,
      { purpose: 'signup_email', clientTokenHash: tokenHash },
      code,
      (trx, row) => createVerifiedAccount(deps, trx, row),
    );
  } catch (error) {
    // Two sign-ups with one JMBG confirmed at the same moment: the unique index decides.
    throw identityConflictOf(error) ?? error;
  }
}

async function createVerifiedAccount(
  deps: ServiceDeps,
  trx: Kysely<Database>,
  row: { target: string; payload: unknown },
): Promise<string> {
  const pending = PendingSignupSchema.safeParse(row.payload);
  if (!pending.success) throw notFound(SIGNUP_NOT_FOUND_MESSAGE);
  if (await emailTaken(trx, row.target)) throw conflict(EMAIL_TAKEN_MESSAGE, 'email_taken');
  const hash =
    pending.data.jmbgHash ??
    jmbgHash(deps.encryption, deps.encryption.decrypt(pending.data.jmbgEncrypted));
  if (await jmbgTaken(trx, hash)) throw jmbgTakenError();
  const userId = await insertVerifiedAccount(trx, row.target, { ...pending.data, jmbgHash: hash });
  await deps.notifier.email(
    trx,
    row.target,
    welcomeEmail({ firstName: pending.data.firstName, appUrl: deps.config.appUrl }),
  );
  return userId;
}
