// Delivers merchant webhooks from the outbox: each due delivery is claimed under
// FOR UPDATE SKIP LOCKED and leased (next_attempt_at pushed forward) in a short transaction, then
// sent outside any transaction, signed with the endpoint's current secret:
//   NaRate-Signature: t=<unix seconds>,v1=<HMAC-SHA256 hex of "<t>.<body>">
// A 2xx answer delivers it; anything else is retried with exponential backoff
// (webhookRetryDelayMs) up to WEBHOOK_MAX_ATTEMPTS, then it is marked failed (the merchant area
// can send it again). Every attempt is recorded.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_SIGNATURE_HEADER,
  signWebhook,
  webhookRetryDelayMs,
} from '../engine/webhook-signature';
import { webhookUrlProblem } from './target-safety';
import { postWebhook } from './webhook-transport';

export interface WebhookDeliveryDeps {
  db: Kysely<Database>;
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS: only the project's own tests send to private addresses. */
  allowPrivateTargets: boolean;
  timeoutMs?: number;
}

/**
 * The one reason recorded for every send that got no HTTP answer: a refused private target, an
 * unknown name, a closed port and a timeout all read the same, so the delivery log cannot be
 * used to map a network (which ports answer, which names resolve inside).
 */
export const SEND_FAILED_MESSAGE =
  'Slanje nije uspjelo: adresa nije javno dostupna ili nije odgovorila na vrijeme.';

export interface WebhookRunResult {
  attempted: number;
  delivered: number;
  failed: number;
}

const BATCH = 20;
/** A claimed delivery is not picked up again for this long (the send is far shorter). */
const LEASE_MS = 5 * 60_000;
const DEFAULT_TIMEOUT_MS = 10_000;

interface Claimed {
  id: string;
  attempts: number;
  eventId: string;
  eventType: string;
  payload: unknown;
  merchantId: string;
}

async function claimDue(db: Kysely<Database>, now: Date): Promise<Claimed[]> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .limit(BATCH)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    const ids = due.map((d) => d.id);
    await trx
      .updateTable('webhook_deliveries')
      .set({ next_attempt_at: new Date(now.getTime() + LEASE_MS) })
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

interface SendOutcome {
  url: string;
  responseStatus: number | null;
  error: string | null;
  durationMs: number;
}

async function send(
  deps: WebhookDeliveryDeps,
  delivery: Claimed,
  endpoint: { url: string; signing_secret: string },
  now: Date,
): Promise<SendOutcome> {
  const started = Date.now();
  const outcome = (responseStatus: number | null, error: string | null): SendOutcome => ({
    url: endpoint.url,
    responseStatus,
    error: error?.slice(0, 1000) ?? null,
    durationMs: Date.now() - started,
  });
  // An IP literal never reaches the pinned lookup (sockets skip DNS for it): judged here.
  if (!deps.allowPrivateTargets && webhookUrlProblem(endpoint.url) !== null) {
    return outcome(null, SEND_FAILED_MESSAGE);
  }
  const body = JSON.stringify(delivery.payload);
  const timestamp = Math.floor(now.getTime() / 1000);
  try {
    const response = await postWebhook({
      url: endpoint.url,
      allowPrivateTargets: deps.allowPrivateTargets,
      timeoutMs: deps.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'NaRate-Webhooks/1.0',
        [WEBHOOK_SIGNATURE_HEADER]: signWebhook(endpoint.signing_secret, timestamp, body),
        'narate-event-id': delivery.eventId,
        'narate-event-type': delivery.eventType,
      },
      body,
    });
    await response.body?.cancel().catch(() => undefined);
    const ok = response.status >= 200 && response.status < 300;
    return outcome(response.status, ok ? null : `HTTP ${response.status}`);
  } catch {
    return outcome(null, SEND_FAILED_MESSAGE);
  }
}

async function record(
  db: Kysely<Database>,
  delivery: Claimed,
  result: SendOutcome,
  now: Date,
): Promise<'delivered' | 'failed' | 'retry'> {
  const attempt = delivery.attempts + 1;
  const delivered = result.responseStatus !== null && result.error === null;
  const outcome = delivered ? 'delivered' : attempt >= WEBHOOK_MAX_ATTEMPTS ? 'failed' : 'retry';
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('webhook_delivery_attempts')
      .values({
        delivery_id: delivery.id,
        attempt,
        url: result.url,
        response_status: result.responseStatus,
        error: result.error,
        duration_ms: result.durationMs,
        created_at: now,
      })
      .execute();
    await trx
      .updateTable('webhook_deliveries')
      .set({
        attempts: attempt,
        last_attempt_at: now,
        last_response_status: result.responseStatus,
        last_error: result.error,
        status: outcome === 'retry' ? 'pending' : outcome,
        delivered_at: delivered ? now : null,
        next_attempt_at: new Date(now.getTime() + webhookRetryDelayMs(attempt)),
      })
      .where('id', '=', delivery.id)
      .execute();
  });
  return outcome;
}

/** Sends every due webhook once; returns what happened. `now` is injectable for tests. */
export async function runWebhookDeliveries(
  deps: WebhookDeliveryDeps,
  now: Date = new Date(),
): Promise<WebhookRunResult> {
  const claimed = await claimDue(deps.db, now);
  const result: WebhookRunResult = { attempted: 0, delivered: 0, failed: 0 };
  await Promise.all(
    claimed.map(async (delivery) => {
      const endpoint = await deps.db
        .selectFrom('merchant_webhook_endpoints')
        .select(['url', 'signing_secret'])
        .where('merchant_id', '=', delivery.merchantId)
        .executeTakeFirst();
      if (!endpoint) {
        await deps.db
          .updateTable('webhook_deliveries')
          .set({ status: 'failed', last_error: 'Webhook adresa je uklonjena.' })
          .where('id', '=', delivery.id)
          .execute();
        result.failed += 1;
        return;
      }
      const sent = await send(deps, delivery, endpoint, now);
      result.attempted += 1;
      const outcome = await record(deps.db, delivery, sent, now);
      if (outcome === 'delivered') result.delivered += 1;
      if (outcome === 'failed') result.failed += 1;
    }),
  );
  return result;
}
