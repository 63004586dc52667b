import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { createSession } from '#server/auth/sessions-repository';
import { openDatabase, type DatabaseHandle } from '#server/db/database';
import type { Database } from '#server/db/schema';
import { insertApiKey } from '#server/merchants/api-key-repository';
import { newApiKey } from '#server/merchants/api-keys';
import { linkMerchantUser } from '#server/merchants/merchant-user-repository';
import { createEncryption, resolveEncryptionKey } from '#server/security/encryption';
import { createTestUser } from '#server/testing/admin-fixtures';
import { giveIdentity } from '#server/testing/identity-fixtures';

/**
 * The running test server's database, attached to (the embedded server it started, or its
 * DATABASE_URL): for what a browser test cannot do through the app, such as running a daily job
 * for a later day.
 */
export function attachE2eDatabase(): Promise<DatabaseHandle> {
  return openDatabase({
    databaseUrl: process.env.E2E_DATABASE_URL,
    dataDir: process.env.E2E_DATA_DIR ?? '',
    embeddedMode: 'attach',
    poolSize: 2,
  });
}

const unique = () => `${Date.now().toString(36)}${randomInt(1_000_000)}`;

/** A fresh merchant with a secret API key and a signed-in merchant user (its session token). */
export async function createE2eMerchant(
  db: Kysely<Database>,
  name: string,
): Promise<{ merchantId: string; secretKey: string; sessionToken: string }> {
  const merchant = await db
    .insertInto('merchants')
    .values({
      name,
      pib: String(100_000_000 + randomInt(899_999_999)),
      business_type: 'retail',
      pricing_tier: 'starter',
      fee_basis_points: 300,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const secret = newApiKey(merchant.id, 'secret');
  await insertApiKey(db, secret.row);
  const userId = await createTestUser(db, { email: `trgovac-${unique()}@primjer.me` });
  await linkMerchantUser(db, userId, merchant.id);
  const session = await createSession(db, { userId, persistent: false });
  return { merchantId: merchant.id, secretKey: secret.secret, sessionToken: session.token };
}

/**
 * The running server's encryption: its key file in the data folder the test environment gave it
 * (no ENCRYPTION_KEY is set for browser tests), so a JMBG written here reads back in the app.
 */
function e2eServerEncryption() {
  return createEncryption(
    resolveEncryptionKey({
      encryptionKey: undefined,
      isProduction: false,
      dataDir: process.env.E2E_DATA_DIR ?? '',
    }),
  );
}

/** A shopper who may buy on instalments (verified email, JMBG and phone, a limit), signed in. */
export async function createE2eShopper(db: Kysely<Database>): Promise<{ sessionToken: string }> {
  const userId = await createTestUser(db, {
    email: `kupac-${unique()}@primjer.me`,
    score: 500,
    spendingLimitCents: 50_000,
  });
  await db.updateTable('profiles').set({ email_verified: true }).where('id', '=', userId).execute();
  await giveIdentity(db, e2eServerEncryption(), userId);
  const session = await createSession(db, { userId, persistent: false });
  return { sessionToken: session.token };
}
