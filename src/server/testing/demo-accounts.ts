// The demo accounts as API tests sign in with them: the seed's emails and keys, and one known
// password the tests seed them with (a real install gets random passwords).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import * as seed from '../demo-data/seed';

export const TEST_DEMO_PASSWORD = 'NaRate-Test-Demo-2026!';

export const DEMO_ADMIN = { ...seed.DEMO_ADMIN, password: TEST_DEMO_PASSWORD } as const;
export const DEMO_SHOPPER = { ...seed.DEMO_SHOPPER, password: TEST_DEMO_PASSWORD } as const;
export const DEMO_MERCHANT = { ...seed.DEMO_MERCHANT, password: TEST_DEMO_PASSWORD } as const;

/** Seeds the demo data with TEST_DEMO_PASSWORD for every demo account. */
export function seedDemoData(
  db: Kysely<Database>,
  options: Omit<seed.SeedOptions, 'password'> = {},
): Promise<seed.SeedResult> {
  return seed.seedDemoData(db, { ...options, password: TEST_DEMO_PASSWORD });
}
