// The checkout's card fields only authorise the first instalment (the amount is held on the
// card); the confirmation captures it once the locked decision approves and releases it when the
// confirmation ends without a purchase. A crash between the decision and the capture leaves the
// hold to recovery, which releases it and fails the attempt: a hold is never left behind and
// never taken twice.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ProviderUnavailableError,
  type ChargeResult,
  type PaymentSource,
} from '../payments/provider';
import {
  createCheckout,
  createShopper,
  createTestMerchant,
  expectLedgerConsistent,
  payInCardFields,
  type TestMerchant,
} from '../testing/purchase-fixtures';
import { ForwardingProvider } from '../testing/forwarding-provider';
import { acquirerProvider, apiRequest, createTestApp, type TestApp } from '../testing/test-app';
import { orderDeps } from './order-deps';
import { RECOVERY_AFTER_MS, runPaymentRecovery } from './recovery';

/** The run's acquirer, with a switch that makes the next capture never leave NaRate (a crash). */
class CrashBeforeCaptureProvider extends ForwardingProvider {
  crashNextCapture = false;

  override charge(key: string, amountCents: number, card: PaymentSource): Promise<ChargeResult> {
    if (this.crashNextCapture && 'paymentId' in card) {
      this.crashNextCapture = false;
      return Promise.reject(new ProviderUnavailableError('the process stopped before capturing'));
    }
    return this.inner.charge(key, amountCents, card);
  }
}

let t: TestApp;
let provider: CrashBeforeCaptureProvider;
let merchant: TestMerchant;
beforeAll(async () => {
  provider = new CrashBeforeCaptureProvider();
  t = await createTestApp({}, undefined, { paymentProvider: provider });
  provider.inner = acquirerProvider(t.app.config);
  merchant = await createTestMerchant(t.app);
});
afterAll(() => t.close());

/** A checkout whose first instalment the shopper authorised in the card fields. */
async function authorisedCheckout(amountCents: number) {
  const shopper = await createShopper(t.app);
  const session = await createCheckout(t.app, merchant.secretKey, amountCents);
  const paymentId = await payInCardFields(t.app, shopper.cookie, {
    purpose: 'checkout',
    sessionId: session.id,
    instalments: 3,
  });
  const key = (await provider.cardPaymentKey(paymentId)) ?? '';
  // Held, not taken: the acquirer has no charge under the key yet.
  expect(await provider.lookup(key)).toEqual({ found: false });
  const confirm = () =>
    apiRequest(t.app, {
      method: 'POST',
      url: `/api/checkout/sessions/${session.id}/confirm`,
      cookie: shopper.cookie,
      headers: { 'idempotency-key': `confirm-${key}` },
      payload: { instalments: 3, paymentId, acceptTerms: true },
    });
  return { shopper, session, paymentId, key, confirm };
}

async function statementLines(key: string) {
  return (await provider.statement()).filter((line) => line.chargeId === key);
}

async function ordersOf(sessionId: string) {
  return t.app.db
    .selectFrom('orders')
    .select('id')
    .where('checkout_session_id', '=', sessionId)
    .execute();
}

describe('checkout: authorise, then capture', () => {
  it('an approved confirmation captures the held amount once', async () => {
    const checkout = await authorisedCheckout(3_000);
    const response = await checkout.confirm();
    expect(response.statusCode).toBe(201);
    expect(await statementLines(checkout.key)).toEqual([
      { key: checkout.key, kind: 'charge', chargeId: checkout.key, amountCents: 1_000 },
    ]);
    expect(await provider.voidAuthorization(checkout.key)).toBe('captured');
    await expectLedgerConsistent(t.app);
  });

  it('a refused confirmation captures nothing and voids the authorisation', async () => {
    const checkout = await authorisedCheckout(3_000);
    // The limit fell between typing the card and confirming: the locked decision refuses.
    await t.app.db
      .updateTable('user_credit_scores')
      .set({ spending_limit: 100 })
      .where('user_id', '=', checkout.shopper.userId)
      .execute();
    const response = await checkout.confirm();
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(await statementLines(checkout.key)).toEqual([]);
    expect(await provider.voidAuthorization(checkout.key)).toBe('voided');
    expect(await provider.lookup(checkout.key)).toMatchObject({
      found: true,
      kind: 'charge',
      result: { ok: false },
    });
    expect(await ordersOf(checkout.session.id)).toEqual([]);
    await expectLedgerConsistent(t.app);
  });

  it('a confirmation of an expired session voids the authorisation', async () => {
    const checkout = await authorisedCheckout(2_400);
    // Created two hours ago and past its expiry (the table refuses an expiry before creation).
    await sql`update checkout_sessions set created_at = now() - interval '2 hours',
      expires_at = now() - interval '1 second' where id = ${checkout.session.id}`.execute(t.app.db);
    const response = await checkout.confirm();
    expect(response.statusCode).toBe(409);
    expect(await statementLines(checkout.key)).toEqual([]);
    expect(await provider.voidAuthorization(checkout.key)).toBe('voided');
    await expectLedgerConsistent(t.app);
  });

  it('a crash between the decision and the capture: recovery voids the hold and fails the attempt, and nothing is captured later', async () => {
    const checkout = await authorisedCheckout(3_600);
    provider.crashNextCapture = true;
    const response = await checkout.confirm();
    expect(response.statusCode).toBe(503);
    // Still held while a request could be in flight.
    expect(await provider.lookup(checkout.key)).toEqual({ found: false });

    const later = new Date(Date.now() + 2 * RECOVERY_AFTER_MS);
    await runPaymentRecovery(orderDeps(t.app), later);
    const attempt = await t.app.db
      .selectFrom('payment_attempts')
      .select(['status'])
      .where('id', '=', checkout.key)
      .executeTakeFirstOrThrow();
    expect(attempt.status).toBe('failed');
    expect(await provider.voidAuthorization(checkout.key)).toBe('voided');
    expect(await statementLines(checkout.key)).toEqual([]);
    expect(await ordersOf(checkout.session.id)).toEqual([]);

    // The shopper's retry with the same key gets the stored answer; the hold is not captured.
    const retry = await checkout.confirm();
    expect(retry.statusCode).toBe(402);
    expect(await statementLines(checkout.key)).toEqual([]);
    await expectLedgerConsistent(t.app);
  });
});
