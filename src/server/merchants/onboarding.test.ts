import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyOnInstalments,
  createShopper,
  createTestMerchant,
  sessionCookieFor,
} from '../testing/purchase-fixtures';
import { createTestUser } from '../testing/admin-fixtures';
import { apiRequest, createTestApp, type TestApp } from '../testing/test-app';
import { linkMerchantUser } from './merchant-user-repository';

let t: TestApp;
let receiver: Server;
let receiverUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  receiver = createServer((_request, response) => response.writeHead(200).end());
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  await t.close();
});

/** A merchant as approval leaves it: a publishable key only, no secret key yet. */
async function newMerchant() {
  const merchant = await createTestMerchant(t.app);
  await t.app.db
    .updateTable('api_keys')
    .set({ revoked_at: new Date() })
    .where('merchant_id', '=', merchant.merchantId)
    .where('kind', '=', 'secret')
    .execute();
  const userId = await createTestUser(t.app.db, {
    email: `ob-${Date.now()}-${Math.random()}@primjer.me`,
  });
  await linkMerchantUser(t.app.db, userId, merchant.merchantId);
  return { merchant, cookie: await sessionCookieFor(t.app, userId) };
}

const overview = async (cookie: string) =>
  (await apiRequest(t.app, { url: '/api/merchant/overview', cookie })).json().onboarding;
const post = (cookie: string, url: string, payload?: object) =>
  apiRequest(t.app, { method: 'POST', url, cookie, ...(payload ? { payload } : {}) });

describe('merchant onboarding checklist', () => {
  it('ticks each step from what exists: key, webhook, delivered test event, test order, guide', async () => {
    const { merchant, cookie } = await newMerchant();
    expect(await overview(cookie)).toEqual({
      secretKey: false,
      webhook: false,
      testEvent: false,
      testCheckout: false,
      guide: false,
    });
    const created = await post(cookie, '/api/merchant/api-keys', { kind: 'secret' });
    expect(created.statusCode).toBe(201);
    expect((await overview(cookie)).secretKey).toBe(true);

    await apiRequest(t.app, {
      method: 'PUT',
      url: '/api/merchant/webhook-endpoint',
      cookie,
      payload: { url: receiverUrl },
    });
    expect(await overview(cookie)).toMatchObject({ webhook: true, testEvent: false });
    expect((await post(cookie, '/api/merchant/webhook-endpoint/test')).json().status).toBe(
      'delivered',
    );
    expect((await overview(cookie)).testEvent).toBe(true);

    const shopper = await createShopper(t.app);
    await buyOnInstalments(
      t.app,
      { ...merchant, secretKey: created.json().secret },
      shopper,
      3_000,
    );
    expect((await overview(cookie)).testCheckout).toBe(true);

    const opened = await post(cookie, '/api/merchant/onboarding/guide-opened');
    expect(opened.json().onboarding).toEqual({
      secretKey: true,
      webhook: true,
      testEvent: true,
      testCheckout: true,
      guide: true,
    });
  });

  it('a test event the receiver refused does not tick its step', async () => {
    const { cookie } = await newMerchant();
    await apiRequest(t.app, {
      method: 'PUT',
      url: '/api/merchant/webhook-endpoint',
      cookie,
      payload: { url: 'http://127.0.0.1:9/closed' },
    });
    expect((await post(cookie, '/api/merchant/webhook-endpoint/test')).json().status).toBe(
      'pending',
    );
    expect((await overview(cookie)).testEvent).toBe(false);
  });

  it('is hidden once dismissed, and once a live order exists', async () => {
    const first = await newMerchant();
    expect((await post(first.cookie, '/api/merchant/onboarding/dismiss')).statusCode).toBe(200);
    expect(await overview(first.cookie)).toBeNull();

    const second = await newMerchant();
    const shopper = await createShopper(t.app);
    const key = await post(second.cookie, '/api/merchant/api-keys', { kind: 'secret' });
    const withKey = { ...second.merchant, secretKey: key.json().secret as string };
    const orderId = await buyOnInstalments(t.app, withKey, shopper, 2_000);
    expect(await overview(second.cookie)).not.toBeNull();
    await t.app.db
      .updateTable('orders')
      .set({ livemode: true })
      .where('id', '=', orderId)
      .execute();
    expect(await overview(second.cookie)).toBeNull();
  });

  it('refuses a signed-out request', async () => {
    expect((await post('', '/api/merchant/onboarding/dismiss')).statusCode).toBe(401);
  });
});
