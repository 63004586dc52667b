import { describe, expect, it } from 'vitest';
import {
  buyOnInstalments,
  createShopper,
  crashingAfterProviderCall,
  expectLedgerConsistent,
  setupEngineTest,
  type EngineTest,
} from '../testing/engine-fixtures';
import { engineDeps } from '../orders/engine-deps';
import { refundOrder } from '../orders/refund-service';
import { runPaymentRecovery } from '../orders/recovery';
import { reconcile } from './reconciliation';

let test: EngineTest;
setupEngineTest({}, (ready) => (test = ready));

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

    await runPaymentRecovery(engineDeps(t.app), new Date(now.getTime() + 2 * 60_000));
    expect((await reconcile(deps)).discrepancies).toEqual([]);
    await expectLedgerConsistent(t.app);
  });
});
