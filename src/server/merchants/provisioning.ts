// Merchant access on approval of a partner application: the applicant's contact email becomes a
// user with the merchant role, linked to the new merchant, and the merchant gets its first
// publishable key. A new user sets a password through a single-use link (the password reset flow's
// token table and page, /reset-password#token=…); an existing user signs in with their own
// password.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/password-hashing';
import { createOpaqueToken, hashToken } from '../auth/tokens';
import type { Database } from '../db/schema';
import { createApiKey } from './api-keys';

/** A set-password link lasts longer than a reset link: the merchant may open it days later. */
export const PASSWORD_SETUP_TTL_MS = 7 * 24 * 60 * 60_000;

export interface MerchantAccess {
  userId: string;
  /** Whether the account was created now (and so needs a password). */
  createdUser: boolean;
  /** The set-password link for a new account, else null. */
  setupUrl: string | null;
  merchantAreaUrl: string;
  publishableKey: string;
}

/** A single-use link to /reset-password that sets the account's first password. */
export async function createPasswordSetupLink(
  trx: Kysely<Database>,
  userId: string,
  appUrl: string,
  now: Date,
): Promise<string> {
  const token = createOpaqueToken();
  await trx
    .insertInto('password_reset_tokens')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: now,
      expires_at: new Date(now.getTime() + PASSWORD_SETUP_TTL_MS),
    })
    .execute();
  // In the fragment, so the token never reaches server logs or other sites' Referer headers.
  return `${appUrl}/reset-password#token=${token}`;
}

async function findOrCreateUser(
  trx: Kysely<Database>,
  input: { email: string; firstName: string; lastName: string },
): Promise<{ id: string; created: boolean }> {
  const existing = await trx
    .selectFrom('users')
    .select('id')
    .where('email', '=', input.email)
    .executeTakeFirst();
  if (existing) return { id: existing.id, created: false };
  // Nobody knows this password: the account is usable only after the set-password link.
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  const user = await trx
    .insertInto('users')
    .values({ email: input.email, password_hash: unusable })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('profiles')
    .values({
      id: user.id,
      first_name: input.firstName,
      last_name: input.lastName,
      display_name: `${input.firstName} ${input.lastName}`.slice(0, 100),
    })
    .execute();
  await trx.insertInto('user_credit_scores').values({ user_id: user.id }).execute();
  return { id: user.id, created: true };
}

/** Links a user (as merchant) to the merchant; used on approval and by the demo seed. */
export async function linkMerchantUser(
  trx: Kysely<Database>,
  userId: string,
  merchantId: string,
): Promise<void> {
  await trx
    .insertInto('user_roles')
    .values({ user_id: userId, role: 'merchant' })
    .onConflict((oc) => oc.columns(['user_id', 'role']).doNothing())
    .execute();
  await trx
    .insertInto('merchant_users')
    .values({ user_id: userId, merchant_id: merchantId })
    .onConflict((oc) => oc.columns(['user_id', 'merchant_id']).doNothing())
    .execute();
}

export async function provisionMerchantAccess(
  trx: Kysely<Database>,
  input: {
    merchantId: string;
    email: string;
    firstName: string;
    lastName: string;
    appUrl: string;
  },
  now: Date = new Date(),
): Promise<MerchantAccess> {
  const email = input.email.trim().toLowerCase();
  const user = await findOrCreateUser(trx, { ...input, email });
  await linkMerchantUser(trx, user.id, input.merchantId);
  const key = await createApiKey(trx, input.merchantId, 'publishable');
  return {
    userId: user.id,
    createdUser: user.created,
    setupUrl: user.created ? await createPasswordSetupLink(trx, user.id, input.appUrl, now) : null,
    merchantAreaUrl: `${input.appUrl}/merchant`,
    publishableKey: key.secret,
  };
}
