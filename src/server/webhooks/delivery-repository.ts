import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface ClaimedDelivery {
  id: string;
  attempts: number;
  eventId: string;
  eventType: string;
  payload: unknown;
  merchantId: string;
}

/**
 * Claims up to `limit` due deliveries in one short transaction (FOR UPDATE SKIP LOCKED, so another
 * process skips them) and leases them until `leaseUntil`, with their events.
 */
export async function claimDueDeliveries(
  db: Kysely<Database>,
  now: Date,
  limit: number,
  leaseUntil: Date,
  onlyDeliveryId?: string,
): Promise<ClaimedDelivery[]> {
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now);
    if (onlyDeliveryId !== undefined) query = query.where('id', '=', onlyDeliveryId);
    const due = await query
      .orderBy('next_attempt_at')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    const ids = due.map((d) => d.id);
    await trx
      .updateTable('webhook_deliveries')
      .set({ next_attempt_at: leaseUntil })
      .where('id', 'in', ids)
      .execute();
    const rows = await trx
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhook_events as e', 'e.id', 'd.event_id')
      .select(['d.id', 'd.attempts', 'd.merchant_id', 'e.id as event_id', 'e.type', 'e.payload'])
      .where('d.id', 'in', ids)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      attempts: r.attempts,
      eventId: r.event_id,
      eventType: r.type,
      payload: r.payload,
      merchantId: r.merchant_id,
    }));
  });
}

export async function findWebhookEndpoint(db: Kysely<Database>, merchantId: string) {
  return db
    .selectFrom('merchant_webhook_endpoints')
    .select(['url', 'signing_secret'])
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
}

export async function failDelivery(
  db: Kysely<Database>,
  deliveryId: string,
  reason: string,
): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({ status: 'failed', last_error: reason })
    .where('id', '=', deliveryId)
    .execute();
}

export interface DeliveryAttempt {
  deliveryId: string;
  attempt: number;
  url: string;
  responseStatus: number | null;
  error: string | null;
  durationMs: number;
  at: Date;
  status: 'pending' | 'delivered' | 'failed';
  nextAttemptAt: Date;
}

/** The attempt's log row and the delivery's new state, in one transaction. */
export async function recordDeliveryAttempt(
  db: Kysely<Database>,
  attempt: DeliveryAttempt,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('webhook_delivery_attempts')
      .values({
        delivery_id: attempt.deliveryId,
        attempt: attempt.attempt,
        url: attempt.url,
        response_status: attempt.responseStatus,
        error: attempt.error,
        duration_ms: attempt.durationMs,
        created_at: attempt.at,
      })
      .execute();
    await trx
      .updateTable('webhook_deliveries')
      .set({
        attempts: attempt.attempt,
        last_attempt_at: attempt.at,
        last_response_status: attempt.responseStatus,
        last_error: attempt.error,
        status: attempt.status,
        delivered_at: attempt.status === 'delivered' ? attempt.at : null,
        next_attempt_at: attempt.nextAttemptAt,
      })
      .where('id', '=', attempt.deliveryId)
      .execute();
  });
}
