// Opening a card payment for the card fields: the server works out the amount, the acquirer (the
// local one, its own process) opens the payment, the browser gets its client secret.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MonriPaymentProvider } from '../payments/monri/provider';
import type { PaymentProvider } from '../payments/provider';
import { SandboxPaymentProvider } from '../payments/sandbox-provider';
import {
  buyOnInstalments,
  createCheckout,
  createShopper,
  createTestMerchant,
  type TestMerchant,
} from '../testing/engine-fixtures';
import { startTestAcquirer, type TestAcquirer } from '../testing/local-acquirer';
import { apiRequest, createTestApp, type TestApp } from '../testing/test-app';

const KEYS = { merchantKey: 'card-payment-route-key-0123', authenticityToken: 'cardroutetoken' };

let acquirer: TestAcquirer;
let t: TestApp;
let merchant: TestMerchant;
let sandbox: SandboxPaymentProvider | undefined;

/**
 * The local acquirer opens the card-fields payments; orders this test needs are still bought with
 * the sandbox while the checkout form posts a typed card.
 */
function providerWith(monri: MonriPaymentProvider): PaymentProvider {
  const typed = (): SandboxPaymentProvider => {
    if (!sandbox) throw new Error('sandbox not ready');
    return sandbox;
  };
  return {
    name: 'sandbox',
    charge: (key, amount, source) => typed().charge(key, amount, source),
    refund: (key, chargeId, amount) => typed().refund(key, chargeId, amount),
    lookup: (key) => typed().lookup(key),
    statement: () => typed().statement(),
    startCardPayment: (input) => monri.startCardPayment(input),
  };
}

beforeAll(async () => {
  acquirer = await startTestAcquirer(KEYS);
  const monri = new MonriPaymentProvider({ ...KEYS, baseUrl: acquirer.url, timeoutMs: 5_000 });
  const base = await createTestApp();
  const card = { ...base.app.config.card, ...KEYS, baseUrl: acquirer.url };
  await base.close();
  t = await createTestApp({ card }, undefined, { paymentProvider: providerWith(monri) });
  sandbox = new SandboxPaymentProvider(t.app.db);
  merchant = await createTestMerchant(t.app, { name: 'Optika Budva' });
});
afterAll(async () => {
  await t.close();
  await acquirer.close();
});

const open = (cookie: string | undefined, payload: object) =>
  apiRequest(t.app, { method: 'POST', url: '/api/payments/card-payments', cookie, payload });

describe('POST /api/payments/card-payments', () => {
  it("opens the checkout's first instalment at the acquirer and answers the card fields' secret", async () => {
    const shopper = await createShopper(t.app);
    const session = await createCheckout(t.app, merchant.secretKey, 10_000);
    const response = await open(shopper.cookie, {
      purpose: 'checkout',
      sessionId: session.id,
      instalments: 3,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      amountCents: 3334,
      authenticityToken: KEYS.authenticityToken,
      componentsUrl: `${acquirer.url}/dist/components.js`,
    });
    expect(body.paymentId).toEqual(expect.any(String));
    expect(body.clientSecret).toEqual(expect.any(String));
    expect(response.headers['cache-control']).toContain('no-store');
    // The card fields can take the card with that secret: the acquirer knows the payment.
    const confirmed = await fetch(`${acquirer.url}/components/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_secret: body.clientSecret,
        pan: '4242424242424242',
        exp_month: '12',
        exp_year: '39',
        cvv: '123',
      }),
    });
    expect(await confirmed.json()).toMatchObject({
      result: { status: 'approved', amount: 3334 },
    });
    const script = await fetch(body.componentsUrl);
    expect(script.status).toBe(200);
  });

  it("opens the next instalment or the whole rest of the shopper's own order", async () => {
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 9_000, 3);
    const next = await open(shopper.cookie, { purpose: 'instalments', orderId, scope: 'next' });
    expect(next.statusCode).toBe(201);
    expect(next.json().amountCents).toBe(3000);
    const rest = await open(shopper.cookie, {
      purpose: 'instalments',
      orderId,
      scope: 'rest',
      saveCard: true,
    });
    expect(rest.statusCode).toBe(201);
    expect(rest.json().amountCents).toBe(6000);

    const stranger = await createShopper(t.app);
    const other = await open(stranger.cookie, { purpose: 'instalments', orderId, scope: 'next' });
    expect(other.statusCode).toBe(404);
  });

  it('refuses a request without a session, of unknown purpose or for a missing checkout', async () => {
    expect(
      (await open(undefined, { purpose: 'checkout', sessionId: 'x', instalments: 3 })).statusCode,
    ).toBe(401);
    const shopper = await createShopper(t.app);
    const unknown = await open(shopper.cookie, { purpose: 'gift' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toEqual(expect.any(String));
    const missing = await open(shopper.cookie, {
      purpose: 'checkout',
      sessionId: 'cs_000000000000000000000000',
      instalments: 3,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('without card fields at the acquirer', () => {
  it('answers 503 card_fields_unavailable', async () => {
    const plain = await createTestApp();
    try {
      const shopperApp = plain.app;
      const shop = await createTestMerchant(shopperApp, { name: 'Knjižara Kotor' });
      const shopper = await createShopper(shopperApp);
      const session = await createCheckout(shopperApp, shop.secretKey, 5_000);
      const response = await apiRequest(shopperApp, {
        method: 'POST',
        url: '/api/payments/card-payments',
        cookie: shopper.cookie,
        payload: { purpose: 'checkout', sessionId: session.id, instalments: 3 },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toBe('card_fields_unavailable');
    } finally {
      await plain.close();
    }
  });
});
