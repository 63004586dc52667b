import { describe, expect, it } from 'vitest';
import {
  buyOnInstalments,
  createShopper,
  expectLedgerConsistent,
  payInstalmentsRequest,
  setupPurchaseTest,
  type TestMerchant,
} from '../testing/purchase-fixtures';
import { apiRequest, type TestApp } from '../testing/test-app';
import { orderDeps } from './order-deps';
import { writeOffOrder } from './write-off-service';

let t: TestApp;
let merchant: TestMerchant;
setupPurchaseTest({ merchant: { name: 'Apoteka Budva' } }, (ready) => ({ t, merchant } = ready));

const ledgerOf = (orderId: string) =>
  t.app.db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as x', 'x.id', 'e.ledger_transaction_id')
    .select(['x.kind', 'e.account', 'e.amount_cents'])
    .where('e.order_id', '=', orderId)
    .execute();

describe('a written-off debt can still be paid', () => {
  it('takes the payment, books it as a recovery, clears the arrears and allows deletion', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 9_000, 3);
    await t.app.db
      .updateTable('instalments')
      .set({ status: 'overdue', overdue_at: new Date() })
      .where('order_id', '=', orderId)
      .where('sequence', '=', 2)
      .execute();
    await writeOffOrder(orderDeps(t.app), orderId);
    const blocked = await apiRequest(t.app, { url: '/api/me/spending', cookie: shopper.cookie });
    expect(blocked.json()).toMatchObject({ hasOverdue: true, availableCents: 0 });

    const view = await apiRequest(t.app, {
      url: `/api/me/orders/${orderId}`,
      cookie: shopper.cookie,
    });
    expect(view.json()).toMatchObject({
      status: 'written_off',
      outstandingCents: 6_000,
      hasOverdue: true,
      nextInstalment: { sequence: 2, owedCents: 3_000 },
    });
    const paid = await payInstalmentsRequest(t.app, shopper.cookie, orderId, 'next');
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().payment).toMatchObject({ amountCents: 3_000 });
    const rest = await payInstalmentsRequest(t.app, shopper.cookie, orderId, 'rest');
    expect(rest.statusCode, rest.body).toBe(201);
    const again = await payInstalmentsRequest(t.app, shopper.cookie, orderId, 'rest');
    expect(again.statusCode).toBe(409);

    const order = await t.app.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('written_off');
    const entries = await ledgerOf(orderId);
    const sum = (account: string) =>
      entries.filter((e) => e.account === account).reduce((s, e) => s + e.amount_cents, 0);
    // Written off 60 EUR, all of it recovered: the expense nets to 0, the cash came in.
    expect(sum('write_off_expense')).toBe(0);
    expect(sum('shopper_receivable')).toBe(0);
    await expectLedgerConsistent(t.app);

    const after = await apiRequest(t.app, { url: '/api/me/spending', cookie: shopper.cookie });
    expect(after.json()).toMatchObject({ hasOverdue: false, outstandingCents: 0 });
    const deleted = await apiRequest(t.app, {
      method: 'DELETE',
      url: '/api/me',
      cookie: shopper.cookie,
      payload: { password: 'Test-Lozinka-2026!' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
  });

  it('still refuses to pay an order that is closed otherwise', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 3_000, 3);
    expect((await payInstalmentsRequest(t.app, shopper.cookie, orderId, 'rest')).statusCode).toBe(
      201,
    );
    const closed = await payInstalmentsRequest(t.app, shopper.cookie, orderId, 'rest');
    expect(closed.statusCode).toBe(409);
  });
});
