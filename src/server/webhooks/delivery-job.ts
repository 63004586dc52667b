// Delivers merchant webhooks from the outbox: each due delivery is claimed under
// FOR UPDATE SKIP LOCKED and leased (next_attempt_at pushed forward) in a short transaction, then
// sent outside any transaction, signed with the endpoint's current secret:
//   NaRate-Signature: t=<unix seconds>,v1=<HMAC-SHA256 hex of "<t>.<body>">
// A 2xx answer delivers it; anything else is retried with exponential backoff
// (webhookRetryDelayMs) up to WEBHOOK_MAX_ATTEMPTS, then it is marked failed (the merchant area
// can send it again). Every attempt is recorded.
import {
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_SIGNATURE_HEADER,
  signWebhook,
  webhookRetryDelayMs,
} from '../rules/webhook-signature';
import type { ServiceDeps } from '../service-deps';
import {
  claimDueDeliveries,
  failDelivery,
  findWebhookEndpoint,
  recordDeliveryAttempt,
  type ClaimedDelivery,
} from './delivery-repository';
import { isLoopbackUrl, webhookUrlProblem } from './target-safety';
import { postWebhook } from './webhook-transport';
import { errorText } from '../http/errors';

// Private targets are refused unless the config's webhookAllowPrivateTargets
// (WEBHOOK_ALLOW_PRIVATE_TARGETS) is set: only the project's own tests send to private addresses.
// Outside production this machine's own addresses (localhost, 127.0.0.0/8, ::1) are allowed, so a
// developer can receive webhooks on their own computer; production never sends to them.
export interface WebhookRunOptions {
  /** Injectable for tests. */
  now?: Date;
  timeoutMs?: number;
  /** Send only this delivery (the merchant area's test event), if it is due. */
  deliveryId?: string;
  /**
   * With deliveryId: the time the delivery was held back until for this run (its first attempt
   * time, recordMerchantEvent's firstAttemptAt), which makes it due for this run and for no other
   * before then.
   */
  reservedUntil?: Date;
}

/**
 * The one reason recorded for every send that got no HTTP answer: a refused private target, an
 * unknown name, a closed port and a timeout all read the same, so the delivery log cannot be
 * used to map a network (which ports answer, which names resolve inside).
 */
export const SEND_FAILED_MESSAGE = errorText('webhook_send_failed');

export interface WebhookRunResult {
  attempted: number;
  delivered: number;
  failed: number;
}

const BATCH = 20;
/** A claimed delivery is not picked up again for this long (the send is far shorter). */
const LEASE_MS = 5 * 60_000;
const DEFAULT_TIMEOUT_MS = 10_000;

interface SendOutcome {
  url: string;
  responseStatus: number | null;
  error: string | null;
  durationMs: number;
}

async function send(
  allowPrivate: boolean,
  timeoutMs: number,
  delivery: ClaimedDelivery,
  endpoint: { url: string; signing_secret: string },
  now: Date,
  outsideProduction: boolean,
): Promise<SendOutcome> {
  const started = Date.now();
  const outcome = (responseStatus: number | null, error: string | null): SendOutcome => ({
    url: endpoint.url,
    responseStatus,
    error: error?.slice(0, 1000) ?? null,
    durationMs: Date.now() - started,
  });
  const allowPrivateTargets = allowPrivate || (outsideProduction && isLoopbackUrl(endpoint.url));
  // An IP literal never reaches the pinned lookup (sockets skip DNS for it): judged here.
  if (!allowPrivateTargets && webhookUrlProblem(endpoint.url) !== null) {
    return outcome(null, SEND_FAILED_MESSAGE);
  }
  const body = JSON.stringify(delivery.payload);
  const timestamp = Math.floor(now.getTime() / 1000);
  try {
    const response = await postWebhook({
      url: endpoint.url,
      allowPrivateTargets,
      timeoutMs,
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
  deps: ServiceDeps,
  delivery: ClaimedDelivery,
  result: SendOutcome,
  now: Date,
): Promise<'delivered' | 'failed' | 'retry'> {
  const attempt = delivery.attempts + 1;
  const delivered = result.responseStatus !== null && result.error === null;
  const outcome = delivered ? 'delivered' : attempt >= WEBHOOK_MAX_ATTEMPTS ? 'failed' : 'retry';
  await recordDeliveryAttempt(deps.db, {
    deliveryId: delivery.id,
    attempt,
    url: result.url,
    responseStatus: result.responseStatus,
    error: result.error,
    durationMs: result.durationMs,
    at: now,
    status: outcome === 'retry' ? 'pending' : outcome,
    nextAttemptAt: new Date(now.getTime() + webhookRetryDelayMs(attempt)),
  });
  return outcome;
}

/** Sends every due webhook once; returns what happened. */
export async function runWebhookDeliveries(
  deps: ServiceDeps,
  options: WebhookRunOptions = {},
): Promise<WebhookRunResult> {
  const now = options.now ?? new Date();
  const allowPrivateTargets = deps.config.webhookAllowPrivateTargets;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const claimed = await claimDueDeliveries(
    deps.db,
    options.deliveryId !== undefined && options.reservedUntil ? options.reservedUntil : now,
    BATCH,
    new Date(now.getTime() + LEASE_MS),
    options.deliveryId,
  );
  const result: WebhookRunResult = { attempted: 0, delivered: 0, failed: 0 };
  await Promise.all(
    claimed.map(async (delivery) => {
      const endpoint = await findWebhookEndpoint(deps.db, delivery.merchantId);
      if (!endpoint) {
        await failDelivery(deps.db, delivery.id, errorText('webhook_endpoint_removed'));
        result.failed += 1;
        return;
      }
      const sent = await send(
        allowPrivateTargets,
        timeoutMs,
        delivery,
        endpoint,
        now,
        !deps.config.isProduction,
      );
      result.attempted += 1;
      const outcome = await record(deps, delivery, sent, now);
      if (outcome === 'delivered') result.delivered += 1;
      if (outcome === 'failed') result.failed += 1;
    }),
  );
  return result;
}
