import { describe, expect, it } from 'vitest';
import {
  SESSION_BODY,
  setupPurchaseTest,
  type TestMerchant,
  v1,
} from '../testing/purchase-fixtures';
import { apiRequest, type TestApp } from '../testing/test-app';
import { encodeCursor } from './cursor';

let t: TestApp;
let merchant: TestMerchant;
let cookie: string;
setupPurchaseTest(
  { merchantUser: true },
  (ready) => ({ t, merchant, merchantCookie: cookie } = ready),
);

const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('URL schemes in any case', () => {
  it('accepts HTTPS:// and Http:// return URLs and stores them in lower case', async () => {
    const response = await v1(t.app, merchant.secretKey, {
      method: 'POST',
      url: '/api/v1/checkout/sessions',
      payload: {
        ...SESSION_BODY,
        amount_cents: 5_000,
        success_url: 'HTTPS://shop.example.com/ok',
        cancel_url: 'Http://shop.example.com/Cancel?x=1',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const row = await t.app.db
      .selectFrom('checkout_sessions')
      .select(['success_url', 'cancel_url'])
      .where('id', '=', response.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      success_url: 'https://shop.example.com/ok',
      cancel_url: 'http://shop.example.com/Cancel?x=1',
    });
  });

  it('accepts an upper-case webhook URL scheme', async () => {
    const response = await apiRequest(t.app, {
      method: 'PUT',
      url: '/api/merchant/webhook-endpoint',
      cookie,
      payload: { url: 'HTTPS://shop.example.com/hooks' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().endpoint.url).toBe('https://shop.example.com/hooks');
  });
});

describe('cursors', () => {
  const bad: [string, string][] = [
    ['a time and a non-uuid id', cursorOf(['2030-01-01T00:00:00Z', 'not-a-uuid'])],
    ['a year 275760 date', cursorOf(['+275760-09-13T00:00:00.000Z', crypto.randomUUID()])],
    ['a date before 1970', cursorOf(['1969-12-31T23:59:59.999Z', crypto.randomUUID()])],
    ['a date that does not exist', cursorOf(['2030-02-31T00:00:00.000Z', crypto.randomUUID()])],
    ['a bare date', cursorOf(['2030-01-01', crypto.randomUUID()])],
    ['an order id where a uuid belongs', cursorOf(['2030-01-01T00:00:00.000Z', 'ord_x'])],
    ['three parts', cursorOf(['2030-01-01T00:00:00.000Z', crypto.randomUUID(), 1])],
    ['numbers', cursorOf([1, 2])],
    ['an object', cursorOf({ a: 1 })],
    ['not base64 JSON', '%%%'],
  ];

  it.each(bad)('merchant area lists refuse %s with 400 invalid_cursor', async (_name, cursor) => {
    for (const list of ['webhook-deliveries', 'payouts']) {
      const response = await apiRequest(t.app, {
        url: `/api/merchant/${list}?cursor=${encodeURIComponent(cursor)}`,
        cookie,
      });
      expect(response.statusCode, `${list}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'invalid_cursor',
        message: 'Neispravan cursor.',
      });
    }
  });

  it.each([
    ...bad,
    [
      'a uuid where an order id belongs',
      cursorOf(['2030-01-01T00:00:00.000Z', crypto.randomUUID()]),
    ],
  ])('/api/v1/orders refuses %s with 400 invalid_cursor', async (_name, cursor) => {
    const response = await v1(t.app, merchant.secretKey, {
      url: `/api/v1/orders?cursor=${encodeURIComponent(cursor)}`,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toBe('invalid_cursor');
  });

  it('accepts the cursors it hands out', async () => {
    const uuidCursor = encodeCursor({ createdAt: new Date(), id: crypto.randomUUID() });
    for (const list of ['webhook-deliveries', 'payouts']) {
      const response = await apiRequest(t.app, {
        url: `/api/merchant/${list}?cursor=${uuidCursor}`,
        cookie,
      });
      expect(response.statusCode).toBe(200);
    }
    const orderCursor = encodeCursor({ createdAt: new Date(), id: `ord_${'a'.repeat(24)}` });
    const orders = await v1(t.app, merchant.secretKey, {
      url: `/api/v1/orders?cursor=${orderCursor}`,
    });
    expect(orders.statusCode).toBe(200);
  });
});
