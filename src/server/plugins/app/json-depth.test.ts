import { describe, expect, it } from 'vitest';
import {
  createShopper,
  setupPurchaseTest,
  type TestMerchant,
} from '#server/testing/purchase-fixtures';
import { apiRequest, type TestApp } from '#server/testing/test-app';
import { render } from '#server/http/errors';
import { JSON_TOO_DEEP_MESSAGE, MAX_JSON_DEPTH, jsonDeeperThan } from './json-depth';

let t: TestApp;
let merchant: TestMerchant;
setupPurchaseTest({}, (ready) => {
  ({ t, merchant } = ready);
});

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const checkoutBody = (extra: string) =>
  '{"amount_cents":3000,"order_reference":"D","success_url":"https://a.example/",' +
  `"cancel_url":"https://a.example/","x":${extra}}`;

describe('JSON nesting depth', () => {
  it('counts brackets outside strings only', () => {
    expect(jsonDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(jsonDeeperThan(JSON.stringify({ a: '['.repeat(500) + '\\"{' }), 4)).toBe(false);
  });

  it('refuses a deeply nested body on an Idempotency-Key route with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/checkout/sessions',
      headers: {
        authorization: `Bearer ${merchant.secretKey}`,
        'idempotency-key': 'deep-1',
        'content-type': 'application/json',
      },
      payload: checkoutBody(nested(5_000)),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'bad_request',
      message: render(JSON_TOO_DEEP_MESSAGE, 'me'),
    });

    const shallow = await t.app.inject({
      method: 'POST',
      url: '/api/v1/checkout/sessions',
      headers: {
        authorization: `Bearer ${merchant.secretKey}`,
        'idempotency-key': 'deep-2',
        'content-type': 'application/json',
      },
      payload: checkoutBody(nested(10)),
    });
    expect(shallow.json().error).not.toBe('bad_request');
    expect(shallow.statusCode).toBeLessThan(500);
  });

  it('refuses it on a shopper route too', async () => {
    const shopper = await createShopper(t.app);
    const response = await apiRequest(t.app, {
      method: 'POST',
      url: '/api/me/orders/ord_000000000000000000000000/payments',
      cookie: shopper.cookie,
      headers: { 'idempotency-key': 'deep-3', 'content-type': 'application/json' },
      payload: `{"x":${nested(5_000)}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('bad_request');
  });

  it('still refuses prototype poisoning and broken JSON with 400', async () => {
    for (const payload of ['{"__proto__":{"x":1}}', '{"a":']) {
      const response = await apiRequest(t.app, {
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
    }
  });
});
