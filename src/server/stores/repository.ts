import type { Kysely } from 'kysely';
import { safeWebsite, type StoreView } from '../../shared/stores';
import type { Database } from '../db/schema';

/** Active partner merchants by name, with the website their approved application gave. */
export async function listActiveStores(db: Kysely<Database>): Promise<StoreView[]> {
  const rows = await db
    .selectFrom('merchants as m')
    .leftJoin('partner_applications as a', 'a.id', 'm.partner_application_id')
    .select(['m.id', 'm.name', 'm.business_type', 'a.website'])
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
