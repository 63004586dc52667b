import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchantApiClient } from '#shared/api/merchant-api-client';
import { refundPart, startCheckout } from '#shared/merchant-api-client-example';
import {
  buyOnInstalments,
  createShopper,
  createTestMerchant,
  type TestMerchant,
} from '../testing/purchase-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let merchant: TestMerchant;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await createTestMerchant(t.app);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

describe('the typed merchant API client and the guide example', () => {
  it('creates a checkout session over HTTP and gets its hosted URL', async () => {
    const { sessionId, redirectTo } = await startCheckout(baseUrl, merchant.secretKey, 12_000);
    expect(sessionId).toMatch(/^cs_/);
    expect(redirectTo).toContain(`/checkout/${sessionId}`);
  });

  it('reads an order and refunds part of it', async () => {
    const shopper = await createShopper(t.app, { limitCents: 30_000 });
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 9_000, 3);
    const result = await refundPart(baseUrl, merchant.secretKey, orderId, 1_500);
    expect(result.refundedCents).toBe(1_500);
    expect(result.owed).toBe(9_000 - 3_000 - 1_500);
  });

  it('answers errors in the error shape, typed, in the language asked for', async () => {
    const narate = createMerchantApiClient({ baseUrl, secretKey: 'sk_test_wrong', locale: 'en' });
    const { data, error, response } = await narate.GET('/api/v1/orders');
    expect(data).toBeUndefined();
    expect(response.status).toBe(401);
    expect(error).toMatchObject({ statusCode: 401, error: 'invalid_api_key' });
    await expect(startCheckout(baseUrl, 'sk_test_wrong', 12_000)).rejects.toThrow(
      /invalid_api_key/,
    );
  });
});
