// One merchant whose payout batch cannot be made must not stop the payouts of the others.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../ledger/reconciliation';
import { buyOnInstalments, createShopper, createTestMerchant } from '../testing/purchase-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { runPayoutJob } from './payout-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60_000);

async function batchCount(merchantId: string): Promise<number> {
  const rows = await t.app.db
    .selectFrom('payout_batches')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .execute();
  return rows.length;
}

describe('a payout batch that cannot be made', () => {
  it('is recorded and listed by reconciliation while every other merchant is paid', async () => {
    const merchants = [
      await createTestMerchant(t.app),
      await createTestMerchant(t.app),
      await createTestMerchant(t.app),
    ];
    const shopper = await createShopper(t.app, { limitCents: 50_000 });
    const orders: string[] = [];
    for (const merchant of merchants) {
      orders.push(await buyOnInstalments(t.app, merchant, shopper, 3_000, 3));
    }
    // Merchants are claimed in id order: break the one claimed first, so before isolation it
    // stopped the run for everyone after it.
    const sorted = [...merchants].sort((a, b) => a.merchantId.localeCompare(b.merchantId));
    const broken = sorted[0]!;
    const brokenOrder = orders[merchants.indexOf(broken)]!;
    // Its fee no longer matches the ledger's payable: planning the batch throws.
    await t.app.db
      .updateTable('orders')
      .set((eb) => ({ fee_cents: eb('fee_cents', '+', 1) }))
      .where('id', '=', brokenOrder)
      .execute();

    const run = await runPayoutJob(t.app, inDays(1));
    expect(run).toEqual({ batches: 2, failed: 1 });
    expect(await batchCount(broken.merchantId)).toBe(0);
    for (const merchant of sorted.slice(1)) expect(await batchCount(merchant.merchantId)).toBe(1);
    const failure = await t.app.db
      .selectFrom('payout_failures')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(failure).toMatchObject({ merchant_id: broken.merchantId, failures: 1 });
    expect(failure.message).toMatch(/Payable/i);

    const report = await reconcile({ db: t.app.db, provider: t.app.paymentProvider });
    expect(report.discrepancies).toContainEqual(
      expect.objectContaining({ kind: 'payout_failed', merchantId: broken.merchantId }),
    );

    // The next run tries it again; once its books are right the batch is made and the failure goes.
    expect(await runPayoutJob(t.app, inDays(1))).toEqual({ batches: 0, failed: 1 });
    await t.app.db
      .updateTable('orders')
      .set((eb) => ({ fee_cents: eb('fee_cents', '-', 1) }))
      .where('id', '=', brokenOrder)
      .execute();
    expect(await runPayoutJob(t.app, inDays(1))).toEqual({ batches: 1, failed: 0 });
    expect(await batchCount(broken.merchantId)).toBe(1);
    expect(await t.app.db.selectFrom('payout_failures').selectAll().execute()).toEqual([]);
  });
});
