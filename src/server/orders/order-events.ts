// The transactional outbox of merchant webhooks: an event (and, when the merchant has an endpoint,
// its delivery) is written in the same transaction as the order change it reports, so a webhook
// exists exactly when the change committed. The delivery job sends it afterwards.
import { sql, type Kysely } from 'kysely';
import { newResourceId } from '../db/ids';
import type {
  Database,
  DisputeWebhookEvent,
  PayoutWebhookEvent,
  TestWebhookEvent,
} from '../db/schema';
import type { OrderWebhookEvent } from '../rules/order-state';
import { webhookEventBody } from './api-views';
import { loadOrderBundle, type OrderBundle } from './order-bundles';

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
  await recordBundleEvents(trx, bundle, types, now, endpoint !== undefined);
}

/**
 * The events of an order whose bundle the caller already holds (as it stands in this
 * transaction), with a delivery each when the merchant has an endpoint: one statement per event
 * and its delivery.
 */
export async function recordBundleEvents(
  trx: Kysely<Database>,
  bundle: OrderBundle,
  types: readonly OrderWebhookEvent[],
  now: Date,
  merchantHasEndpoint: boolean,
): Promise<void> {
  const merchantId = bundle.order.merchant_id;
  if (types.length === 0) return;
  // The change being reported is a new version of the order, whatever columns it touched
  // (an instalment payment changes only the instalments).
  const version = await bumpOrderVersion(trx, bundle.order.id);
  const snapshot: OrderBundle = { ...bundle, order: { ...bundle.order, version } };
  for (const type of types) {
    const id = newResourceId('evt');
    const sequence = await nextEventSequence(trx, merchantId);
    const event = trx.insertInto('webhook_events').values({
      id,
      merchant_id: merchantId,
      type,
      order_id: bundle.order.id,
      payload: JSON.stringify(webhookEventBody(id, type, snapshot, now, sequence)),
      created_at: now,
      sequence,
    });
    if (!merchantHasEndpoint) {
      await event.execute();
      continue;
    }
    await trx
      .with('event', () => event.returning(['id', 'merchant_id', 'created_at']))
      .insertInto('webhook_deliveries')
      .columns(['event_id', 'merchant_id', 'next_attempt_at', 'created_at'])
      .expression((eb) =>
        eb
          .selectFrom('event')
          .select(['event.id', 'event.merchant_id', 'event.created_at', 'event.created_at']),
      )
      .execute();
  }
}

async function bumpOrderVersion(trx: Kysely<Database>, orderId: string): Promise<number> {
  const row = await trx
    .updateTable('orders')
    .set({ version: sql<number>`version + 1` })
    .where('id', '=', orderId)
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}

/**
 * The merchant's next event number. The counter row stays locked until the transaction ends,
 * so concurrent writers (in any process) number their events one after another, in the order
 * they commit.
 */
export async function nextEventSequence(
  trx: Kysely<Database>,
  merchantId: string,
): Promise<number> {
  const row = await trx
    .insertInto('merchant_event_counters')
    .values({ merchant_id: merchantId, last_sequence: 1 })
    .onConflict((oc) =>
      oc.column('merchant_id').doUpdateSet({
        last_sequence: sql<string>`merchant_event_counters.last_sequence + 1`,
      }),
    )
    .returning('last_sequence')
    .executeTakeFirstOrThrow();
  return Number(row.last_sequence);
}

/**
 * A merchant event that is not an order snapshot (a dispute, a payout batch): the event row and,
 * when the merchant has an endpoint, its delivery, in the caller's transaction.
 */
export async function recordMerchantEvent(
  trx: Kysely<Database>,
  event: {
    merchantId: string;
    type: PayoutWebhookEvent | DisputeWebhookEvent | TestWebhookEvent;
    orderId: string | null;
    payoutBatchId?: string;
    livemode: boolean;
    object: unknown;
    now: Date;
  },
): Promise<{ eventId: string; deliveryId: string | null }> {
  const { merchantId, now } = event;
  const id = newResourceId('evt');
  const sequence = await nextEventSequence(trx, merchantId);
  await trx
    .insertInto('webhook_events')
    .values({
      id,
      merchant_id: merchantId,
      type: event.type,
      order_id: event.orderId,
      payout_batch_id: event.payoutBatchId ?? null,
      payload: JSON.stringify({
        id,
        object: 'event',
        type: event.type,
        sequence,
        livemode: event.livemode,
        created_at: now.toISOString(),
        data: { object: event.object },
      }),
      created_at: now,
      sequence,
    })
    .execute();
  const endpoint = await trx
    .selectFrom('merchant_webhook_endpoints')
    .select('merchant_id')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!endpoint) return { eventId: id, deliveryId: null };
  const delivery = await trx
    .insertInto('webhook_deliveries')
    .values({ event_id: id, merchant_id: merchantId, next_attempt_at: now, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { eventId: id, deliveryId: delivery.id };
}
