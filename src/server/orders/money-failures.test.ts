// The four ways money was lost when the provider or the database failed at the wrong moment,
// each reproduced through the API with a real database fault (a trigger) or a provider failure.
// After the retry the provider's record must equal the books, charge for charge.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { CardDetails, ChargeResult, LookupResult, RefundResult } from '../payments/provider';
import { ForwardingProvider } from '../testing/forwarding-provider';
import { failNextWrites } from '../testing/db-faults';
import {
  buyOnInstalments,
  confirmCheckoutRequest,
  createCheckout,
  createShopper,
  createTestMerchant,
  expectLedgerConsistent,
  payInstalmentsRequest,
  v1,
  type TestMerchant,
} from '../testing/purchase-fixtures';
import { acquirerProvider, createTestApp, type TestApp } from '../testing/test-app';

/** The sandbox with a switch that makes a coming refund fail (an acquirer outage: 502). */
class FlakyProvider extends ForwardingProvider {
  private failRefundCall: number | null = null;
  private refundCalls = 0;

  /** The nth refund call from now fails (1 = the next one). */
  failRefundCallFromNow(nth: number | null): void {
    this.failRefundCall = nth === null ? null : this.refundCalls + nth;
  }

  override charge(key: string, amountCents: number, card: CardDetails): Promise<ChargeResult> {
    return this.inner.charge(key, amountCents, card);
  }

  override async refund(key: string, chargeId: string, amountCents: number): Promise<RefundResult> {
    this.refundCalls += 1;
    if (this.failRefundCall === this.refundCalls) {
      return { ok: false, code: 'processing_error', message: 'Acquirer unavailable' };
    }
    return this.inner.refund(key, chargeId, amountCents);
  }

  override lookup(key: string): Promise<LookupResult> {
    return this.inner.lookup(key);
  }
}

let t: TestApp;
let provider: FlakyProvider;
let merchant: TestMerchant;
beforeAll(async () => {
  provider = new FlakyProvider();
  t = await createTestApp({}, undefined, { paymentProvider: provider });
  provider.inner = acquirerProvider(t.app.config);
  merchant = await createTestMerchant(t.app);
});
afterAll(() => t.close());

/** Charged and refunded per order, as the books say and as the provider's statement says. */
async function booksAndProvider(orderId: string) {
  const payments = await t.app.db
    .selectFrom('payments')
    .select(['provider_charge_id', 'amount_cents', 'refunded_cents'])
    .where('order_id', '=', orderId)
    .execute();
  const books = {
    charged: payments.reduce((s, p) => s + p.amount_cents, 0),
    refunded: payments.reduce((s, p) => s + p.refunded_cents, 0),
  };
  const ids = new Set(payments.map((p) => p.provider_charge_id));
  const statement = (await provider.statement()).filter((e) => ids.has(e.chargeId));
  const total = (kind: 'charge' | 'refund') =>
    statement.filter((e) => e.kind === kind).reduce((s, e) => s + e.amountCents, 0);
  return { books, provider: { charged: total('charge'), refunded: total('refund') } };
}

function refund(orderId: string, key: string, amountCents?: number) {
  return v1(t.app, merchant.secretKey, {
    method: 'POST',
    url: `/api/v1/orders/${orderId}/refunds`,
    headers: { 'idempotency-key': key },
    payload: amountCents === undefined ? {} : { amount_cents: amountCents },
  });
}

describe('money that survives failure', () => {
  it('case 1: a retried refund that failed after the card refund refunds the card once', async () => {
    const shopper = await createShopper(t.app);
    // 30.00 in three instalments, the first (10.00) paid: a 25.00 refund lowers what is owed by
    // 20.00 and sends 5.00 back to the card.
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 3_000, 3);
    await failNextWrites(t.app.db, 'refunds');
    const first = await refund(orderId, 'refund-case-1', 2_500);
    expect(first.statusCode).toBeGreaterThanOrEqual(500);
    const retry = await refund(orderId, 'refund-case-1', 2_500);
    expect(retry.statusCode).toBe(201);
    const again = await refund(orderId, 'refund-case-1', 2_500);
    expect(again.json()).toEqual(retry.json());
    const state = await booksAndProvider(orderId);
    expect(state.books).toEqual({ charged: 1_000, refunded: 500 });
    expect(state.provider).toEqual(state.books);
    await expectLedgerConsistent(t.app);
  });

  it('case 2: a refund over two charges that fails part-way can still be completed', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 3_000, 3);
    expect((await payInstalmentsRequest(t.app, shopper.cookie, orderId, 'next')).statusCode).toBe(
      201,
    );
    // Everything back: 10.00 owed is forgiven, 20.00 goes to the card over the two charges; the
    // second card refund fails.
    provider.failRefundCallFromNow(2);
    const first = await refund(orderId, 'refund-case-2a');
    expect(first.statusCode).toBe(502);
    provider.failRefundCallFromNow(null);
    // Whatever the first request left behind, the books agree with the provider ...
    const between = await booksAndProvider(orderId);
    expect(between.provider).toEqual(between.books);
    // ... and a new request refunds the rest.
    const rest = await refund(orderId, 'refund-case-2b');
    expect(rest.statusCode).toBe(201);
    const order = await t.app.db
      .selectFrom('orders')
      .select(['status', 'refunded_cents'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'refunded', refunded_cents: 3_000 });
    const state = await booksAndProvider(orderId);
    expect(state.books).toEqual({ charged: 2_000, refunded: 2_000 });
    expect(state.provider).toEqual(state.books);
    await expectLedgerConsistent(t.app);
  });

  it('case 3: a retried checkout never books a charge that was given back', async () => {
    const shopper = await createShopper(t.app);
    const session = await createCheckout(t.app, merchant.secretKey, 3_000);
    await failNextWrites(t.app.db, 'orders');
    const headers = { 'idempotency-key': 'confirm-case-3' };
    const first = await confirmCheckoutRequest(t.app, shopper.cookie, session.id, { headers });
    expect(first.statusCode).toBeGreaterThanOrEqual(500);
    const retry = await confirmCheckoutRequest(t.app, shopper.cookie, session.id, { headers });
    expect(retry.statusCode).toBe(201);
    const orderId = retry.json().order.id as string;
    const state = await booksAndProvider(orderId);
    expect(state.books).toEqual({ charged: 1_000, refunded: 0 });
    expect(state.provider).toEqual(state.books);
    // No charge anywhere at the provider that the books do not know.
    const allBooked = await t.app.db
      .selectFrom('payments')
      .select(sql<number>`coalesce(sum(amount_cents - refunded_cents), 0)::int`.as('net'))
      .executeTakeFirstOrThrow();
    const statement = await provider.statement();
    const providerNet = statement.reduce(
      (s, e) => s + (e.kind === 'charge' ? e.amountCents : -e.amountCents),
      0,
    );
    expect(providerNet).toBe(allBooked.net);
    await expectLedgerConsistent(t.app);
  });

  it('case 4: a crash before the answer is stored never runs the work twice', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 3_000, 3);
    await failNextWrites(t.app.db, 'idempotency_keys', {
      operation: 'INSERT OR UPDATE',
      when: 'NEW.response_status IS NOT NULL',
    });
    const first = await refund(orderId, 'refund-case-4', 1_000);
    expect(first.statusCode).toBeGreaterThanOrEqual(500);
    // Long enough that a reservation without an answer looks abandoned.
    await sql`update idempotency_keys set created_at = now() - interval '10 minutes'
              where key = 'refund-case-4'`.execute(t.app.db);
    const retry = await refund(orderId, 'refund-case-4', 1_000);
    expect(retry.statusCode).toBe(201);
    const refunds = await t.app.db
      .selectFrom('refunds')
      .select('amount_cents')
      .where('order_id', '=', orderId)
      .execute();
    expect(refunds).toEqual([{ amount_cents: 1_000 }]);
    const state = await booksAndProvider(orderId);
    expect(state.books).toEqual({ charged: 1_000, refunded: 0 });
    expect(state.provider).toEqual(state.books);
    await expectLedgerConsistent(t.app);
  });
});
