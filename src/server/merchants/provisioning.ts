// Merchant access on approval of a partner application: the applicant's contact email becomes a
// user with the merchant role, linked to the new merchant, and the merchant gets its first
// publishable key. A new user sets a password through a single-use link (the password reset flow's
// token table and page, /reset-password#token=…); an existing user signs in with their own
// password.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { findUserByEmail, insertResetToken } from '../accounts/password-reset-repository';
import { hashPassword } from '../auth/password-hashing';
import { createOpaqueToken, hashToken } from '../auth/tokens';
import type { Database } from '../db/schema';
import { insertApiKey } from './api-key-repository';
import { newApiKey } from './api-keys';
import { insertUserWithProfile, linkMerchantUser } from './merchant-user-repository';

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
async function createPasswordSetupLink(
  trx: Kysely<Database>,
  userId: string,
  appUrl: string,
): Promise<string> {
  const token = createOpaqueToken();
  await insertResetToken(trx, {
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + PASSWORD_SETUP_TTL_MS),
  });
  // In the fragment, so the token never reaches server logs or other sites' Referer headers.
  return `${appUrl}/reset-password#token=${token}`;
}

async function findOrCreateUser(
  trx: Kysely<Database>,
  input: { email: string; firstName: string; lastName: string },
): Promise<{ id: string; created: boolean }> {
  const existing = await findUserByEmail(trx, input.email);
  if (existing) return { id: existing.id, created: false };
  // Nobody knows this password: the account is usable only after the set-password link.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  return { id: await insertUserWithProfile(trx, { ...input, passwordHash }), created: true };
}

/**
 * Gives the merchant its user and first key, in the transaction (`trx`) of the approval that
 * creates the merchant.
 */
export async function provisionMerchantAccess(
  trx: Kysely<Database>,
  input: {
    merchantId: string;
    email: string;
    firstName: string;
    lastName: string;
    appUrl: string;
  },
): Promise<MerchantAccess> {
  const email = input.email.trim().toLowerCase();
  const user = await findOrCreateUser(trx, { ...input, email });
  await linkMerchantUser(trx, user.id, input.merchantId);
  const key = newApiKey(input.merchantId, 'publishable');
  await insertApiKey(trx, key.row);
  return {
    userId: user.id,
    createdUser: user.created,
    setupUrl: user.created ? await createPasswordSetupLink(trx, user.id, input.appUrl) : null,
    merchantAreaUrl: `${input.appUrl}/merchant`,
    publishableKey: key.secret,
  };
}
