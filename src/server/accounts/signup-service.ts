import type { Kysely } from 'kysely';
import type { SignupStartedView } from '#shared/account';
import type { Locale } from '#shared/i18n/catalogue';
import type { SignupData } from '#shared/validation/signup-schema';
import { hashPassword } from '../auth/password-hashing';
import { createOpaqueToken, hashToken } from '../auth/tokens';
import type { Database } from '../db/schema';
import { conflict, errorMessage, errorText, notFound } from '../http/errors';
import type { ServiceDeps } from '../service-deps';
import { findLocaleByEmail } from '../notifications/recipient-locale';
import { identityConflictOf, jmbgHash } from './identity';
import { findJmbgOwnerEmail } from './identity-repository';
import { signupWithExistingEmail, signupWithTakenJmbg } from './emails/signup-attempt-email';
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

export const SIGNUP_NOT_FOUND_MESSAGE = errorMessage('signup_not_found');

/**
 * Issues the sign-up code and sends it, or, when the email already has an account, sends its
 * owner a notice instead (the code is issued all the same, so limits, resends and answers are
 * those of a new email, and nobody ever receives it).
 */
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
    // The owner of an existing account reads its own language; a new sign-up the form's.
    const content = (await emailTaken(trx, email))
      ? signupWithExistingEmail({
          appUrl: deps.config.appUrl,
          locale: await findLocaleByEmail(trx, email),
        })
      : verificationCodeEmail({ firstName, code: issued.code, locale: pending.locale ?? 'me' });
    await deps.notifier.email(trx, email, content);
  });
}

const started = (signupToken: string, email: string): SignupStartedView => ({
  signupToken,
  sentTo: email,
  expiresInSeconds: CODE_TTL_MS / 1000,
  resendAfterSeconds: RESEND_WAIT_MS / 1000,
});

/**
 * Step 1: the form is valid; keep it (password hashed, JMBG encrypted) and email a code. The
 * answer is the same whether or not the email or the JMBG already has an account: which of them
 * exist is nobody's business until the address is proven (step 2), and the owner of an existing
 * email is told by email instead.
 */
export async function startSignup(
  deps: ServiceDeps,
  input: SignupData,
  locale: Locale = 'me',
): Promise<SignupStartedView> {
  const hash = jmbgHash(deps.encryption, input.jmbg);
  const pending: PendingSignup = {
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone,
    jmbgEncrypted: deps.encryption.encrypt(input.jmbg),
    jmbgHash: hash,
    passwordHash: await hashPassword(input.password),
    newsletterOptIn: input.newsletterOptIn,
    locale,
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
  await sendSignupCode(deps, row.target, pending.data.firstName, pending.data, tokenHash);
  return started(signupToken, row.target);
}

export const SIGNUP_REFUSED_MESSAGE = errorText('signup_refused');
/** One answer for every refused confirmation, so it does not say which detail is taken. */
const signupRefused = () => conflict(SIGNUP_REFUSED_MESSAGE, 'signup_refused');

/**
 * Step 2: the right code creates the account and sends the welcome email. A JMBG that belongs
 * to another account is refused only now, once the address is proven, with a message that does
 * not confirm it; the owner of that account is told by email.
 */
export async function completeSignup(
  deps: ServiceDeps,
  signupToken: string,
  code: string,
): Promise<string> {
  const tokenHash = hashToken(signupToken);
  let outcome: { userId: string } | { refused: true };
  try {
    outcome = await consumeCode(
      deps,
      { purpose: 'signup_email', clientTokenHash: tokenHash },
      code,
      (trx, row) => createVerifiedAccount(deps, trx, row),
    );
  } catch (error) {
    // Two sign-ups with one JMBG confirmed at the same moment: the unique index decides.
    throw identityConflictOf(error) ? signupRefused() : error;
  }
  // The refusal is answered after the commit, which keeps the code used up and the notice sent.
  if ('refused' in outcome) throw signupRefused();
  return outcome.userId;
}

async function createVerifiedAccount(
  deps: ServiceDeps,
  trx: Kysely<Database>,
  row: { target: string; payload: unknown },
): Promise<{ userId: string } | { refused: true }> {
  const pending = PendingSignupSchema.safeParse(row.payload);
  if (!pending.success) throw notFound(SIGNUP_NOT_FOUND_MESSAGE);
  // The code of an email that has an account is never sent; this is only a guessed code.
  if (await emailTaken(trx, row.target)) return { refused: true };
  const hash =
    pending.data.jmbgHash ??
    jmbgHash(deps.encryption, deps.encryption.decrypt(pending.data.jmbgEncrypted));
  const jmbgOwner = await findJmbgOwnerEmail(trx, hash);
  if (jmbgOwner) {
    await deps.notifier.email(
      trx,
      jmbgOwner,
      signupWithTakenJmbg({
        appUrl: deps.config.appUrl,
        locale: await findLocaleByEmail(trx, jmbgOwner),
      }),
    );
    return { refused: true };
  }
  const userId = await insertVerifiedAccount(trx, row.target, { ...pending.data, jmbgHash: hash });
  await deps.notifier.email(
    trx,
    row.target,
    welcomeEmail({
      firstName: pending.data.firstName,
      appUrl: deps.config.appUrl,
      locale: pending.data.locale ?? 'me',
    }),
  );
  return { userId };
}
