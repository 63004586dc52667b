import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCalendarDay } from '#shared/dates';
import {
  buyOnInstalments,
  createShopper,
  createTestMerchant,
  expectLedgerConsistent,
} from '#server/testing/purchase-fixtures';
import { apiRequest, createTestAppAsAdmin, type TestApp } from '#server/testing/test-app';
import { orderDeps } from '#server/orders/order-deps';
import { runOverdueJob } from '#server/orders/overdue-job';
import { MerchantOrderViewSchema } from '#server/orders/view-schemas';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  ({ t, admin } = await createTestAppAsAdmin());
});
afterAll(() => t.close());

describe('admin order endpoints', () => {
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
    const merchant = await createTestMerchant(t.app);
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 3_000, 3);
    for (const [method, url] of [
      ['GET', `/api/admin/orders/${orderId}`],
      ['POST', `/api/admin/orders/${orderId}/write-off`],
      ['GET', `/api/admin/orders/${orderId}/instalment-move`],
    ] as const) {
      const response = await apiRequest(t.app, { method, url, cookie: shopper.cookie });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    const view = await apiRequest(t.app, { url: `/api/admin/orders/${orderId}`, cookie: admin });
    expect(view.statusCode).toBe(200);
    expect(view.headers['cache-control']).toBe('no-store');
    const move = await apiRequest(t.app, {
      url: `/api/admin/orders/${orderId}/instalment-move`,
      cookie: admin,
    });
    expect(move.json()).toEqual({ move: null });
  });

  it('answers each route through its zod schema: the order view fits, a bad or unknown id is 404', async () => {
    const merchant = await createTestMerchant(t.app);
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 3_000, 3);
    const view = await apiRequest(t.app, { url: `/api/admin/orders/${orderId}`, cookie: admin });
    expect(view.statusCode).toBe(200);
    expect(MerchantOrderViewSchema.strict().safeParse(view.json()).error).toBeUndefined();
    for (const id of ['nope', 'ord_000000000000000000000000']) {
      for (const [method, url] of [
        ['GET', `/api/admin/orders/${id}`],
        ['POST', `/api/admin/orders/${id}/write-off`],
        ['GET', `/api/admin/orders/${id}/instalment-move`],
      ] as const) {
        const response = await apiRequest(t.app, { method, url, cookie: admin });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toMatchObject({ statusCode: 404, error: 'not_found' });
      }
    }
  });
});
