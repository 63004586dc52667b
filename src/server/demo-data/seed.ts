import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { hashPassword } from '../auth/password-hashing';
import { insertApiKey } from '../merchants/api-key-repository';
import { newApiKey } from '../merchants/api-keys';
import { linkMerchantUser } from '../merchants/merchant-user-repository';
import { randomBase62 } from '../db/ids';
import type { Database } from '../db/schema';
import { jmbgHash } from '../accounts/identity';
import type { Encryption } from '../security/encryption';

/** Arbitrary constant: the advisory lock held while demo data is written. */
const SEED_LOCK_ID = 72_731_002;
/** Arbitrary constant: the advisory lock held while one process writes the whole demo. */
const DEMO_WRITING_LOCK_ID = 72_731_003;

// Demo accounts get a random password on each install, printed on the console once: a password
// written in the README or the code would open every forgotten demo server to anyone.
export const DEMO_ADMIN = { email: 'admin@narate.me' } as const;
export const DEMO_SHOPPER = { email: 'kupac@narate.me' } as const;
/**
 * The demo shopper's JMBG: a made-up but valid number (born 15 June 1990, region 21, which the
 * tests' own numbers do not use, serial 001), so the demo shopper has the full identity buying
 * on instalments needs.
 */
export const DEMO_SHOPPER_JMBG = '1506990210017';
/**
 * The demo merchant behind /demo-shop, with a merchant-area login and fixed API keys, so the demo
 * shop and the merchant area work out of the box. The keys are fixed ONLY here, in development
 * seeding (never in production): they are sandbox keys that move no real money, real keys are
 * random and a secret key is shown once.
 */
export const DEMO_MERCHANT = {
  name: 'Demo Prodavnica',
  pib: '03123456',
  email: 'merchant@narate.me',
  secretKey: 'sk_test_demo_NaRateDemoProdavnica2026',
  publishableKey: 'pk_test_demo_NaRateDemoProdavnica2026',
  // Made up: passes the IBAN and Montenegrin account checks but belongs to no bank account.
  payoutAccountHolder: 'Demo Prodavnica d.o.o.',
  payoutIban: 'ME25510000000001234559',
} as const;

export interface SeedResult {
  seeded: boolean;
  logins: { role: string; email: string; password: string }[];
  /** Further lines to print (the demo merchant's API keys). */
  notes: string[];
}

export interface SeedOptions {
  /**
   * Also the demo merchant (Demo Prodavnica, its merchant login and fixed test keys). The server
   * seeds it; API tests of other areas leave it out so their user and merchant counts stay put.
   */
  demoMerchant?: boolean;
  /**
   * One password for every demo account; only tests give it (DEMO_PASSWORD, honoured when
   * NODE_ENV=test). Without it each account gets its own random password.
   */
  password?: string | undefined;
  /**
   * The app's encryption, to store the demo shopper's JMBG as sign-up does (encrypted and
   * keyed-hashed). Without it the demo shopper has no JMBG and cannot buy on instalments until
   * it completes its identity; only tests that never buy as the demo shopper leave it out.
   */
  encryption?: Encryption | undefined;
}

/**
 * 20 characters of [0-9A-Za-z] after a readable prefix (about 119 bits), then two digits: the
 * password rules ask for a digit, which 20 random characters do not always contain.
 */
export function randomDemoPassword(): string {
  return `NaRate-${randomBase62(20)}-${randomInt(10, 100)}`;
}

/**
 * Runs `write` (the demo accounts and then the demo shopper's history) holding a session lock on
 * one pooled connection for the whole of it. A process that starts beside the writing one waits
 * here, and starts its background jobs only once the history is complete: run earlier, its
 * overdue job would mark a past instalment that the history has yet to pay, and the demo shopper
 * would be left in arrears with half a history.
 */
export async function whileWritingDemo<T>(
  db: Kysely<Database>,
  write: () => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${DEMO_WRITING_LOCK_ID})`.execute(connection);
    try {
      return await write();
    } finally {
      await sql`select pg_advisory_unlock(${DEMO_WRITING_LOCK_ID})`.execute(connection);
    }
  });
}

/** Demo admin and shopper (and merchant) on an empty database; never called in production. */
export async function seedDemoData(
  db: Kysely<Database>,
  options: SeedOptions = {},
): Promise<SeedResult> {
  const passwordFor = () => options.password ?? randomDemoPassword();
  const admin = { ...DEMO_ADMIN, password: passwordFor() };
  const shopperLogin = { ...DEMO_SHOPPER, password: passwordFor() };
  const merchantLogin = { email: DEMO_MERCHANT.email, password: passwordFor() };
  const seeded = await db.transaction().execute(async (trx) => {
    // Several processes may start at once on an empty database: one seeds, the others wait for
    // it under this lock and then find the users there.
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`.execute(trx);
    const existing = await trx
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(existing.n) > 0) return false;
    const adminId = await createDemoUser(trx, admin, 'Ana', 'Admin', '+382 67 000 001');
    await trx.insertInto('user_roles').values({ user_id: adminId, role: 'admin' }).execute();

    const shopper = await createDemoUser(trx, shopperLogin, 'Marko', 'Petrović', '+382 67 123 456');
    if (options.encryption) {
      await trx
        .updateTable('profiles')
        .set({
          jmbg_encrypted: options.encryption.encrypt(DEMO_SHOPPER_JMBG),
          jmbg_hash: jmbgHash(options.encryption, DEMO_SHOPPER_JMBG),
        })
        .where('id', '=', shopper)
        .execute();
    }
    // The shopper's purchases, score and late payment come from the real services after
    // start-up (demo-history.ts), never from numbers written here.
    if (options.demoMerchant) await seedDemoMerchant(trx, merchantLogin);
    return true;
  });
  if (!seeded) return { seeded: false, logins: [], notes: [] };
  const logins = [
    { role: 'admin', ...admin },
    { role: 'kupac', ...shopperLogin },
  ];
  if (!options.demoMerchant) return { seeded: true, logins, notes: [] };
  return {
    seeded: true,
    logins: [...logins, { role: 'trgovac', ...merchantLogin }],
    notes: [
      `${DEMO_MERCHANT.name}: secret key ${DEMO_MERCHANT.secretKey}`,
      `${DEMO_MERCHANT.name}: publishable key ${DEMO_MERCHANT.publishableKey}`,
    ],
  };
}

async function seedDemoMerchant(
  trx: Kysely<Database>,
  login: { email: string; password: string },
): Promise<void> {
  const merchant = await trx
    .insertInto('merchants')
    .values({
      name: DEMO_MERCHANT.name,
      pib: DEMO_MERCHANT.pib,
      business_type: 'ecommerce',
      // Its shop is this site's demo page, listed in the store directory like any partner's site.
      website: '/demo-shop',
      pricing_tier: 'starter',
      fee_basis_points: 300,
      payout_account_holder: DEMO_MERCHANT.payoutAccountHolder,
      payout_iban: DEMO_MERCHANT.payoutIban,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await createDemoUser(trx, login, 'Dragana', 'Trgovac', '+382 67 000 002');
  await linkMerchantUser(trx, user, merchant.id);
  await insertApiKey(
    trx,
    newApiKey(merchant.id, 'secret', { fixedKey: DEMO_MERCHANT.secretKey }).row,
  );
  await insertApiKey(
    trx,
    newApiKey(merchant.id, 'publishable', { fixedKey: DEMO_MERCHANT.publishableKey }).row,
  );
}

async function createDemoUser(
  trx: Kysely<Database>,
  login: { email: string; password: string },
  firstName: string,
  lastName: string,
  phone: string,
): Promise<string> {
  const user = await trx
    .insertInto('users')
    .values({
      email: login.email,
      password_hash: await hashPassword(login.password),
      email_confirmed_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('profiles')
    .values({
      id: user.id,
      display_name: `${firstName} ${lastName}`,
      first_name: firstName,
      last_name: lastName,
      phone,
      email_verified: true,
    })
    .execute();
  await trx.insertInto('user_credit_scores').values({ user_id: user.id }).execute();
  return user.id;
}
