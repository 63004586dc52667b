// The merchant area's view of its webhooks: each delivery with every attempt, and sending one
// again (a failed delivery gets one more attempt right away).
import { sql, type Kysely } from 'kysely';
import type { WebhookDeliveryView } from '../../shared/engine-api';
import type { Database } from '../db/schema';
import { decodeCursor, pageOf } from '../http/cursor';
import { conflict, notFound, tooManyRequests } from '../http/errors';

export const DELIVERY_NOT_FOUND_MESSAGE = 'Isporuka webhooka nije pronađena.';
export const DELIVERY_ALREADY_PENDING_MESSAGE =
  'Isporuka je već na čekanju i biće poslata automatski.';

/**
 * Manual retries per delivery and per merchant in an hour: enough to resend after fixing a
 * receiver, too few for the button to drive a stream of requests at someone else's server.
 */
export const MAX_MANUAL_RETRIES_PER_DELIVERY_PER_HOUR = 3;
export const MAX_MANUAL_RETRIES_PER_MERCHANT_PER_HOUR = 30;
export const DELIVERY_RETRY_LIMIT_MESSAGE = `Ovu isporuku možete ručno poslati najviše ${MAX_MANUAL_RETRIES_PER_DELIVERY_PER_HOUR} puta na sat. Pokušajte ponovo kasnije.`;
export const MERCHANT_RETRY_LIMIT_MESSAGE = `Možete ručno poslati najviše ${MAX_MANUAL_RETRIES_PER_MERCHANT_PER_HOUR} webhooka na sat. Pokušajte ponovo kasnije.`;
/** Arbitrary constant: the advisory lock space that serialises one merchant's manual retries. */
const RETRY_LOCK_SPACE = 72_731_016;

export async function listWebhookDeliveries(
  db: Kysely<Database>,
  merchantId: string,
  options: { limit: number; cursor?: string | undefined; deliveryId?: string },
): Promise<{ items: WebhookDeliveryView[]; nextCursor: string | null }> {
  const after = decodeCursor(options.cursor, 'uuid');
  let query = db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
    .selectAll('d')
    .select(['e.type', 'e.order_id', 'e.payload'])
    .where('d.merchant_id', '=', merchantId);
  if (options.deliveryId) query = query.where('d.id', '=', options.deliveryId);
  if (after) {
    query = query.where(sql<boolean>`(d.created_at, d.id) < (${after.createdAt}, ${after.id})`);
  }
  const rows = await query
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(options.limit + 1)
    .execute();
  const page = pageOf(rows, options.limit);
  const ids = page.rows.map((r) => r.id);
  const attempts = ids.length
    ? await db
        .selectFrom('webhook_delivery_attempts')
        .selectAll()
        .where('delivery_id', 'in', ids)
        .orderBy('attempt')
        .execute()
    : [];
  return {
    items: page.rows.map((row) => ({
      id: row.id,
      eventId: row.event_id,
      eventType: row.type,
      orderId: row.order_id,
      status: row.status,
      attempts: row.attempts,
      nextAttemptAt: row.status === 'pending' ? row.next_attempt_at.toISOString() : null,
      lastResponseStatus: row.last_response_status,
      lastError: row.last_error,
      deliveredAt: row.delivered_at?.toISOString() ?? null,
      createdAt: row.created_at.toISOString(),
      payload: row.payload,
      attemptLog: attempts
        .filter((a) => a.delivery_id === row.id)
        .map((a) => ({
          attempt: a.attempt,
          url: a.url,
          responseStatus: a.response_status,
          error: a.error,
          durationMs: a.duration_ms,
          createdAt: a.created_at.toISOString(),
        })),
    })),
    nextCursor: page.nextCursor,
  };
}

/**
 * Queues a failed or delivered webhook to be sent again now, within the manual retry limits.
 * The limits are counted and the retry recorded under a per-merchant lock in one transaction,
 * so parallel clicks cannot slip past them.
 */
export async function retryWebhookDelivery(
  db: Kysely<Database>,
  merchantId: string,
  deliveryId: string,
  now: Date = new Date(),
): Promise<WebhookDeliveryView> {
  const hourAgo = new Date(now.getTime() - 3_600_000);
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${RETRY_LOCK_SPACE}, hashtext(${merchantId}))`.execute(
      trx,
    );
    const delivery = await trx
      .selectFrom('webhook_deliveries')
      .select('status')
      .where('id', '=', deliveryId)
      .where('merchant_id', '=', merchantId)
      .forUpdate()
      .executeTakeFirst();
    if (!delivery) throw notFound(DELIVERY_NOT_FOUND_MESSAGE);
    if (delivery.status === 'pending') {
      throw conflict(DELIVERY_ALREADY_PENDING_MESSAGE, 'delivery_pending');
    }
    const counts = await trx
      .selectFrom('webhook_manual_retries')
      .select((eb) => [
        eb.fn.countAll<string>().as('merchant'),
        eb.fn.count<string>('id').filterWhere('delivery_id', '=', deliveryId).as('delivery'),
      ])
      .where('merchant_id', '=', merchantId)
      .where('created_at', '>', hourAgo)
      .executeTakeFirstOrThrow();
    if (Number(counts.delivery) >= MAX_MANUAL_RETRIES_PER_DELIVERY_PER_HOUR) {
      throw tooManyRequests(DELIVERY_RETRY_LIMIT_MESSAGE);
    }
    if (Number(counts.merchant) >= MAX_MANUAL_RETRIES_PER_MERCHANT_PER_HOUR) {
      throw tooManyRequests(MERCHANT_RETRY_LIMIT_MESSAGE);
    }
    await trx
      .insertInto('webhook_manual_retries')
      .values({ merchant_id: merchantId, delivery_id: deliveryId, created_at: now })
      .execute();
    await trx
      .updateTable('webhook_deliveries')
      .set({ status: 'pending', next_attempt_at: now, delivered_at: null })
      .where('id', '=', deliveryId)
      .execute();
  });
  const { items } = await listWebhookDeliveries(db, merchantId, { limit: 1, deliveryId });
  const view = items[0];
  if (!view) throw notFound(DELIVERY_NOT_FOUND_MESSAGE);
  return view;
}
