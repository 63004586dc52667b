// "Pošalji test događaj": the merchant sends itself a test.ping event. It is recorded and sent
// like any other event (signed with the endpoint's secret, every attempt in the delivery log), at
// once rather than by the next job run, and the answer says what the receiver replied.
import type { WebhookDeliveryView } from '#shared/purchase-api';
import { errorMessage, notFound, tooManyRequests } from '../http/errors';
import { recordMerchantEvent } from '../orders/order-events';
import type { ServiceDeps } from '../service-deps';
import { runWebhookDeliveries } from '../webhooks/delivery-job';
import { DELIVERY_NOT_FOUND_MESSAGE, listWebhookDeliveries } from './webhook-deliveries';
import { ENDPOINT_NOT_FOUND_MESSAGE } from './webhook-endpoint-service';

export const TEST_EVENT_TYPE = 'test.ping';

/**
 * Test events per merchant in an hour: plenty while wiring a receiver, too few for the button to
 * drive a stream of requests at someone else's server.
 */
export const MAX_TEST_EVENTS_PER_HOUR = 20;
export const TEST_EVENT_LIMIT_MESSAGE = errorMessage('webhook_test_limit', {
  max: MAX_TEST_EVENTS_PER_HOUR,
});

/** A receiver that does not answer within this long is reported as not reached. */
const TEST_SEND_TIMEOUT_MS = 5_000;
/**
 * How long a test event waits for its own request to send it: well past the send's time limit,
 * after which the job sends it (the request's process died in between).
 */
const TEST_RESERVATION_MS = 60_000;

/** A test event and its delivery, recorded and held back for its own request to send. */
export interface TestEventReservation {
  now: Date;
  deliveryId: string;
  reservedUntil: Date;
}

export async function sendTestEvent(
  deps: ServiceDeps,
  merchantId: string,
  now: Date = new Date(),
): Promise<WebhookDeliveryView> {
  const reservation = await recordTestEvent(deps, merchantId, now);
  await deliverTestEvent(deps, reservation);
  const { deliveryId } = reservation;
  const { items } = await listWebhookDeliveries(deps, merchantId, { limit: 1, deliveryId });
  const view = items[0];
  if (!view) throw notFound(DELIVERY_NOT_FOUND_MESSAGE);
  return view;
}

/** The test event's one send, by the request that recorded (and reserved) it. */
export function deliverTestEvent(deps: ServiceDeps, reservation: TestEventReservation) {
  return runWebhookDeliveries(deps, { ...reservation, timeoutMs: TEST_SEND_TIMEOUT_MS });
}

/** Records a test event within the hourly limit, its delivery held back for this request. */
export async function recordTestEvent(
  deps: ServiceDeps,
  merchantId: string,
  now: Date,
): Promise<TestEventReservation> {
  const reservedUntil = new Date(now.getTime() + TEST_RESERVATION_MS);
  const recorded = await deps.db.transaction().execute(async (trx) => {
    // One at a time per merchant, so parallel clicks cannot slip past the hourly limit.
    await trx
      .selectFrom('merchants')
      .select('id')
      .where('id', '=', merchantId)
      .forUpdate()
      .executeTakeFirst();
    const endpoint = await trx
      .selectFrom('merchant_webhook_endpoints')
      .select('merchant_id')
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    if (!endpoint) throw notFound(ENDPOINT_NOT_FOUND_MESSAGE);
    const sent = await trx
      .selectFrom('webhook_events')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('merchant_id', '=', merchantId)
      .where('type', '=', TEST_EVENT_TYPE)
      .where('created_at', '>', new Date(now.getTime() - 3_600_000))
      .executeTakeFirstOrThrow();
    if (Number(sent.count) >= MAX_TEST_EVENTS_PER_HOUR) {
      throw tooManyRequests(TEST_EVENT_LIMIT_MESSAGE);
    }
    return recordMerchantEvent(trx, {
      merchantId,
      type: TEST_EVENT_TYPE,
      orderId: null,
      livemode: false,
      object: { object: 'test', message: 'NaRate test event', created_at: now.toISOString() },
      now,
      // Sent by this request, not by a job run that happens to start before it claims it.
      firstAttemptAt: reservedUntil,
    });
  });
  const deliveryId = recorded.deliveryId;
  if (deliveryId === null) throw notFound(ENDPOINT_NOT_FOUND_MESSAGE);
  return { now, deliveryId, reservedUntil };
}
