import type { FastifyInstance } from 'fastify';
import type { CodeSentView, ContactVerifiedView } from '../../shared/account';
import { emailVerifiedBonus, phoneVerifiedBonus } from '../engine/scoring';
import { badRequest, conflict, notFound } from '../http/errors';
import { awardOnce } from './credit-score-awards';
import { identityConflictOf, phoneTakenError, phoneVerifiedElsewhere } from './identity';
import { phoneCodeSms } from './emails/phone-code-sms';
import { verificationCodeEmail } from './emails/verification-code-email';
import { CODE_TTL_MS, consumeCode, issueCode, RESEND_WAIT_MS } from './verification-codes';

export const PHONE_MISSING_MESSAGE = 'Na nalogu nema broja telefona.';
export const PHONE_ALREADY_VERIFIED_MESSAGE = 'Telefon je već verifikovan.';
export const EMAIL_ALREADY_VERIFIED_MESSAGE = 'Email adresa je već verifikovana.';

async function contactOf(app: FastifyInstance, userId: string) {
  const row = await app.db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.id', 'users.id')
    .select([
      'users.email',
      'profiles.first_name',
      'profiles.phone',
      'profiles.phone_verified',
      'profiles.email_verified',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

const sent = (sentTo: string): CodeSentView => ({
  sentTo,
  expiresInSeconds: CODE_TTL_MS / 1000,
  resendAfterSeconds: RESEND_WAIT_MS / 1000,
});

async function currentScore(app: FastifyInstance, userId: string): Promise<number> {
  const row = await app.db
    .selectFrom('user_credit_scores')
    .select('score')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.score ?? 0;
}

/** Texts a code to the phone number given at sign-up (SMS through the notifier). */
export async function sendPhoneCode(app: FastifyInstance, userId: string): Promise<CodeSentView> {
  const contact = await contactOf(app, userId);
  if (!contact.phone) throw badRequest(PHONE_MISSING_MESSAGE);
  if (contact.phone_verified) throw conflict(PHONE_ALREADY_VERIFIED_MESSAGE, 'already_verified');
  const phone = contact.phone;
  if (await phoneVerifiedElsewhere(app.db, phone, userId)) throw phoneTakenError();
  await app.db.transaction().execute(async (trx) => {
    const issued = await issueCode(trx, app.encryption, {
      purpose: 'phone',
      target: phone,
      userId,
    });
    await app.notifier.sms(trx, phone, phoneCodeSms(issued.code));
  });
  return sent(phone);
}

/** The right code marks the phone verified and adds the phone bonus, once per account. */
export async function verifyPhoneCode(
  app: FastifyInstance,
  userId: string,
  code: string,
): Promise<ContactVerifiedView> {
  const contact = await contactOf(app, userId);
  if (contact.phone_verified) throw conflict(PHONE_ALREADY_VERIFIED_MESSAGE, 'already_verified');
  const phone = contact.phone;
  if (phone && (await phoneVerifiedElsewhere(app.db, phone, userId))) throw phoneTakenError();
  const pointsAdded = await consumeCode(
    app.db,
    app.encryption,
    (query) => query.where('purpose', '=', 'phone').where('user_id', '=', userId),
    code,
    async (trx) => {
      // A verified phone belongs to one account: checked again under the unique index.
      if (phone && (await phoneVerifiedElsewhere(trx, phone, userId))) throw phoneTakenError();
      await trx
        .updateTable('profiles')
        .set({ phone_verified: true, updated_at: new Date() })
        .where('id', '=', userId)
        .execute();
      return awardOnce(trx, userId, phoneVerifiedBonus());
    },
  ).catch((error: unknown) => {
    throw identityConflictOf(error) ?? error;
  });
  return {
    pointsAdded,
    score: await currentScore(app, userId),
  };
}

/** The dashboard banner's resend: a code to the account's email address. */
export async function sendEmailCode(app: FastifyInstance, userId: string): Promise<CodeSentView> {
  const contact = await contactOf(app, userId);
  if (contact.email_verified) throw conflict(EMAIL_ALREADY_VERIFIED_MESSAGE, 'already_verified');
  const email = contact.email;
  await app.db.transaction().execute(async (trx) => {
    const issued = await issueCode(trx, app.encryption, {
      purpose: 'email',
      target: email,
      userId,
    });
    await app.notifier.email(
      trx,
      email,
      verificationCodeEmail({ firstName: contact.first_name, code: issued.code }),
    );
  });
  return sent(email);
}

/** A confirmed email sets email_verified and adds +10 points, once (a resent code earns none). */
export async function verifyEmailCode(
  app: FastifyInstance,
  userId: string,
  code: string,
): Promise<ContactVerifiedView> {
  const contact = await contactOf(app, userId);
  if (contact.email_verified) throw conflict(EMAIL_ALREADY_VERIFIED_MESSAGE, 'already_verified');
  const pointsAdded = await consumeCode(
    app.db,
    app.encryption,
    (query) =>
      query
        .where('purpose', '=', 'email')
        .where('user_id', '=', userId)
        // A code sent before an email change would prove the old address.
        .where('target', '=', contact.email),
    code,
    async (trx) => {
      const now = new Date();
      await trx
        .updateTable('profiles')
        .set({ email_verified: true, updated_at: now })
        .where('id', '=', userId)
        .execute();
      await trx
        .updateTable('users')
        .set({ email_confirmed_at: now, updated_at: now })
        .where('id', '=', userId)
        .where('email_confirmed_at', 'is', null)
        .execute();
      return awardOnce(trx, userId, emailVerifiedBonus());
    },
  );
  return {
    pointsAdded,
    score: await currentScore(app, userId),
  };
}
