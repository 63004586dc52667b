import type { Kysely } from 'kysely';
import { safeWebsite, type StoreView } from '#shared/stores';
import type { Database } from '../db/schema';

/** Active partner merchants by name, with their category and link. */
export async function listActiveStores(db: Kysely<Database>): Promise<StoreView[]> {
  const rows = await db
    .selectFrom('merchants as m')
    .select(['m.id', 'm.name', 'm.business_type', 'm.website'])
    .where('m.status', '=', 'active')
    .orderBy('m.name')
    .orderBy('m.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    category: row.business_type,
    website: safeWebsite(row.website),
  }));
}
