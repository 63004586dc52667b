import type { CodeSentView, ContactVerifiedView } from '#shared/account';
import { emailVerifiedBonus, phoneVerifiedBonus } from '../rules/scoring';
import { badRequest, conflict, errorMessage } from '../http/errors';
import type { ServiceDeps } from '../service-deps';
import {
  contactOf,
  currentScore,
  markEmailVerified,
  markPhoneVerified,
} from './contact-verification-repository';
import { awardOnce } from './credit-score-awards';
import { identityConflictOf, phoneTakenError } from './identity';
import { phoneVerifiedElsewhere } from './identity-repository';
import { phoneCodeSms } from './emails/phone-code-sms';
import { verificationCodeEmail } from './emails/verification-code-email';
import { CODE_TTL_MS, consumeCode, issueCode, RESEND_WAIT_MS } from './verification-codes';

export const PHONE_MISSING_MESSAGE = errorMessage('phone_missing');
export const PHONE_ALREADY_VERIFIED_MESSAGE = errorMessage('phone_already_verified');
export const EMAIL_ALREADY_VERIFIED_MESSAGE = errorMessage('already_verified');

const sent = (sentTo: string): CodeSentView => ({
  sentTo,
  expiresInSeconds: CODE_TTL_MS / 1000,
  resendAfterSeconds: RESEND_WAIT_MS / 1000,
});

/**
 * Texts a code to the phone number given at sign-up (SMS through the notifier), in the language
 * the person chose for messages. At most 5 codes an hour reach one number, whoever asks (issueCode).
 */
export async function sendPhoneCode(deps: ServiceDeps, userId: string): Promise<CodeSentView> {
  const contact = await contactOf(deps.db, userId);
  if (!contact.phone) throw badRequest(PHONE_MISSING_MESSAGE);
  if (contact.phone_verified) throw conflict(PHONE_ALREADY_VERIFIED_MESSAGE, 'already_verified');
  const phone = contact.phone;
  if (await phoneVerifiedElsewhere(deps.db, phone, userId)) throw phoneTakenError();
  await deps.db.transaction().execute(async (trx) => {
    const issued = await issueCode(trx, deps.encryption, {
      purpose: 'phone',
      target: phone,
      userId,
    });
    await deps.notifier.sms(trx, phone, phoneCodeSms(issued.code, contact.locale));
  });
  return sent(phone);
}

/** The right code marks the phone verified and adds the phone bonus, once per account. */
export async function verifyPhoneCode(
  deps: ServiceDeps,
  userId: string,
  code: string,
): Promise<ContactVerifiedView> {
  const contact = await contactOf(deps.db, userId);
  if (contact.phone_verified) throw conflict(PHONE_ALREADY_VERIFIED_MESSAGE, 'already_verified');
  const phone = contact.phone;
  if (phone && (await phoneVerifiedElsewhere(deps.db, phone, userId))) throw phoneTakenError();
  const pointsAdded = await consumeCode(deps, { purpose: 'phone', userId }, code, async (trx) => {
    // A verified phone belongs to one account: checked again under the unique index.
    if (phone && (await phoneVerifiedElsewhere(trx, phone, userId))) throw phoneTakenError();
    await markPhoneVerified(trx, userId);
    return awardOnce(trx, userId, phoneVerifiedBonus());
  }).catch((error: unknown) => {
    throw identityConflictOf(error) ?? error;
  });
  return {
    pointsAdded,
    score: await currentScore(deps.db, userId),
  };
}

/** The dashboard banner's resend: a code to the account's email address. */
export async function sendEmailCode(deps: ServiceDeps, userId: string): Promise<CodeSentView> {
  const contact = await contactOf(deps.db, userId);
  if (contact.email_verified) throw conflict(EMAIL_ALREADY_VERIFIED_MESSAGE, 'already_verified');
  const email = contact.email;
  await deps.db.transaction().execute(async (trx) => {
    const issued = await issueCode(trx, deps.encryption, {
      purpose: 'email',
      target: email,
      userId,
    });
    await deps.notifier.email(
      trx,
      email,
      verificationCodeEmail({
        firstName: contact.first_name,
        code: issued.code,
        locale: contact.locale,
      }),
    );
  });
  return sent(email);
}

/** A confirmed email sets email_verified and adds +10 points, once (a resent code earns none). */
export async function verifyEmailCode(
  deps: ServiceDeps,
  userId: string,
  code: string,
): Promise<ContactVerifiedView> {
  const contact = await contactOf(deps.db, userId);
  if (contact.email_verified) throw conflict(EMAIL_ALREADY_VERIFIED_MESSAGE, 'already_verified');
  const pointsAdded = await consumeCode(
    deps,
    // The target too: a code sent before an email change would prove the old address.
    { purpose: 'email', userId, target: contact.email },
    code,
    async (trx) => {
      await markEmailVerified(trx, userId);
      return awardOnce(trx, userId, emailVerifiedBonus());
    },
  );
  return {
    pointsAdded,
    score: await currentScore(deps.db, userId),
  };
}
