// A card network that never answers: the request ends with payment_pending within the limit, the
// attempt stays pending, and recovery settles it from the acquirer's answer once it answers again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoverAttempt, RECOVERY_AFTER_MS } from '../orders/recovery';
import { orderDeps } from '../orders/order-deps';
import {
  confirmCheckoutRequest,
  createCheckout,
  createShopper,
  createTestMerchant,
  expectLedgerConsistent,
} from '../testing/purchase-fixtures';
import { acquirerProvider, createTestApp, type TestApp } from '../testing/test-app';
import type { ChargeResult, LookupResult, PaymentProvider, RefundResult } from './provider';
import { ForwardingProvider } from '../testing/forwarding-provider';
import { PROVIDER_TIMEOUT_MS, withProviderTimeout } from './timeout-provider';

/** The run's acquirer, except that the chosen calls never answer (a card network that went silent). */
class SilentProvider extends ForwardingProvider {
  silent = { charge: false, refund: false, lookup: false };

  private never<T>(): Promise<T> {
    return new Promise<T>(() => {});
  }

  override charge(...args: Parameters<PaymentProvider['charge']>): Promise<ChargeResult> {
    return this.silent.charge ? this.never() : this.inner.charge(...args);
  }

  override refund(...args: Parameters<PaymentProvider['refund']>): Promise<RefundResult> {
    return this.silent.refund ? this.never() : this.inner.refund(...args);
  }

  override lookup(key: string): Promise<LookupResult> {
    return this.silent.lookup ? this.never() : this.inner.lookup(key);
  }
}

const LIMIT_MS = 300;
let t: TestApp;
let provider: SilentProvider;
beforeAll(async () => {
  provider = new SilentProvider();
  t = await createTestApp({}, undefined, {
    paymentProvider: provider,
    paymentProviderTimeoutMs: LIMIT_MS,
  });
  provider.inner = acquirerProvider(t.app.config);
});
afterAll(() => t.close());

describe('a provider that never answers', () => {
  it('leaves the checkout pending within the time limit, and recovery settles it from the acquirer later (the uncaptured hold released)', async () => {
    const merchant = await createTestMerchant(t.app);
    const shopper = await createShopper(t.app);
    const session = await createCheckout(t.app, merchant.secretKey, 3_000);
    provider.silent = { charge: true, refund: false, lookup: true };
    const started = Date.now();
    const response = await confirmCheckoutRequest(t.app, shopper.cookie, session.id);
    // The charge and the lookup after it each waited the limit, no longer.
    expect(Date.now() - started).toBeLessThan(LIMIT_MS * 2 + 5_000);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: 'payment_pending' });
    const attempt = await t.app.db
      .selectFrom('payment_attempts')
      .select(['id', 'status', 'created_at'])
      .where('checkout_session_id', '=', session.id)
      .executeTakeFirstOrThrow();
    expect(attempt.status).toBe('pending');

    // Recovery asks again; a silent lookup is a lost answer, never a hang.
    const later = new Date(attempt.created_at.getTime() + RECOVERY_AFTER_MS + 1_000);
    expect(await recoverAttempt(orderDeps(t.app), attempt.id, later)).toBeNull();
    // The acquirer answers again: the card fields only held the amount and the capture never
    // reached it, so recovery releases the hold and the checkout ends unpaid, with no order and
    // no charge left unbooked.
    provider.silent = { charge: false, refund: false, lookup: false };
    const answer = await recoverAttempt(orderDeps(t.app), attempt.id, later);
    expect(answer?.statusCode).toBe(402);
    expect(await provider.voidAuthorization(attempt.id)).toBe('voided');
    await expectLedgerConsistent(t.app);
  });

  it('limits a refund too', async () => {
    const silent = withProviderTimeout(
      {
        name: 'silent',
        charge: () => new Promise(() => {}),
        refund: () => new Promise(() => {}),
        lookup: () => new Promise(() => {}),
        statement: async () => [],
      },
      50,
    );
    await expect(silent.refund('k', 'ch', 100)).rejects.toThrow(/did not answer a refund/);
  });

  it('keeps two limits (a call and its lookup) well under the recovery window', () => {
    expect(PROVIDER_TIMEOUT_MS * 2).toBeLessThan(RECOVERY_AFTER_MS);
  });
});
