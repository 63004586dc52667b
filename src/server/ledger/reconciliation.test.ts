import { describe, expect, it } from 'vitest';
import {
  buyOnInstalments,
  createShopper,
  crashingAfterProviderCall,
  expectLedgerConsistent,
  setupPurchaseTest,
  type PurchaseTest,
} from '../testing/purchase-fixtures';
import { postLedgerTransactionByHand } from '../testing/ledger-fixtures';
import { orderDeps } from '../orders/order-deps';
import { refundOrder } from '../orders/refund-service';
import { runPaymentRecovery } from '../orders/recovery';
import { reconcile } from './reconciliation';

let test: PurchaseTest;
setupPurchaseTest({}, (ready) => (test = ready));

describe('reconciliation of a refund in flight', () => {
  it('excuses a young pending refund the provider already made, and lists it once it is stuck', async () => {
    const { t, merchant } = test;
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 3_000, 3);
    const now = new Date();
    // The card refund reaches the provider; the process dies before the books are written.
    const crashing = crashingAfterProviderCall(t.app);
    await expect(
      refundOrder(
        crashing,
        { merchantId: merchant.merchantId, orderId, kind: 'refund', answerAs: 'api' },
        null,
        now,
      ),
    ).rejects.toThrow(/simulated crash/);
    const attempt = await t.app.db
      .selectFrom('payment_attempts')
      .select('status')
      .where('order_id', '=', orderId)
      .where('kind', '=', 'refund')
      .executeTakeFirstOrThrow();
    expect(attempt.status).toBe('pending');

    const deps = { db: t.app.db, provider: t.app.paymentProvider };
    expect((await reconcile(deps, new Date(now.getTime() + 5_000))).discrepancies).toEqual([]);
    // Long after any request could still be in flight, it is a discrepancy again.
    const late = await reconcile(deps, new Date(now.getTime() + 11 * 60_000));
    expect(late.discrepancies).toEqual(
      expect.arrayContaining([
        { orderId, kind: 'refunded_mismatch', books: 0, provider: 1_000 },
        // The refund attempt is named; only a checkout charge can be given back from the screen.
        {
          orderId,
          kind: 'stuck_attempt',
          books: 0,
          provider: 0,
          attemptId: expect.any(String),
          attemptCreatedAt: expect.any(String),
          canReturnCharge: false,
        },
      ]),
    );

    await runPaymentRecovery(orderDeps(t.app), new Date(now.getTime() + 2 * 60_000));
    expect((await reconcile(deps)).discrepancies).toEqual([]);
    await expectLedgerConsistent(t.app);
  });
});

describe('reconciliation at volume', () => {
  it('lists an order whose ledger cash differs from its card payments', async () => {
    const { t, merchant } = test;
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 3_000, 3);
    const deps = { db: t.app.db, provider: t.app.paymentProvider };
    const before = (await reconcile(deps)).discrepancies.filter((d) => d.orderId === orderId);
    expect(before).toEqual([]);
    // A cash posting no card payment stands behind.
    await postLedgerTransactionByHand(t.app, { merchantId: merchant.merchantId, orderId }, [
      { account: 'cash', amountCents: 250 },
      { account: 'shopper_receivable', amountCents: -250 },
    ]);
    const after = (await reconcile(deps)).discrepancies.filter((d) => d.orderId === orderId);
    expect(after).toEqual([
      { orderId, kind: 'ledger_charged_mismatch', books: 1_250, provider: 1_000 },
    ]);
  });

  it('lets other work run while it walks a long statement', async () => {
    const { t } = test;
    const provider = t.app.paymentProvider;
    const extra = Array.from({ length: 100_000 }, (_, i) => ({
      key: `unknown-${i}`,
      kind: 'charge' as const,
      chargeId: `ch_unknown_${i}`,
      amountCents: 100,
    }));
    // A provider that can only give its statement whole: it is read and added in slices.
    const long = Object.assign(Object.create(provider) as typeof provider, {
      statement: async () => [...(await provider.statement()), ...extra],
      statementPage: undefined,
    });
    let turns = 0;
    const timer = setInterval(() => (turns += 1), 0);
    const report = await reconcile({ db: t.app.db, provider: long });
    clearInterval(timer);
    expect(report.discrepancies.filter((d) => d.kind === 'unbooked_charge')).toHaveLength(100_000);
    // Timers ran between the slices (a slice per 5 000 lines), not only between its queries.
    expect(turns).toBeGreaterThanOrEqual(15);
  });
});
