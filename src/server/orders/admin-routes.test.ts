import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCalendarDay } from '#shared/dates';
import { DEMO_ADMIN, seedDemoData } from '../testing/demo-accounts';
import {
  buyOnInstalments,
  createShopper,
  createTestMerchant,
  expectLedgerConsistent,
  TEST_CARD,
  typeIntoCardFields,
} from '../testing/purchase-fixtures';
import { runLedgerCheck } from '../ledger/ledger-check';
import { apiRequest, createTestApp, loginAs, type TestApp } from '../testing/test-app';
import { orderDeps } from './order-deps';
import { runOverdueJob } from './overdue-job';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.app.db);
  admin = await loginAs(t.app, DEMO_ADMIN.email, DEMO_ADMIN.password);
});
afterAll(() => t.close());

describe('engine admin endpoints', () => {
  it('writes off an overdue order into the ledger and keeps the ledger check green', async () => {
    const merchant = await createTestMerchant(t.app);
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 6_000, 3);
    const url = `/api/admin/orders/${orderId}/write-off`;
    const early = await apiRequest(t.app, { method: 'POST', url, cookie: admin });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('nothing_overdue');

    const due = await t.app.db
      .selectFrom('instalments')
      .select('due_date')
      .where('order_id', '=', orderId)
      .where('sequence', '=', 2)
      .executeTakeFirstOrThrow();
    const later = fromCalendarDay(due.due_date);
    later.setDate(later.getDate() + 10);
    await runOverdueJob({ ...orderDeps(t.app), overdueGraceDays: 3 }, later);
    const written = await apiRequest(t.app, { method: 'POST', url, cookie: admin });
    expect(written.statusCode).toBe(200);
    expect(written.json()).toMatchObject({ status: 'written_off', outstandingCents: 0 });
    const report = await expectLedgerConsistent(t.app);
    expect(report.balances.write_off_expense).toBe(4_000);

    const check = await apiRequest(t.app, { url: '/api/admin/ledger/check', cookie: admin });
    expect(check.json()).toMatchObject({ ok: true, violations: [] });
    const purchase = await t.app.db
      .selectFrom('transactions')
      .select('status')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(purchase.status).toBe('overdue');
  });

  it('is for admins only', async () => {
    const shopper = await createShopper(t.app);
    const response = await apiRequest(t.app, {
      url: '/api/admin/ledger/check',
      cookie: shopper.cookie,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the ledger in the database', () => {
  it('refuses an unbalanced transaction at commit and any edit', async () => {
    const merchant = await createTestMerchant(t.app);
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 3_000, 3);
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        const tx = await trx
          .insertInto('ledger_transactions')
          .values({ kind: 'instalment_paid', order_id: orderId, merchant_id: merchant.merchantId })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('ledger_entries')
          .values([
            { ledger_transaction_id: tx.id, account: 'cash', amount_cents: 100, order_id: orderId },
            {
              ledger_transaction_id: tx.id,
              account: 'shopper_receivable',
              amount_cents: -99,
              order_id: orderId,
            },
          ])
          .execute();
      }),
    ).rejects.toThrow(/does not balance/);
    await expect(
      t.app.db.updateTable('ledger_entries').set({ amount_cents: 1 }).execute(),
    ).rejects.toThrow(/append-only/);
    await expectLedgerConsistent(t.app);
  });
});

describe('the ledger check against the acquirer', () => {
  it('gives the verdict of `npm run ledger:check`: a charge the books do not know fails it', async () => {
    // A charge at the acquirer that no payment or attempt knows (what the script reports): a
    // payment opened under a key of no attempt and paid in the card fields. It stays in this
    // app's acquirer, so this test comes last in the file.
    const provider = t.app.paymentProvider;
    if (!provider.startCardPayment) throw new Error('no card fields');
    const started = await provider.startCardPayment({
      key: randomUUID(),
      amountCents: 1_000,
      description: 'unbooked',
      saveCard: false,
    });
    const paid = await typeIntoCardFields(t.app, started.clientSecret, TEST_CARD);
    expect(paid).not.toHaveProperty('error');
    const script = await runLedgerCheck(t.app.db, provider);
    const check = await apiRequest(t.app, { url: '/api/admin/ledger/check', cookie: admin });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ ok: false });
    expect(check.json().discrepancies).toEqual(script.discrepancies);
    expect(script.discrepancies).toContainEqual(
      expect.objectContaining({ kind: 'unbooked_charge', provider: 1_000 }),
    );
  });
});
