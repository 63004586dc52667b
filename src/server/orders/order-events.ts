// The transactional outbox of merchant webhooks: an event (and, when the merchant has an endpoint,
// its delivery) is written in the same transaction as the order change it reports, so a webhook
// exists exactly when the change committed. The delivery job sends it afterwards.
import type { Kysely } from 'kysely';
import { newResourceId } from '../db/ids';
import type { Database } from '../db/schema';
import type { OrderWebhookEvent } from '../engine/order-state';
import { webhookEventBody } from './api-views';
import { loadOrderBundle } from './order-bundles';

export async function recordOrderEvents(
  trx: Kysely<Database>,
  orderId: string,
  types: readonly OrderWebhookEvent[],
  now: Date,
): Promise<void> {
  if (types.length === 0) return;
  const bundle = await loadOrderBundle(trx, orderId);
  const endpoint = await trx
    .selectFrom('merchant_webhook_endpoints')
    .select('merchant_id')
    .where('merchant_id', '=', bundle.order.merchant_id)
    .executeTakeFirst();
  for (const type of types) {
    const id = newResourceId('evt');
    await trx
      .insertInto('webhook_events')
      .values({
        id,
        merchant_id: bundle.order.merchant_id,
        type,
        order_id: orderId,
        payload: JSON.stringify(webhookEventBody(id, type, bundle, now)),
        created_at: now,
      })
      .execute();
    if (endpoint) {
      await trx
        .insertInto('webhook_deliveries')
        .values({
          event_id: id,
          merchant_id: bundle.order.merchant_id,
          next_attempt_at: now,
          created_at: now,
        })
        .execute();
    }
  }
}
