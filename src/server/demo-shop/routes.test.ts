import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, createTestApp, type TestApp } from '#server/testing/test-app';

// The demo shop's refusals; its products and a started checkout are exercised with the seeded
// demo merchant in merchants/merchant-area.test.ts. Every answer goes through its zod schema.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const start = (payload: Record<string, unknown>) =>
  apiRequest(t.app, { method: 'POST', url: '/api/demo-shop/checkout-sessions', payload });

describe('/api/demo-shop', () => {
  it('answers 404 demo_not_seeded before the demo merchant is seeded', async () => {
    const products = await apiRequest(t.app, { url: '/api/demo-shop/products' });
    expect(products.statusCode).toBe(404);
    expect(products.json()).toMatchObject({ error: 'demo_not_seeded' });
  });

  it('refuses a missing product with 400 and an unknown one with 404', async () => {
    const missing = await start({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: 'bad_request',
      message: 'Izaberi proizvod.',
      fieldCodes: { productId: 'productRequired' },
    });
    const unknown = await start({ productId: 'nema' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Proizvod nije pronađen.' });
  });
});
