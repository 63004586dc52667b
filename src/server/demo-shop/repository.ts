import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function findMerchantByPib(db: Kysely<Database>, pib: string) {
  return db
    .selectFrom('merchants')
    .select(['id', 'name'])
    .where('pib', '=', pib)
    .executeTakeFirst();
}
