import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A checkout session with its merchant's name. */
export async function findSessionWithMerchantName(db: Kysely<Database>, sessionId: string) {
  return db
    .selectFrom('checkout_sessions as s')
    .innerJoin('merchants as m', 'm.id', 's.merchant_id')
    .selectAll('s')
    .select('m.name as merchant_name')
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
}

/** Who owns the order (null when there is no such order). */
export async function findOrderOwnerId(
  db: Kysely<Database>,
  orderId: string,
): Promise<string | null> {
  const owner = await db
    .selectFrom('orders')
    .select('user_id')
    .where('id', '=', orderId)
    .executeTakeFirst();
  return owner?.user_id ?? null;
}
