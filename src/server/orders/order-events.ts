// The transactional outbox of merchant webhooks: an event (and, when the merchant has an endpoint,
// its delivery) is written in the same transaction as the order change it reports, so a webhook
// exists exactly when the change committed. The delivery job sends it afterwards.
import { sql, type Compilable, type CompiledQuery, type Kysely } from 'kysely';
import { withWritesAlongside, writeTogether } from '../db/one-statement';
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
 * transaction), with a delivery each when the merchant has an endpoint, in one statement however
 * many events: it takes the order's next version and the merchant's next sequence numbers and
 * writes every event (its body carrying both) and its delivery. The merchant's counter row stays
 * locked until the transaction ends, so concurrent writers number their events in the order they
 * commit; one statement instead of two keeps that lock one round trip shorter. The counter is
 * taken only after the order row (its insert reads the update's row), the order every writer of
 * an order's events takes them in. An order created in this transaction (`created`) keeps the
 * version it was created with, the bundle's: its events describe it as created, and updating a
 * row this transaction has just inserted would write it twice and check its foreign keys again.
 * Its insert may be one of the writes sent along, which this statement cannot see yet, so that
 * version is not read from the table.
 */
export async function recordBundleEvents(
  trx: Kysely<Database>,
  bundle: OrderBundle,
  types: readonly OrderWebhookEvent[],
  now: Date,
  merchantHasEndpoint: boolean,
  /** The caller's unread writes, sent along in the same statement (`withWritesAlongside`). */
  alongside: ReadonlyArray<Compilable<unknown>> = [],
  options: { created?: boolean } = {},
): Promise<void> {
  if (types.length === 0) {
    await writeTogether(trx, alongside);
    return;
  }
  await trx.executeQuery(
    bundleEventsStatement(trx, bundle, types, now, merchantHasEndpoint, alongside, options),
  );
}

/** recordBundleEvents' statement (with at least one event), not yet sent. */
export function bundleEventsStatement(
  trx: Kysely<Database>,
  bundle: OrderBundle,
  types: readonly OrderWebhookEvent[],
  now: Date,
  merchantHasEndpoint: boolean,
  alongside: ReadonlyArray<Compilable<unknown>>,
  { created = false }: { created?: boolean } = {},
): CompiledQuery {
  const orderId = bundle.order.id;
  const merchantId = bundle.order.merchant_id;
  const count = types.length;
  const ids = types.map(() => newResourceId('evt'));
  // The bodies with a placeholder version and sequence, which the statement sets.
  const payloads = types.map((type, i) =>
    JSON.stringify(webhookEventBody(ids[i] ?? '', type, bundle, now, 0)),
  );
  const written = sql`
    events as (
      insert into webhook_events (id, merchant_id, type, order_id, payload, created_at, sequence)
      select e.id, ${merchantId}::uuid, e.type, ${orderId}, jsonb_set(
          jsonb_set(e.payload, '{sequence}', to_jsonb(counter.last_sequence - ${count}::bigint + e.n)),
          '{data,object,version}', to_jsonb(order_version.version)),
        ${now}::timestamptz, counter.last_sequence - ${count}::bigint + e.n
      from unnest(${ids}::text[], ${[...types]}::text[], ${payloads}::jsonb[])
        with ordinality as e(id, type, payload, n),
        order_version, counter
      returning id, merchant_id, created_at
    )`;
  const deliveries = merchantHasEndpoint
    ? sql`, deliveries as (
        insert into webhook_deliveries (event_id, merchant_id, next_attempt_at, created_at)
        select id, merchant_id, created_at, created_at from events
      )`
    : sql``;
  const version = created
    ? sql`select ${bundle.order.version}::integer as version`
    : sql`update orders set version = version + 1 where id = ${orderId} returning version`;
  const statement = sql<{ written: string }>`
    with order_version as (${version}), counter as (
      insert into merchant_event_counters as c (merchant_id, last_sequence)
      select ${merchantId}::uuid, ${count}::bigint from order_version
      on conflict (merchant_id) do update set last_sequence = c.last_sequence + ${count}::bigint
      returning last_sequence
    ), ${written}${deliveries}
    select case when count(*) = ${count}::bigint then count(*)
      else ('webhook events of a missing order: ' || count(*))::bigint end as written
    from events`.compile(trx);
  // A missing order writes no events, and the statement fails itself (a text that is no number)
  // rather than the caller checking its answer: it may be the transaction's last statement, sent
  // with the COMMIT, when a check afterwards could no longer undo the writes sent along with it.
  return withWritesAlongside(statement, alongside);
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
    /**
     * When the delivery first falls due for the webhook job: `now` unless the caller sends it
     * itself and holds it back from the job until then (the merchant area's test event).
     */
    firstAttemptAt?: Date;
  },
): Promise<{ eventId: string; deliveryId: string | null }> {
  const { merchantId, now } = event;
  const firstAttemptAt = event.firstAttemptAt ?? now;
  const id = newResourceId('evt');
  const sequence = await nextEventSequence(trx, merchantId);
  // The event and, when the merchant has an endpoint, its delivery: one statement.
  const written = await trx
    .with('event', (db) =>
      db
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
        .returning(['id', 'merchant_id', 'created_at']),
    )
    .with('delivery', (db) =>
      db
        .insertInto('webhook_deliveries')
        .columns(['event_id', 'merchant_id', 'next_attempt_at', 'created_at'])
        .expression((eb) =>
          eb
            .selectFrom('event')
            .innerJoin('merchant_webhook_endpoints as e', 'e.merchant_id', 'event.merchant_id')
            .select([
              'event.id',
              'event.merchant_id',
              sql<Date>`${firstAttemptAt}::timestamptz`.as('next_attempt_at'),
              'event.created_at',
            ]),
        )
        .returning('id'),
    )
    .selectFrom('event')
    .leftJoin('delivery', (join) => join.onTrue())
    .select(['event.id as event_id', 'delivery.id as delivery_id'])
    .executeTakeFirstOrThrow();
  return { eventId: written.event_id, deliveryId: written.delivery_id };
}
