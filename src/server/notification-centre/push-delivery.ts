// Web Push: VAPID keys, the encrypted request for one subscription, and the job that pushes the
// notifications written by the money paths once their transactions have committed.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import webPush from 'web-push';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { postWebhook } from '../webhooks/webhook-transport';
import { webhookUrlProblem } from '../webhooks/target-safety';
import { noticeText } from '../notifications/notice-text';
import {
  channelPreferences,
  claimDuePushes,
  deleteSubscriptionById,
  recordPushOutcome,
  storedVapidKeys,
  subscriptionsOf,
} from '../notifications/notification-repository';

export interface PushDeps {
  db: Kysely<Database>;
  config: Pick<AppConfig, 'vapid' | 'vapidSubject' | 'pushAllowPrivateEndpoints'>;
  log?: FastifyBaseLogger;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The settings' pair in production; elsewhere one generated at first use and kept in the
 * database, so subscriptions survive restarts (a new pair would orphan all of them).
 */
export async function vapidKeys(deps: Pick<PushDeps, 'db' | 'config'>): Promise<VapidKeys> {
  return deps.config.vapid ?? storedVapidKeys(deps.db, () => webPush.generateVAPIDKeys());
}

/** What the service worker's push handler shows. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path inside the app the notification opens when tapped. */
  url: string;
  tag: string;
}

/**
 * Why an endpoint cannot be pushed to, or null. A push service is a public https server; only
 * the project's own tests (PUSH_ALLOW_PRIVATE_ENDPOINTS) send to a fake one on this machine.
 */
export function pushEndpointProblem(endpoint: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'invalid_url';
  }
  if (allowPrivate)
    return url.protocol === 'https:' || url.protocol === 'http:' ? null : 'invalid_url';
  if (url.protocol !== 'https:') return 'invalid_url';
  return webhookUrlProblem(endpoint);
}

/** A push service answers within seconds; a hung one must not hold the job. */
const PUSH_TIMEOUT_MS = 10_000;
/** Messages older than a day are stale: the push service drops them rather than deliver late. */
const PUSH_TTL_SECONDS = 24 * 3600;

export type SendResult = 'delivered' | 'gone' | 'retry';

/** Encrypts (aes128gcm) and POSTs one payload to one subscription. */
export async function sendPush(
  deps: PushDeps,
  keys: VapidKeys,
  subscription: { endpoint: string; p256dh: string; auth: string },
  payload: PushPayload,
): Promise<SendResult> {
  const allowPrivate = deps.config.pushAllowPrivateEndpoints;
  if (pushEndpointProblem(subscription.endpoint, allowPrivate) !== null) return 'gone';
  const request = webPush.generateRequestDetails(
    {
      endpoint: subscription.endpoint,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    },
    JSON.stringify(payload),
    {
      vapidDetails: { subject: deps.config.vapidSubject, ...keys },
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
    },
  );
  try {
    const response = await postWebhook({
      url: request.endpoint,
      headers: request.headers as Record<string, string>,
      body: request.body,
      timeoutMs: PUSH_TIMEOUT_MS,
      allowPrivateTargets: allowPrivate,
    });
    await response.body?.cancel();
    // 404 and 410: the browser unsubscribed or the subscription expired; it never comes back.
    if (response.status === 404 || response.status === 410) return 'gone';
    if (response.status >= 200 && response.status < 300) return 'delivered';
    deps.log?.warn({ status: response.status }, 'push service refused a message');
    return response.status >= 400 && response.status < 500 && response.status !== 429
      ? 'gone'
      : 'retry';
  } catch (error) {
    deps.log?.warn({ err: error }, 'push message not sent');
    return 'retry';
  }
}

const BATCH = 50;
const LEASE_MS = 2 * 60_000;
const MAX_ATTEMPTS = 5;

/**
 * Pushes every notification waiting for it to each browser its user subscribed. A subscription
 * the push service calls gone (404/410) is deleted; a timeout or a 5xx is tried again later with
 * backoff, unless another browser of the user already got it. Push switched off since the
 * notification was written means it is not pushed.
 */
export async function runPushDeliveries(
  deps: PushDeps,
  now: Date = new Date(),
): Promise<{ pushed: number; retried: number }> {
  const claimed = await claimDuePushes(deps.db, now, BATCH, new Date(now.getTime() + LEASE_MS));
  if (claimed.length === 0) return { pushed: 0, retried: 0 };
  const keys = await vapidKeys(deps);
  let pushed = 0;
  let retried = 0;
  for (const row of claimed) {
    const attempts = row.push_attempts + 1;
    const subscriptions = (await channelPreferences(deps.db, row.user_id)).push
      ? await subscriptionsOf(deps.db, row.user_id)
      : [];
    let delivered = 0;
    let retry = 0;
    for (const subscription of subscriptions) {
      const payload: PushPayload = {
        ...noticeText(row.kind, row.params, subscription.locale),
        url: row.url,
        tag: `narate-${row.id}`,
      };
      const result = await sendPush(deps, keys, subscription, payload);
      if (result === 'gone') await deleteSubscriptionById(deps.db, subscription.id);
      if (result === 'delivered') delivered += 1;
      if (result === 'retry') retry += 1;
    }
    const again = delivered === 0 && retry > 0 && attempts < MAX_ATTEMPTS;
    await recordPushOutcome(deps.db, row.id, {
      status: again ? 'pending' : delivered > 0 ? 'sent' : retry > 0 ? 'failed' : 'none',
      attempts,
      // 30 s, 1 min, 2 min, 4 min.
      nextAttemptAt: new Date(now.getTime() + 2 ** attempts * 15_000),
    });
    if (delivered > 0) pushed += 1;
    if (again) retried += 1;
  }
  return { pushed, retried };
}
