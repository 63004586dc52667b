// Past DECISION_CONCURRENCY decisions at once, the next is turned away at once with 503 and
// Retry-After; the shop's retry with the same Idempotency-Key then decides once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmCheckoutRequest,
  createCheckout,
  createShopper,
  createTestMerchant,
  type TestMerchant,
} from '../testing/purchase-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let merchant: TestMerchant;
beforeAll(async () => {
  t = await createTestApp({ rateLimitEnabled: false, decisionConcurrency: 1 });
  merchant = await createTestMerchant(t.app);
});
afterAll(() => t.close());

describe('decision overload', () => {
  it('answers 503 with Retry-After at once past the limit, and the retry decides once', async () => {
    const provider = t.app.paymentProvider;
    const charge = provider.charge.bind(provider);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let reached!: () => void;
    const charging = new Promise<void>((resolve) => (reached = resolve));
    provider.charge = async (...args) => {
      reached();
      await held;
      return charge(...args);
    };
    try {
      const first = await createShopper(t.app);
      const second = await createShopper(t.app);
      const a = await createCheckout(t.app, merchant.secretKey, 3_000);
      const b = await createCheckout(t.app, merchant.secretKey, 3_000);
      const firstAnswer = confirmCheckoutRequest(t.app, first.cookie, a.id);
      await charging;

      const key = { 'idempotency-key': 'retry-after-overload-0001' };
      const started = performance.now();
      const turnedAway = await confirmCheckoutRequest(t.app, second.cookie, b.id, {
        headers: key,
      });
      expect(turnedAway.statusCode).toBe(503);
      expect(turnedAway.headers['retry-after']).toBe('1');
      expect(turnedAway.json()).toMatchObject({ error: 'service_unavailable' });
      expect(performance.now() - started).toBeLessThan(1_000);

      release();
      expect((await firstAnswer).statusCode).toBe(201);
      const retried = await confirmCheckoutRequest(t.app, second.cookie, b.id, { headers: key });
      expect(retried.statusCode).toBe(201);
      const again = await confirmCheckoutRequest(t.app, second.cookie, b.id, { headers: key });
      expect(again.statusCode).toBe(201);
      expect(again.json().order.id).toBe(retried.json().order.id);
      const orders = await t.app.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('checkout_session_id', '=', b.id)
        .executeTakeFirstOrThrow();
      expect(Number(orders.n)).toBe(1);
    } finally {
      provider.charge = charge;
      release();
    }
  });
});
