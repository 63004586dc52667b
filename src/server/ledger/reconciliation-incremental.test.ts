import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  buyOnInstalments,
  createShopper,
  setupPurchaseTest,
  type PurchaseTest,
} from '../testing/purchase-fixtures';
import { refundOrder } from '../orders/refund-service';
import { orderDeps } from '../orders/order-deps';
import type { PaymentProvider } from '../payments/provider';
import {
  withPagedStatement,
  type PagedStatementProvider,
} from '../testing/paged-statement-provider';
import { reconcile } from './reconciliation';
import { readStatement, REREAD_WINDOW_MS, STATEMENT_PAGE } from './reconciliation-statement';

let test: PurchaseTest;
let provider: PagedStatementProvider;
setupPurchaseTest({}, (ready) => {
  test = ready;
  provider = withPagedStatement(ready.t.app.paymentProvider);
});

/** The same provider, able to give its statement only whole (the totals are then rebuilt). */
function wholeOnly(provider: PaymentProvider): PaymentProvider {
  return Object.assign(Object.create(provider) as PaymentProvider, { statementPage: undefined });
}

/** A report's differences in one fixed order, to compare two readings of the statement. */
function sorted<T>(rows: T[]): T[] {
  return [...rows].sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
}

async function addProviderLine(key: string, chargeId: string, cents: number, at: Date) {
  provider.addCharge(key, chargeId, cents, at);
}

describe('incremental reconciliation', () => {
  it('gives run after run the same report as reading the whole statement', async () => {
    const { t, merchant } = test;
    const deps = { db: t.app.db, provider };
    const whole = { db: t.app.db, provider: wholeOnly(provider) };
    const shopper = await createShopper(t.app);
    const first = await buyOnInstalments(t.app, merchant, shopper, 3_000, 3);
    const runs: string[] = [];
    const sameAsWhole = async () => {
      const incremental = await reconcile(deps);
      const full = await reconcile(whole);
      // The same differences; rows without an order come in no particular order.
      expect(sorted(incremental.discrepancies)).toEqual(sorted(full.discrepancies));
      runs.push(JSON.stringify(incremental.discrepancies));
      // And the incremental reading after a whole one starts over, still the same.
      expect(sorted((await reconcile(deps)).discrepancies)).toEqual(sorted(full.discrepancies));
    };
    await sameAsWhole();

    // New purchases, a refund, a charge no payment knows, and a line committed late with a time
    // before the newest line already read (inside the overlap the next run reads again).
    const second = await buyOnInstalments(t.app, merchant, shopper, 4_500, 3);
    await refundOrder(
      orderDeps(t.app),
      { merchantId: merchant.merchantId, orderId: first, kind: 'refund', answerAs: 'api' },
      null,
      new Date(),
    );
    await addProviderLine('stray-1', 'ch_stray_1', 777, new Date());
    await reconcile(deps);
    await addProviderLine('late-1', 'ch_late_1', 555, new Date(Date.now() - REREAD_WINDOW_MS / 2));
    await sameAsWhole();
    const report = await reconcile(deps);
    expect(report.discrepancies).toEqual(
      expect.arrayContaining([
        { orderId: null, kind: 'unbooked_charge', books: 0, provider: 777 },
        { orderId: null, kind: 'unbooked_charge', books: 0, provider: 555 },
      ]),
    );
    expect(report.discrepancies.filter((d) => d.orderId === first || d.orderId === second)).toEqual(
      [],
    );

    // A charge the books do not know yet is kept aside and goes to its order once booked.
    const chargeOfSecond = await t.app.db
      .selectFrom('payments')
      .select(['provider_charge_id', 'amount_cents'])
      .where('order_id', '=', second)
      .executeTakeFirstOrThrow();
    await sql`update payments set provider_charge_id = 'ch_moved_away' where order_id = ${second}`.execute(
      t.app.db,
    );
    await sql`update reconciliation_statement_cursor set read_at = null`.execute(t.app.db);
    const aside = await reconcile(deps);
    expect(aside.discrepancies).toEqual(
      expect.arrayContaining([
        {
          orderId: second,
          kind: 'charged_mismatch',
          books: chargeOfSecond.amount_cents,
          provider: 0,
        },
      ]),
    );
    await sql`update payments set provider_charge_id = ${chargeOfSecond.provider_charge_id}
              where order_id = ${second}`.execute(t.app.db);
    expect((await reconcile(deps)).discrepancies.filter((d) => d.orderId === second)).toEqual([]);
    await sameAsWhole();
    expect(runs.at(-1)).not.toContain(second);
  });

  it('reads only the lines since its last run (and the short overlap), in pages', async () => {
    const { t } = test;
    await reconcile({ db: t.app.db, provider });
    // The acquirer's own lines come whole on every run; only the dated lines are paged.
    const unpaged = (await t.app.paymentProvider.statement()).length;
    const old = new Date(Date.now() - 3 * REREAD_WINDOW_MS);
    // Lines older than the overlap, added behind the cursor, are not read again.
    provider.moveAllTo(old);
    const cursor = new Date(old.getTime() + 2 * REREAD_WINDOW_MS);
    await sql`update reconciliation_statement_cursor set read_at = ${cursor}`.execute(t.app.db);
    expect(await readStatement(t.app.db, provider)).toBe(unpaged);
    provider.addCharges('bulk', STATEMENT_PAGE + 5, 1);
    // The new lines, in two pages (and the overlap: lines just before the cursor, read again).
    const read = (await readStatement(t.app.db, provider)) - unpaged;
    expect(read).toBeGreaterThanOrEqual(STATEMENT_PAGE + 5);
    expect(read).toBeLessThan(STATEMENT_PAGE + 50);
    const unbooked = (await reconcile({ db: t.app.db, provider })).discrepancies.filter(
      (d) => d.kind === 'unbooked_charge' && d.provider === 1,
    );
    expect(unbooked).toHaveLength(STATEMENT_PAGE + 5);
  });
});
