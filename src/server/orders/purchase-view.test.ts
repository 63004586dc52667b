// The shopper's purchase list ("transactions") is a view over the orders: after every change of
// an order (pay, refund, cancel, overdue, write-off) its row follows with no second writer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCalendarDay } from '#shared/dates';
import type { TransactionStatus } from '../db/schema';
import { totalOwedCents } from '../rules/instalments';
import {
  buyOnInstalments,
  confirmCheckoutRequest,
  createCheckout,
  createShopper,
  createTestMerchant,
  payInstalmentsRequest,
  v1,
  type TestMerchant,
} from '../testing/purchase-fixtures';
import { apiRequest, createTestApp, type TestApp } from '../testing/test-app';
import { orderDeps } from './order-deps';
import { findOrder, type LoadedOrder } from './order-repository';
import { runOverdueJob } from './overdue-job';
import { writeOffOrder } from './write-off-service';

let t: TestApp;
let merchant: TestMerchant;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await createTestMerchant(t.app, { name: 'Tehnika Bar' });
});
afterAll(() => t.close());

/** The purchase list's rule, written in TypeScript to check the view's SQL against. */
function expectedRow(loaded: LoadedOrder): { status: TransactionStatus; amount: number } | null {
  const { order, instalments } = loaded;
  if (order.status === 'cancelled' || order.status === 'refunded' || order.user_id === null) {
    return null;
  }
  const amount = order.total_cents - order.refunded_cents;
  if (order.status === 'written_off' || instalments.some((i) => i.status === 'overdue')) {
    return { status: 'overdue', amount };
  }
  return { status: totalOwedCents(instalments) > 0 ? 'pending' : 'paid', amount };
}

async function viewRow(orderId: string) {
  const rows = await t.app.db
    .selectFrom('transactions')
    .select(['user_id', 'business_name', 'merchant_id', 'amount', 'status'])
    .where('order_id', '=', orderId)
    .execute();
  expect(rows.length).toBeLessThanOrEqual(1);
  return rows[0] ?? null;
}

/** The view's row equals the rule on the order as stored, and is what we expect. */
async function expectRow(orderId: string, expected: { status: string; amount: number } | null) {
  const loaded = await findOrder(t.app.db, orderId, {});
  if (!loaded) throw new Error('no order');
  const row = await viewRow(orderId);
  expect(row && { status: row.status, amount: row.amount }).toEqual(expectedRow(loaded));
  expect(row && { status: row.status, amount: row.amount }).toEqual(expected);
  if (row) {
    expect(row).toMatchObject({
      user_id: loaded.order.user_id,
      business_name: 'Tehnika Bar',
      merchant_id: merchant.merchantId,
    });
  }
}

describe('the purchase list view', () => {
  it('follows pay, refund and cancel', async () => {
    const shopper = await createShopper(t.app, { limitCents: 50_000 });
    const paid = await buyOnInstalments(t.app, merchant, shopper, 9_000, 3);
    await expectRow(paid, { status: 'pending', amount: 9_000 });
    const refund = await v1(t.app, merchant.secretKey, {
      method: 'POST',
      url: `/api/v1/orders/${paid}/refunds`,
      payload: { amount_cents: 2_000 },
    });
    expect(refund.statusCode).toBe(201);
    await expectRow(paid, { status: 'pending', amount: 7_000 });
    expect((await payInstalmentsRequest(t.app, shopper.cookie, paid, 'rest')).statusCode).toBe(201);
    await expectRow(paid, { status: 'paid', amount: 7_000 });

    const cancelled = await buyOnInstalments(t.app, merchant, shopper, 6_000, 3);
    await expectRow(cancelled, { status: 'pending', amount: 6_000 });
    const cancel = await v1(t.app, merchant.secretKey, {
      method: 'POST',
      url: `/api/v1/orders/${cancelled}/cancel`,
    });
    expect(cancel.statusCode).toBe(200);
    await expectRow(cancelled, null);

    // The shopper's own list reads the same view.
    const list = await apiRequest(t.app, {
      url: '/api/me/transactions?page=1&pageSize=10',
      cookie: shopper.cookie,
    });
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .items.map((i: { amountCents: number; status: string }) => [i.amountCents, i.status]),
    ).toEqual([[7_000, 'paid']]);
  });

  it('follows overdue and write-off, and keeps purchases from before orders', async () => {
    const shopper = await createShopper(t.app, { limitCents: 50_000 });
    const late = await buyOnInstalments(t.app, merchant, shopper, 3_000, 3);
    const due = await t.app.db
      .selectFrom('instalments')
      .select('due_date')
      .where('order_id', '=', late)
      .where('sequence', '=', 2)
      .executeTakeFirstOrThrow();
    const later = fromCalendarDay(due.due_date);
    later.setDate(later.getDate() + 10);
    await runOverdueJob({ ...orderDeps(t.app), overdueGraceDays: 3 }, later);
    await expectRow(late, { status: 'overdue', amount: 3_000 });
    await writeOffOrder(orderDeps(t.app), late);
    await expectRow(late, { status: 'overdue', amount: 3_000 });

    await t.app.db
      .insertInto('purchases_before_orders')
      .values({
        user_id: shopper.userId,
        business_name: 'Stara radnja',
        amount: 500,
        status: 'paid',
      })
      .execute();
    const rows = await t.app.db
      .selectFrom('transactions')
      .select(['business_name', 'order_id'])
      .where('user_id', '=', shopper.userId)
      .orderBy('business_name')
      .execute();
    expect(rows).toEqual([
      { business_name: 'Stara radnja', order_id: null },
      { business_name: 'Tehnika Bar', order_id: late },
    ]);
  });

  it('names what was bought on each purchase, not only the shop', async () => {
    const shopper = await createShopper(t.app, { limitCents: 50_000 });
    const session = await createCheckout(t.app, merchant.secretKey, 9_000, {
      line_items: [
        { name: 'Lampa', quantity: 2, unit_amount_cents: 3_000 },
        { name: 'Stolica', quantity: 1, unit_amount_cents: 3_000 },
      ],
    });
    const bought = await confirmCheckoutRequest(t.app, shopper.cookie, session.id);
    expect(bought.statusCode).toBe(201);
    const list = await apiRequest(t.app, {
      url: '/api/me/transactions?page=1&pageSize=10',
      cookie: shopper.cookie,
    });
    expect(list.statusCode).toBe(200);
    const [item] = list.json().items;
    expect(item).toMatchObject({ businessName: 'Tehnika Bar', description: '2 × Lampa, Stolica' });
    // A purchase from before orders has no items to name.
    await t.app.db
      .insertInto('purchases_before_orders')
      .values({
        user_id: shopper.userId,
        business_name: 'Stara radnja',
        amount: 500,
        status: 'paid',
      })
      .execute();
    const again = await apiRequest(t.app, {
      url: '/api/me/transactions?page=1&pageSize=10',
      cookie: shopper.cookie,
    });
    expect(
      again.json().items.find((i: { businessName: string }) => i.businessName === 'Stara radnja'),
    ).toMatchObject({ description: null });
  });

  it('pages the list newest first, with the count of all on every page and past the end', async () => {
    const shopper = await createShopper(t.app, { limitCents: 50_000 });
    for (const cents of [1_000, 2_000, 3_000]) {
      const session = await createCheckout(t.app, merchant.secretKey, cents);
      expect((await confirmCheckoutRequest(t.app, shopper.cookie, session.id)).statusCode).toBe(
        201,
      );
    }
    const page = async (n: number) => {
      const answer = await apiRequest(t.app, {
        url: `/api/me/transactions?page=${n}&pageSize=2`,
        cookie: shopper.cookie,
      });
      expect(answer.statusCode).toBe(200);
      const body = answer.json() as { items: { amountCents: number }[]; total: number };
      return { amounts: body.items.map((i) => i.amountCents), total: body.total };
    };
    expect(await page(1)).toEqual({ amounts: [3_000, 2_000], total: 3 });
    expect(await page(2)).toEqual({ amounts: [1_000], total: 3 });
    expect(await page(3)).toEqual({ amounts: [], total: 3 });
  });
});
