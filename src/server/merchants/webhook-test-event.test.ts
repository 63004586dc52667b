import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhookSignature } from '../rules/webhook-signature';
import { serviceDeps } from '../service-deps';
import { createMerchantUser, createTestMerchant } from '../testing/purchase-fixtures';
import { apiRequest, createTestApp, type TestApp } from '../testing/test-app';
import { setEndpointUrl } from './webhook-endpoint-service';
import { runWebhookDeliveries } from '../webhooks/delivery-job';
import { deliverTestEvent, MAX_TEST_EVENTS_PER_HOUR, recordTestEvent } from './webhook-test-event';

/** A webhook receiver on 127.0.0.1, as a developer runs one on their own computer. */
class Receiver {
  received: { headers: IncomingHttpHeaders; body: string }[] = [];
  status = 200;
  private server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      this.received.push({ headers: request.headers, body: Buffer.concat(chunks).toString() });
      response.writeHead(this.status).end('ok');
    });
  });
  port = 0;
  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }
  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

let t: TestApp;
const receiver = new Receiver();
beforeAll(async () => {
  // The test mode's own setting: WEBHOOK_ALLOW_PRIVATE_TARGETS is not set.
  t = await createTestApp();
  expect(t.app.config.webhookAllowPrivateTargets).toBe(false);
  await receiver.start();
});
afterAll(async () => {
  await receiver.stop();
  await t.close();
});

async function merchantWithCookie() {
  const merchant = await createTestMerchant(t.app);
  const { cookie } = await createMerchantUser(t.app, merchant.merchantId);
  return { merchant, cookie };
}

const putUrl = (cookie: string, url: string) =>
  apiRequest(t.app, {
    method: 'PUT',
    url: '/api/merchant/webhook-endpoint',
    cookie,
    payload: { url },
  });
const sendTest = (cookie: string) =>
  apiRequest(t.app, { method: 'POST', url: '/api/merchant/webhook-endpoint/test', cookie });

describe('webhook addresses on this machine outside production', () => {
  it('accepts localhost and 127.0.0.1 in test mode; other private addresses stay refused', async () => {
    const { cookie } = await merchantWithCookie();
    expect((await putUrl(cookie, `http://localhost:${receiver.port}/hook`)).statusCode).toBe(200);
    expect((await putUrl(cookie, `http://127.0.0.1:${receiver.port}/hook`)).statusCode).toBe(200);
    for (const url of ['http://10.0.0.5/hook', 'http://192.168.1.2/hook', 'http://intranet/hook']) {
      const refused = await putUrl(cookie, url);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain('javno dostupna');
    }
  });

  it('production keeps refusing localhost and 127.0.0.1', async () => {
    const deps = serviceDeps(t.app);
    const production = { ...deps, config: { ...deps.config, isProduction: true } };
    const { merchant } = await merchantWithCookie();
    for (const url of ['http://localhost:4242/hook', 'http://127.0.0.1:4242/hook']) {
      await expect(setEndpointUrl(production, merchant.merchantId, url)).rejects.toMatchObject({
        statusCode: 400,
      });
    }
  });
});

describe('POST /api/merchant/webhook-endpoint/test', () => {
  it('is sent by its own request even when the job runs between its recording and its send', async () => {
    const { merchant, cookie } = await merchantWithCookie();
    await putUrl(cookie, `http://127.0.0.1:${receiver.port}/hook`);
    receiver.received = [];
    receiver.status = 500;
    const deps = serviceDeps(t.app);
    const reservation = await recordTestEvent(deps, merchant.merchantId, new Date());
    // The job's run in between leaves it alone (before, it sent the event first, and the
    // request's own run found nothing to send: "your server did not answer").
    expect(await runWebhookDeliveries(deps)).toMatchObject({ attempted: 0 });
    expect(receiver.received).toHaveLength(0);
    expect(await deliverTestEvent(deps, reservation)).toMatchObject({ attempted: 1 });
    expect(receiver.received).toHaveLength(1);
    const log = await apiRequest(t.app, { url: '/api/merchant/webhook-deliveries', cookie });
    expect(log.json().items[0]).toMatchObject({ eventType: 'test.ping', status: 'pending' });
  });

  it('sends a signed test.ping to the endpoint at once, logs it and answers with the status', async () => {
    const { cookie } = await merchantWithCookie();
    await putUrl(cookie, `http://127.0.0.1:${receiver.port}/hook`);
    const { secret } = (
      await apiRequest(t.app, {
        method: 'POST',
        url: '/api/merchant/webhook-endpoint/secret',
        cookie,
      })
    ).json();
    receiver.received = [];
    receiver.status = 200;
    const answer = await sendTest(cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      eventType: 'test.ping',
      status: 'delivered',
      lastResponseStatus: 200,
      attemptLog: [{ attempt: 1, responseStatus: 200, error: null }],
    });
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    const event = JSON.parse(request!.body);
    expect(event).toMatchObject({ object: 'event', type: 'test.ping', livemode: false });
    expect(event.id).toBe(answer.json().eventId);
    expect(
      verifyWebhookSignature(
        secret,
        String(request!.headers['narate-signature']),
        request!.body,
        Math.floor(Date.now() / 1000),
      ),
    ).toBe(true);
    const log = await apiRequest(t.app, { url: '/api/merchant/webhook-deliveries', cookie });
    expect(log.json().items[0]).toMatchObject({ eventType: 'test.ping', status: 'delivered' });
  });

  it('reports a receiver error in place, and the delivery is retried like any other', async () => {
    const { cookie } = await merchantWithCookie();
    await putUrl(cookie, `http://127.0.0.1:${receiver.port}/hook`);
    receiver.status = 500;
    const answer = await sendTest(cookie);
    receiver.status = 200;
    expect(answer.json()).toMatchObject({
      status: 'pending',
      lastResponseStatus: 500,
      lastError: 'HTTP 500',
    });
  });

  it('answers 404 without an endpoint and 429 past the hourly limit', async () => {
    const { cookie } = await merchantWithCookie();
    const none = await sendTest(cookie);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Webhook adresa nije podešena.');

    await putUrl(cookie, `http://127.0.0.1:${receiver.port}/hook`);
    for (let i = 0; i < MAX_TEST_EVENTS_PER_HOUR; i += 1) {
      expect((await sendTest(cookie)).statusCode).toBe(200);
    }
    const limited = await sendTest(cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toContain(String(MAX_TEST_EVENTS_PER_HOUR));
  });

  it('refuses a user who is not a merchant', async () => {
    const other = await sendTest('');
    expect(other.statusCode).toBe(401);
  });
});
