// The merchant area's view of its webhooks: each delivery with every attempt, and sending one
// again (a failed delivery gets one more attempt right away).
import { sql, type Kysely } from 'kysely';
import type { WebhookDeliveryView } from '../../shared/engine-api';
import type { Database } from '../db/schema';
import { decodeCursor, pageOf } from '../http/cursor';
import { notFound } from '../http/errors';

export const DELIVERY_NOT_FOUND_MESSAGE = 'Isporuka webhooka nije pronađena.';

export async function listWebhookDeliveries(
  db: Kysely<Database>,
  merchantId: string,
  options: { limit: number; cursor?: string | undefined; deliveryId?: string },
): Promise<{ items: WebhookDeliveryView[]; nextCursor: string | null }> {
  const after = decodeCursor(options.cursor);
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

/** Queues a delivery to be sent again now. */
export async function retryWebhookDelivery(
  db: Kysely<Database>,
  merchantId: string,
  deliveryId: string,
): Promise<WebhookDeliveryView> {
  const updated = await db
    .updateTable('webhook_deliveries')
    .set({ status: 'pending', next_attempt_at: new Date(), delivered_at: null })
    .where('id', '=', deliveryId)
    .where('merchant_id', '=', merchantId)
    .returning('id')
    .executeTakeFirst();
  if (!updated) throw notFound(DELIVERY_NOT_FOUND_MESSAGE);
  const { items } = await listWebhookDeliveries(db, merchantId, { limit: 1, deliveryId });
  const view = items[0];
  if (!view) throw notFound(DELIVERY_NOT_FOUND_MESSAGE);
  return view;
}
