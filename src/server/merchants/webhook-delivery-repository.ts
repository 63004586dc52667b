import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ListCursor } from '../http/cursor';

/** Arbitrary constant: the advisory lock space that serialises one merchant's manual retries. */
const RETRY_LOCK_SPACE = 72_731_016;

/** One page of the merchant's deliveries with their events, newest first (`limit + 1` rows). */
export async function listDeliveryRows(
  db: Kysely<Database>,
  merchantId: string,
  page: { limit: number; after: ListCursor | undefined; deliveryId?: string | undefined },
) {
  let query = db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
    .selectAll('d')
    .select(['e.type', 'e.order_id', 'e.payload'])
    .where('d.merchant_id', '=', merchantId);
  if (page.deliveryId) query = query.where('d.id', '=', page.deliveryId);
  const after = page.after;
  if (after) {
    query = query.where(sql<boolean>`(d.created_at, d.id) < (${after.createdAt}, ${after.id})`);
  }
  return query
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(page.limit + 1)
    .execute();
}

export async function listDeliveryAttempts(db: Kysely<Database>, deliveryIds: string[]) {
  if (deliveryIds.length === 0) return [];
  return db
    .selectFrom('webhook_delivery_attempts')
    .selectAll()
    .where('delivery_id', 'in', deliveryIds)
    .orderBy('attempt')
    .execute();
}

/** Holds the merchant's manual-retry lock until the transaction ends. */
export async function lockMerchantRetries(
  trx: Kysely<Database>,
  merchantId: string,
): Promise<void> {
  await sql`select pg_advisory_xact_lock(${RETRY_LOCK_SPACE}, hashtext(${merchantId}))`.execute(
    trx,
  );
}

export async function lockDeliveryStatus(
  trx: Kysely<Database>,
  merchantId: string,
  deliveryId: string,
) {
  return trx
    .selectFrom('webhook_deliveries')
    .select('status')
    .where('id', '=', deliveryId)
    .where('merchant_id', '=', merchantId)
    .forUpdate()
    .executeTakeFirst();
}

/** Manual retries since `since`: the merchant's and this delivery's. */
export async function countManualRetries(
  trx: Kysely<Database>,
  merchantId: string,
  deliveryId: string,
  since: Date,
): Promise<{ merchant: number; delivery: number }> {
  const counts = await trx
    .selectFrom('webhook_manual_retries')
    .select((eb) => [
      eb.fn.countAll<string>().as('merchant'),
      eb.fn.count<string>('id').filterWhere('delivery_id', '=', deliveryId).as('delivery'),
    ])
    .where('merchant_id', '=', merchantId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return { merchant: Number(counts.merchant), delivery: Number(counts.delivery) };
}

/** Records a manual retry and puts the delivery back in the queue, due at `now`. */
export async function requeueDelivery(
  trx: Kysely<Database>,
  merchantId: string,
  deliveryId: string,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('webhook_manual_retries')
    .values({ merchant_id: merchantId, delivery_id: deliveryId, created_at: now })
    .execute();
  await trx
    .updateTable('webhook_deliveries')
    .set({ status: 'pending', next_attempt_at: now, delivered_at: null })
    .where('id', '=', deliveryId)
    .execute();
}
