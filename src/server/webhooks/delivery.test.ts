import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WEBHOOK_MAX_ATTEMPTS,
  verifyWebhookSignature,
  webhookRetryDelayMs,
} from '../rules/webhook-signature';
import {
  buyOnInstalments,
  createMerchantUser,
  createShopper,
  createTestMerchant,
  v1,
  type TestMerchant,
} from '../testing/purchase-fixtures';
import { serviceDeps, type ServiceDeps } from '../service-deps';
import { apiRequest, createTestApp, type TestApp } from '../testing/test-app';
import { newSigningSecret } from '../merchants/webhook-endpoint-service';
import { SEND_FAILED_MESSAGE, runWebhookDeliveries } from './delivery-job';
import { postWebhook } from './webhook-transport';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real webhook receiver on 127.0.0.1 that answers with the status the test sets. */
class Receiver {
  received: Received[] = [];
  status = 200;
  private server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      this.received.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(this.status).end('ok');
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/narate-webhooks`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

let t: TestApp;
let receiver: Receiver;
let url: string;
let merchant: TestMerchant;
let cookie: string;
beforeAll(async () => {
  // The receiver listens on 127.0.0.1: only the project's own tests allow private targets.
  t = await createTestApp({ webhookAllowPrivateTargets: true });
  receiver = new Receiver();
  url = await receiver.start();
  merchant = await createTestMerchant(t.app);
  cookie = (await createMerchantUser(t.app, merchant.merchantId)).cookie;
});
afterAll(async () => {
  await receiver.stop();
  await t.close();
});

/** The app's dependencies, with private targets allowed or not whatever the app was built with. */
function deliveryDeps(app: TestApp['app'], webhookAllowPrivateTargets: boolean): ServiceDeps {
  const deps = serviceDeps(app);
  return { ...deps, config: { ...deps.config, webhookAllowPrivateTargets } };
}

const deliver = (now = new Date()) =>
  runWebhookDeliveries(deliveryDeps(t.app, true), { now, timeoutMs: 5_000 });

async function secret(): Promise<string> {
  const response = await apiRequest(t.app, {
    method: 'POST',
    url: '/api/merchant/webhook-endpoint/secret',
    cookie,
  });
  return response.json().secret as string;
}

describe('webhook delivery', () => {
  it('sends signed events that verify against the raw body', async () => {
    const set = await apiRequest(t.app, {
      method: 'PUT',
      url: '/api/merchant/webhook-endpoint',
      cookie,
      payload: { url },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().endpoint.url).toBe(url);
    const signingSecret = await secret();
    expect(signingSecret).toMatch(/^whsec_/);

    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 8_000, 3);
    await v1(t.app, merchant.secretKey, {
      method: 'POST',
      url: `/api/v1/orders/${orderId}/refunds`,
      payload: { amount_cents: 4_000 },
    });
    const run = await deliver();
    expect(run).toMatchObject({ attempted: 2, delivered: 2 });

    const now = Math.floor(Date.now() / 1000);
    const types: string[] = [];
    for (const message of receiver.received) {
      const header = message.headers['narate-signature'];
      expect(typeof header).toBe('string');
      expect(verifyWebhookSignature(signingSecret, header as string, message.body, now)).toBe(true);
      expect(verifyWebhookSignature('whsec_wrong', header as string, message.body, now)).toBe(
        false,
      );
      expect(verifyWebhookSignature(signingSecret, header as string, `${message.body} `, now)).toBe(
        false,
      );
      const event = JSON.parse(message.body);
      expect(event.data.object.id).toBe(orderId);
      expect(message.headers['narate-event-id']).toBe(event.id);
      types.push(event.type);
    }
    expect(types.sort()).toEqual(['order.approved', 'order.refunded']);
    const refunded = receiver.received
      .map((m) => JSON.parse(m.body))
      .find((e) => e.type === 'order.refunded');
    expect(refunded.data.object).toMatchObject({ refunded_cents: 4_000, outstanding_cents: 1_333 });

    const deliveries = await apiRequest(t.app, { url: '/api/merchant/webhook-deliveries', cookie });
    const items = deliveries.json().items;
    expect(items).toHaveLength(2);
    for (const item of items) {
      expect(item).toMatchObject({ status: 'delivered', attempts: 1, lastResponseStatus: 200 });
      expect(item.attemptLog).toEqual([
        expect.objectContaining({ attempt: 1, responseStatus: 200, url }),
      ]);
    }
  });

  it('retries with backoff, gives up after the last attempt and can be sent again', async () => {
    receiver.received = [];
    receiver.status = 500;
    const shopper = await createShopper(t.app);
    await buyOnInstalments(t.app, merchant, shopper, 2_000, 3);
    let now = new Date();
    expect(await deliver(now)).toMatchObject({ attempted: 1, delivered: 0 });
    // Not due again before the backoff.
    expect((await deliver(new Date(now.getTime() + 30_000))).attempted).toBe(0);
    for (let attempt = 1; attempt < WEBHOOK_MAX_ATTEMPTS; attempt += 1) {
      now = new Date(now.getTime() + webhookRetryDelayMs(attempt) + 1_000);
      expect((await deliver(now)).attempted).toBe(1);
    }
    expect((await deliver(new Date(now.getTime() + 7 * 3_600_000))).attempted).toBe(0);
    const page = (
      await apiRequest(t.app, { url: '/api/merchant/webhook-deliveries', cookie })
    ).json();
    const failed = page.items[0];
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: WEBHOOK_MAX_ATTEMPTS,
      lastResponseStatus: 500,
      lastError: 'HTTP 500',
    });
    expect(failed.attemptLog).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
    expect(receiver.received).toHaveLength(WEBHOOK_MAX_ATTEMPTS);

    receiver.status = 204;
    const retried = await apiRequest(t.app, {
      method: 'POST',
      url: `/api/merchant/webhook-deliveries/${failed.id}/retry`,
      cookie,
    });
    expect(retried.json().status).toBe('pending');
    expect(await deliver()).toMatchObject({ attempted: 1, delivered: 1 });
  });

  it('signs with the rotated secret only', async () => {
    receiver.received = [];
    receiver.status = 200;
    const before = await secret();
    const rotated = await apiRequest(t.app, {
      method: 'POST',
      url: '/api/merchant/webhook-endpoint/secret/rotate',
      cookie,
    });
    const after = rotated.json().secret as string;
    expect(after).not.toBe(before);
    const shopper = await createShopper(t.app);
    await buyOnInstalments(t.app, merchant, shopper, 2_000, 3);
    await deliver();
    const message = receiver.received[0];
    if (!message) throw new Error('nothing received');
    const header = message.headers['narate-signature'] as string;
    const now = Math.floor(Date.now() / 1000);
    expect(verifyWebhookSignature(after, header, message.body, now)).toBe(true);
    expect(verifyWebhookSignature(before, header, message.body, now)).toBe(false);
  });

  it('limits manual retries per delivery per hour with a clear 429', async () => {
    receiver.received = [];
    receiver.status = 200;
    const shopper = await createShopper(t.app);
    await buyOnInstalments(t.app, merchant, shopper, 2_000, 3);
    await deliver();
    const page = (
      await apiRequest(t.app, { url: '/api/merchant/webhook-deliveries?limit=1', cookie })
    ).json();
    const id = page.items[0].id as string;
    const retry = () =>
      apiRequest(t.app, {
        method: 'POST',
        url: `/api/merchant/webhook-deliveries/${id}/retry`,
        cookie,
      });
    for (let i = 0; i < 3; i += 1) {
      expect((await retry()).statusCode).toBe(200);
      // Queued already: a second click before it is sent is refused, not counted.
      expect((await retry()).json().error).toBe('delivery_pending');
      await deliver();
    }
    const limited = await retry();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/najviše 3 puta na sat/);
  });
});

describe('webhook targets (private targets not allowed)', () => {
  let strict: TestApp;
  let strictMerchant: TestMerchant;
  let strictCookie: string;
  beforeAll(async () => {
    strict = await createTestApp();
    strictMerchant = await createTestMerchant(strict.app);
    strictCookie = (await createMerchantUser(strict.app, strictMerchant.merchantId)).cookie;
  });
  afterAll(() => strict.close());

  const port = () => new URL(url).port;

  it.each([
    () => `http://[::ffff:127.0.0.1]:${port()}/narate-webhooks`,
    () => `http://[::ffff:7f00:1]:${port()}/narate-webhooks`,
    () => `http://[::ffff:169.254.169.254]/latest/meta-data`,
    () => `http://[::ffff:a00:1]/`,
    () => `http://[64:ff9b::7f00:1]:${port()}/`,
    () => `http://10.0.0.1:${port()}/`,
    () => `http://intranet:${port()}/`,
  ])('refuses to save a private target outside production too (%#)', async (target) => {
    const response = await apiRequest(strict.app, {
      method: 'PUT',
      url: '/api/merchant/webhook-endpoint',
      cookie: strictCookie,
      payload: { url: target() },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/javno dostupna/);
  });

  it('never sends to a private target saved earlier, and records a generic reason', async () => {
    receiver.received = [];
    receiver.status = 200;
    // As if saved while allowed (or by a DNS name that has since changed).
    await strict.app.db
      .insertInto('merchant_webhook_endpoints')
      .values({
        merchant_id: strictMerchant.merchantId,
        url: `http://[::ffff:127.0.0.1]:${port()}/narate-webhooks`,
        signing_secret: newSigningSecret(),
      })
      .execute();
    const shopper = await createShopper(strict.app);
    await buyOnInstalments(strict.app, strictMerchant, shopper, 2_000, 3);
    const run = await runWebhookDeliveries(deliveryDeps(strict.app, false));
    expect(run).toMatchObject({ attempted: 1, delivered: 0 });
    expect(receiver.received).toHaveLength(0);
    const page = (
      await apiRequest(strict.app, {
        url: '/api/merchant/webhook-deliveries',
        cookie: strictCookie,
      })
    ).json();
    expect(page.items[0].lastError).toBe(SEND_FAILED_MESSAGE);
  });

  it('the webhook client connects to a name only after checking its addresses', async () => {
    receiver.received = [];
    const post = (allowPrivateTargets: boolean) =>
      postWebhook({
        url: `http://localhost:${port()}/narate-webhooks`,
        headers: {},
        body: '{}',
        timeoutMs: 5_000,
        allowPrivateTargets,
      });
    await expect(post(false)).rejects.toThrow();
    expect(receiver.received).toHaveLength(0);
    expect((await post(true)).status).toBe(200);
    expect(receiver.received).toHaveLength(1);
  });

  it('records the same reason for a closed port as for a refused target', async () => {
    await strict.app.db
      .updateTable('merchant_webhook_endpoints')
      .set({ url: 'http://127.0.0.1:9/narate-webhooks' })
      .where('merchant_id', '=', strictMerchant.merchantId)
      .execute();
    const shopper = await createShopper(strict.app);
    await buyOnInstalments(strict.app, strictMerchant, shopper, 2_000, 3);
    const run = await runWebhookDeliveries(deliveryDeps(strict.app, true), { timeoutMs: 2_000 });
    expect(run).toMatchObject({ attempted: 1, delivered: 0 });
    const page = (
      await apiRequest(strict.app, {
        url: '/api/merchant/webhook-deliveries?limit=1',
        cookie: strictCookie,
      })
    ).json();
    expect(page.items[0].lastError).toBe(SEND_FAILED_MESSAGE);
  });
});

describe('webhook targets in production', () => {
  it('refuses private webhook addresses in production', async () => {
    const production = await createTestApp({ isProduction: true });
    try {
      const seller = await createTestMerchant(production.app);
      const user = await createMerchantUser(production.app, seller.merchantId);
      const response = await apiRequest(production.app, {
        method: 'PUT',
        url: '/api/merchant/webhook-endpoint',
        cookie: user.cookie,
        payload: { url: 'http://169.254.169.254/latest/meta-data' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('bad_request');
      // Outside production this machine's addresses are allowed for local testing; not here.
      for (const loopback of [
        'http://127.0.0.1:4242/narate-webhooks',
        'http://2130706433:4242/',
        'http://localhost.:4242/',
        'http://[::1]:4242/',
      ]) {
        const refused = await apiRequest(production.app, {
          method: 'PUT',
          url: '/api/merchant/webhook-endpoint',
          cookie: user.cookie,
          payload: { url: loopback },
        });
        expect(refused.statusCode, loopback).toBe(400);
      }
    } finally {
      await production.close();
    }
  });
});
