// The merchant area's view of its webhooks: each delivery with every attempt, and sending one
// again (a failed delivery gets one more attempt right away).
import type { WebhookDeliveryView } from '#shared/purchase-api';
import { decodeCursor, pageOf } from '../http/cursor';
import { conflict, errorMessage, notFound, tooManyRequests } from '../http/errors';
import type { ServiceDeps } from '../service-deps';
import {
  countManualRetries,
  listDeliveryAttempts,
  listDeliveryRows,
  lockDeliveryStatus,
  lockMerchantRetries,
  requeueDelivery,
} from './webhook-delivery-repository';

export const DELIVERY_NOT_FOUND_MESSAGE = errorMessage('delivery_not_found');
export const DELIVERY_ALREADY_PENDING_MESSAGE = errorMessage('delivery_pending');

/**
 * Manual retries per delivery and per merchant in an hour: enough to resend after fixing a
 * receiver, too few for the button to drive a stream of requests at someone else's server.
 */
export const MAX_MANUAL_RETRIES_PER_DELIVERY_PER_HOUR = 3;
export const MAX_MANUAL_RETRIES_PER_MERCHANT_PER_HOUR = 30;
export const DELIVERY_RETRY_LIMIT_MESSAGE = errorMessage('delivery_retry_limit', {
  max: MAX_MANUAL_RETRIES_PER_DELIVERY_PER_HOUR,
});
export const MERCHANT_RETRY_LIMIT_MESSAGE = errorMessage('merchant_retry_limit', {
  max: MAX_MANUAL_RETRIES_PER_MERCHANT_PER_HOUR,
});

export async function listWebhookDeliveries(
  deps: ServiceDeps,
  merchantId: string,
  options: { limit: number; cursor?: string | undefined; deliveryId?: string },
): Promise<{ items: WebhookDeliveryView[]; nextCursor: string | null }> {
  const rows = await listDeliveryRows(deps.db, merchantId, {
    limit: options.limit,
    after: decodeCursor(options.cursor, 'uuid'),
    deliveryId: options.deliveryId,
  });
  const page = pageOf(rows, options.limit);
  const attempts = await listDeliveryAttempts(
    deps.db,
    page.rows.map((r) => r.id),
  );
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
  deps: ServiceDeps,
  merchantId: string,
  deliveryId: string,
  now: Date = new Date(),
): Promise<WebhookDeliveryView> {
  const hourAgo = new Date(now.getTime() - 3_600_000);
  await deps.db.transaction().execute(async (trx) => {
    await lockMerchantRetries(trx, merchantId);
    const delivery = await lockDeliveryStatus(trx, merchantId, deliveryId);
    if (!delivery) throw notFound(DELIVERY_NOT_FOUND_MESSAGE);
    if (delivery.status === 'pending') {
      throw conflict(DELIVERY_ALREADY_PENDING_MESSAGE, 'delivery_pending');
    }
    const counts = await countManualRetries(trx, merchantId, deliveryId, hourAgo);
    if (counts.delivery >= MAX_MANUAL_RETRIES_PER_DELIVERY_PER_HOUR) {
      throw tooManyRequests(DELIVERY_RETRY_LIMIT_MESSAGE);
    }
    if (counts.merchant >= MAX_MANUAL_RETRIES_PER_MERCHANT_PER_HOUR) {
      throw tooManyRequests(MERCHANT_RETRY_LIMIT_MESSAGE);
    }
    await requeueDelivery(trx, merchantId, deliveryId, now);
  });
  const { items } = await listWebhookDeliveries(deps, merchantId, { limit: 1, deliveryId });
  const view = items[0];
  if (!view) throw notFound(DELIVERY_NOT_FOUND_MESSAGE);
  return view;
}
