// With CARD_ACQUIRER=local and no provider given, the app takes card-fields payments at the local
// acquirer and still charges typed cards in the sandbox: both paths work side by side.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyOnInstalments,
  createCheckout,
  createShopper,
  createTestMerchant,
  freshKey,
  type TestMerchant,
} from '../testing/engine-fixtures';
import { startTestAcquirer, type TestAcquirer } from '../testing/local-acquirer';
import { apiRequest, createTestApp, type TestApp } from '../testing/test-app';
import { localBridgeProvider } from './local-bridge-provider';
import { MonriPaymentProvider } from './monri/provider';
import { SandboxPaymentProvider } from './sandbox-provider';
import { typeCardAtAcquirer } from '../testing/acquirer-card-fields';

const KEYS = { merchantKey: 'local-bridge-merchant-key-01', authenticityToken: 'localbridgetoken' };

let acquirer: TestAcquirer;
let t: TestApp;
let merchant: TestMerchant;

beforeAll(async () => {
  acquirer = await startTestAcquirer(KEYS);
  const base = await createTestApp();
  const card = {
    ...base.app.config.card,
    ...KEYS,
    acquirer: 'local' as const,
    baseUrl: acquirer.url,
  };
  await base.close();
  t = await createTestApp({ card });
  merchant = await createTestMerchant(t.app, { name: 'Knjižara Kotor' });
});
afterAll(async () => {
  await t.close();
  await acquirer.close();
});

async function typeCard(clientSecret: string, pan: string): Promise<void> {
  await typeCardAtAcquirer(acquirer.url, clientSecret, pan);
}

describe('the default provider with the local acquirer', () => {
  it('buys through the card fields at the acquirer, then refunds the charge there', async () => {
    const shopper = await createShopper(t.app);
    const session = await createCheckout(t.app, merchant.secretKey, 9_000);
    const opened = await apiRequest(t.app, {
      method: 'POST',
      url: '/api/payments/card-payments',
      cookie: shopper.cookie,
      payload: { purpose: 'checkout', sessionId: session.id, instalments: 3 },
    });
    expect(opened.statusCode).toBe(201);
    const { paymentId, clientSecret } = opened.json();
    await typeCard(clientSecret, '4242424242424242');
    const bought = await apiRequest(t.app, {
      method: 'POST',
      url: `/api/checkout/sessions/${session.id}/confirm`,
      cookie: shopper.cookie,
      headers: freshKey(),
      payload: { instalments: 3, acceptTerms: true, paymentId },
    });
    expect(bought.statusCode).toBe(201);
    const attempt = await t.app.db
      .selectFrom('payment_attempts')
      .select('id')
      .where('checkout_session_id', '=', session.id)
      .executeTakeFirstOrThrow();
    // The acquirer carried the charge under the attempt's id, and the sandbox never saw it.
    const looked = await t.app.paymentProvider.lookup(attempt.id);
    expect(looked).toMatchObject({ found: true, kind: 'charge', amountCents: 3_000 });
    const chargeId =
      looked.found && looked.kind === 'charge' && looked.result.ok ? looked.result.chargeId : '';
    expect(chargeId).not.toMatch(/^ch_test_/);
    const inSandbox = await t.app.db
      .selectFrom('sandbox_provider_operations')
      .select('key')
      .where('key', '=', attempt.id)
      .executeTakeFirst();
    expect(inSandbox).toBeUndefined();
    const refund = await t.app.paymentProvider.refund(`refund-${attempt.id}`, chargeId, 1_000);
    expect(refund.ok).toBe(true);
  });

  it('declines a card-fields payment the card network declined, with the Montenegrin message', async () => {
    const shopper = await createShopper(t.app);
    const session = await createCheckout(t.app, merchant.secretKey, 3_000);
    const opened = await apiRequest(t.app, {
      method: 'POST',
      url: '/api/payments/card-payments',
      cookie: shopper.cookie,
      payload: { purpose: 'checkout', sessionId: session.id, instalments: 3 },
    });
    const { paymentId, clientSecret } = opened.json();
    await typeCard(clientSecret, '4000000000000002');
    const declined = await apiRequest(t.app, {
      method: 'POST',
      url: `/api/checkout/sessions/${session.id}/confirm`,
      cookie: shopper.cookie,
      headers: freshKey(),
      payload: { instalments: 3, acceptTerms: true, paymentId },
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({
      error: 'card_declined',
      message: 'Kartica je odbijena.',
    });
  });

  it('still charges a typed card in the sandbox (saving a card and withdrawal until they move)', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 4_500);
    expect(orderId).toMatch(/^ord_/);
    const attempt = await t.app.db
      .selectFrom('payment_attempts')
      .select('id')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    const inSandbox = await t.app.db
      .selectFrom('sandbox_provider_operations')
      .select('key')
      .where('key', '=', attempt.id)
      .executeTakeFirst();
    expect(inSandbox).toBeDefined();
  });

  it('reads an unknown key as never received when the local acquirer does not answer', async () => {
    const gone = new MonriPaymentProvider({
      ...KEYS,
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 2_000,
    });
    const provider = localBridgeProvider(new SandboxPaymentProvider(t.app.db), gone);
    expect(await provider.lookup('never-sent-0000')).toEqual({ found: false });
    expect(Array.isArray(await provider.statement())).toBe(true);
  });
});
