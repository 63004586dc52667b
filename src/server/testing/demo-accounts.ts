// The demo accounts as API tests sign in with them: the seed's emails and keys, and one known
// password the tests seed them with (a real install gets random passwords).
import type { Kysely } from 'kysely';
import type { Database, TransactionStatus } from '../db/schema';
import * as seed from '../demo-data/seed';

export const TEST_DEMO_PASSWORD = 'NaRate-Test-Demo-2026!';

export const DEMO_ADMIN = { ...seed.DEMO_ADMIN, password: TEST_DEMO_PASSWORD } as const;
export const DEMO_SHOPPER = { ...seed.DEMO_SHOPPER, password: TEST_DEMO_PASSWORD } as const;
export const DEMO_MERCHANT = { ...seed.DEMO_MERCHANT, password: TEST_DEMO_PASSWORD } as const;

/**
 * The tests' fixed purchase list for the demo shopper: purchase rows of other shops with a
 * score and counters to match, so the list, filter, paging and statistics tests read known
 * rows. (A running install's demo shopper gets its history from the real services instead.)
 */
const FIXTURE_PURCHASES: {
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

async function addFixturePurchases(db: Kysely<Database>): Promise<void> {
  const shopper = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', seed.DEMO_SHOPPER.email)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('user_credit_scores')
    .set({
      score: 520,
      transactions_count: FIXTURE_PURCHASES.length,
      on_time_payments: 4,
      late_payments: 1,
    })
    .where('user_id', '=', shopper.id)
    .execute();
  await db
    .insertInto('purchases_before_orders')
    .values(
      FIXTURE_PURCHASES.map((p) => ({
        user_id: shopper.id,
        business_name: p.business,
        amount: p.cents,
        status: p.status,
        created_at: new Date(Date.now() - p.daysAgo * 86_400_000),
      })),
    )
    .execute();
}

/**
 * Seeds the demo data with TEST_DEMO_PASSWORD for every demo account, and the tests' fixed
 * purchase list unless `purchases: false` (the demo history's own test).
 */
export async function seedDemoData(
  db: Kysely<Database>,
  options: Omit<seed.SeedOptions, 'password'> & { purchases?: boolean } = {},
): Promise<seed.SeedResult> {
  const { purchases = true, ...seedOptions } = options;
  const result = await seed.seedDemoData(db, { ...seedOptions, password: TEST_DEMO_PASSWORD });
  if (result.seeded && purchases) await addFixturePurchases(db);
  return result;
}
