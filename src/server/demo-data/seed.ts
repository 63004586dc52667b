import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/password-hashing';
import { createApiKey } from '../merchants/api-keys';
import { linkMerchantUser } from '../merchants/provisioning';
import type { Database, TransactionStatus } from '../db/schema';

export const DEMO_ADMIN = { email: 'admin@narate.me', password: 'NaRate-Admin-2026!' } as const;
export const DEMO_SHOPPER = { email: 'kupac@narate.me', password: 'NaRate-Kupac-2026!' } as const;
/**
 * The demo merchant behind /demo-shop, with a merchant-area login and fixed API keys, so the demo
 * shop and the merchant area work out of the box. The keys are fixed ONLY here, in development
 * seeding (never in production): real keys are random and a secret key is shown once.
 */
export const DEMO_MERCHANT = {
  name: 'Demo Prodavnica',
  pib: '03123456',
  email: 'merchant@narate.me',
  password: 'NaRate-Trgovac-2026!',
  secretKey: 'sk_test_demo_NaRateDemoProdavnica2026',
  publishableKey: 'pk_test_demo_NaRateDemoProdavnica2026',
} as const;

const DEMO_PURCHASES: {
  business: string;
  cents: number;
  status: TransactionStatus;
  daysAgo: number;
}[] = [
  { business: 'TechShop Podgorica', cents: 8999, status: 'paid', daysAgo: 62 },
  { business: 'Moda Budva', cents: 4550, status: 'paid', daysAgo: 40 },
  { business: 'Elektro Nikšić', cents: 6000, status: 'pending', daysAgo: 12 },
  { business: 'Sport Centar Bar', cents: 3490, status: 'pending', daysAgo: 5 },
  { business: 'Knjižara Kotor', cents: 2500, status: 'overdue', daysAgo: 48 },
];

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
}

/** Demo admin and shopper (and merchant) on an empty database; never called in production. */
export async function seedDemoData(
  db: Kysely<Database>,
  options: SeedOptions = {},
): Promise<SeedResult> {
  const existing = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return { seeded: false, logins: [], notes: [] };

  await db.transaction().execute(async (trx) => {
    const admin = await createDemoUser(trx, DEMO_ADMIN, 'Ana', 'Admin', '+382 67 000 001');
    await trx.insertInto('user_roles').values({ user_id: admin, role: 'admin' }).execute();

    const shopper = await createDemoUser(trx, DEMO_SHOPPER, 'Marko', 'Petrović', '+382 67 123 456');
    await trx
      .updateTable('user_credit_scores')
      .set({
        score: 520,
        transactions_count: DEMO_PURCHASES.length,
        on_time_payments: 4,
        late_payments: 1,
      })
      .where('user_id', '=', shopper)
      .execute();
    await trx
      .insertInto('transactions')
      .values(
        DEMO_PURCHASES.map((p) => ({
          user_id: shopper,
          business_name: p.business,
          amount: p.cents,
          status: p.status,
          created_at: new Date(Date.now() - p.daysAgo * 86_400_000),
        })),
      )
      .execute();
    if (options.demoMerchant) await seedDemoMerchant(trx);
  });
  const logins = [
    { role: 'admin', ...DEMO_ADMIN },
    { role: 'kupac', ...DEMO_SHOPPER },
  ];
  if (!options.demoMerchant) return { seeded: true, logins, notes: [] };
  return {
    seeded: true,
    logins: [
      ...logins,
      { role: 'trgovac', email: DEMO_MERCHANT.email, password: DEMO_MERCHANT.password },
    ],
    notes: [
      `${DEMO_MERCHANT.name}: secret key ${DEMO_MERCHANT.secretKey}`,
      `${DEMO_MERCHANT.name}: publishable key ${DEMO_MERCHANT.publishableKey}`,
    ],
  };
}

async function seedDemoMerchant(trx: Kysely<Database>): Promise<void> {
  const merchant = await trx
    .insertInto('merchants')
    .values({
      name: DEMO_MERCHANT.name,
      pib: DEMO_MERCHANT.pib,
      business_type: 'ecommerce',
      pricing_tier: 'starter',
      fee_basis_points: 300,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await createDemoUser(trx, DEMO_MERCHANT, 'Dragana', 'Trgovac', '+382 67 000 002');
  await linkMerchantUser(trx, user, merchant.id);
  await createApiKey(trx, merchant.id, 'secret', { fixedKey: DEMO_MERCHANT.secretKey });
  await createApiKey(trx, merchant.id, 'publishable', { fixedKey: DEMO_MERCHANT.publishableKey });
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
