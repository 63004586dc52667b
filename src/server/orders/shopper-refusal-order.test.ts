import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopper, freshKey } from '../testing/purchase-fixtures';
import { apiRequest, createTestApp, type TestApp } from '../testing/test-app';

// The shopper's payment routes check their request in zod schemas; a request that is wrong in
// several ways learns the same first refusal as before: the session, then (per route) the id or
// the Idempotency-Key, then the body.
const MALFORMED_ORDER = '/api/me/orders/not-an-order/payments';
const UNKNOWN_SESSION = 'cs_000000000000000000000000';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await createShopper(t.app)).cookie;
});
afterAll(() => t.close());

const post = (url: string, options: { cookie?: string; key?: boolean; payload?: object }) =>
  apiRequest(t.app, {
    method: 'POST',
    url,
    cookie: options.cookie,
    headers: options.key ? freshKey() : {},
    payload: options.payload ?? { scope: 'banana' },
  });

describe("the order of a shopper route's refusals", () => {
  it('paying an instalment: session, then Idempotency-Key, then the order id', async () => {
    expect((await post(MALFORMED_ORDER, {})).statusCode).toBe(401);
    const keyless = await post(MALFORMED_ORDER, { cookie });
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json().error).toBe('idempotency_key_required');
    const malformed = await post(MALFORMED_ORDER, { cookie, key: true });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().error).toBe('not_found');
  });

  it('paying with the saved card: session, then Idempotency-Key, then the body', async () => {
    const url = `${MALFORMED_ORDER}/saved-card`;
    expect((await post(url, {})).statusCode).toBe(401);
    expect((await post(url, { cookie })).json().error).toBe('idempotency_key_required');
    const refused = await post(url, { cookie, key: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('bad_request');
  });

  it('the confirmation: session, then the checkout id, then Idempotency-Key, then the body', async () => {
    expect((await post('/api/checkout/sessions/x/confirm', {})).statusCode).toBe(401);
    const malformed = await post('/api/checkout/sessions/x/confirm', { cookie });
    expect(malformed.statusCode).toBe(404);
    const url = `/api/checkout/sessions/${UNKNOWN_SESSION}/confirm`;
    expect((await post(url, { cookie })).json().error).toBe('idempotency_key_required');
    const refused = await post(url, { cookie, key: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('bad_request');
  });

  it('a list query and a card payment: session before the input', async () => {
    const list = (c?: string) =>
      apiRequest(t.app, { method: 'GET', url: '/api/me/orders?limit=abc', cookie: c });
    expect((await list()).statusCode).toBe(401);
    const refused = await list(cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: 'bad_request',
      fields: { limit: expect.any(String) },
    });
    const open = (c?: string) =>
      apiRequest(t.app, {
        method: 'POST',
        url: '/api/payments/card-payments',
        cookie: c,
        payload: { purpose: 'gift' },
      });
    expect((await open()).statusCode).toBe(401);
    expect((await open(cookie)).statusCode).toBe(400);
  });
});
