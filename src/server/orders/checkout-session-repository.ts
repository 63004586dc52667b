// What confirming a checkout reads and changes outside orders' own tables: the session (locked, so
// one session makes one order), its merchant and the shopper.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The session, its row locked until the transaction ends. */
export async function lockCheckoutSession(db: Kysely<Database>, sessionId: string) {
  return db
    .selectFrom('checkout_sessions')
    .selectAll()
    .where('id', '=', sessionId)
    .forUpdate()
    .executeTakeFirst();
}

export async function completeCheckoutSession(
  trx: Kysely<Database>,
  sessionId: string,
  orderId: string,
): Promise<void> {
  await trx
    .updateTable('checkout_sessions')
    .set({ status: 'completed', order_id: orderId })
    .where('id', '=', sessionId)
    .execute();
}

/** The merchant of a session, with what deciding and pricing the checkout need. */
export async function findCheckoutMerchant(db: Kysely<Database>, merchantId: string) {
  return db
    .selectFrom('merchants')
    .select(['id', 'name', 'status', 'fee_basis_points'])
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
}

export async function findMerchantName(db: Kysely<Database>, merchantId: string) {
  return db
    .selectFrom('merchants')
    .select(['id', 'name'])
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
}

export async function findShopperEmail(db: Kysely<Database>, userId: string) {
  return db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
}
