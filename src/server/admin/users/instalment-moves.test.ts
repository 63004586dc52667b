// Admins see a shopper's instalment move on the purchases of /admin/users/{id} and in the
// transactions list, from the same answers (no request per order); shoppers get 403 there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, seedDemoData } from '#server/testing/demo-accounts';
import {
  buyOnInstalments,
  createShopper,
  createTestMerchant,
  type TestShopper,
} from '#server/testing/purchase-fixtures';
import { apiRequest, createTestApp, loginAs, type TestApp } from '#server/testing/test-app';

let t: TestApp;
let admin: string;
let shopper: TestShopper;
let movedOrderId: string;
let plainOrderId: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.app.db);
  admin = await loginAs(t.app, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const merchant = await createTestMerchant(t.app, { name: 'Tehno Bar' });
  shopper = await createShopper(t.app);
  plainOrderId = await buyOnInstalments(t.app, merchant, shopper, 3_000, 3);
  movedOrderId = await buyOnInstalments(t.app, merchant, shopper, 6_000, 3);
  const moved = await apiRequest(t.app, {
    method: 'POST',
    url: `/api/me/orders/${movedOrderId}/instalment-move`,
    cookie: shopper.cookie,
    payload: { sequence: 2, days: 12 },
  });
  expect(moved.statusCode).toBe(201);
});
afterAll(() => t.close());

interface Row {
  move: { sequence: number; fromDay: string; toDay: string; days: number } | null;
}

async function orderIdsByMove(rows: (Row & { id: string })[]) {
  const transactions = await t.app.db
    .selectFrom('transactions')
    .select(['id', 'order_id'])
    .where('user_id', '=', shopper.userId)
    .execute();
  const orderOf = new Map(transactions.map((row) => [row.id, row.order_id]));
  return new Map(rows.map((row) => [orderOf.get(row.id), row.move]));
}

describe('instalment moves in the admin answers', () => {
  it('shows the move on the user detail purchases and in the transactions list', async () => {
    const detail = await apiRequest(t.app, {
      url: `/api/admin/users/${shopper.userId}`,
      cookie: admin,
    });
    expect(detail.statusCode).toBe(200);
    const byOrder = await orderIdsByMove(detail.json().recentTransactions);
    const move = byOrder.get(movedOrderId);
    expect(move).toMatchObject({ sequence: 2, days: 12 });
    expect(move?.toDay).not.toBe(move?.fromDay);
    expect(byOrder.get(plainOrderId)).toBeNull();

    const list = await apiRequest(t.app, {
      url: `/api/admin/transactions?userId=${shopper.userId}`,
      cookie: admin,
    });
    expect(list.statusCode).toBe(200);
    expect((await orderIdsByMove(list.json().items)).get(movedOrderId)).toEqual(move);
  });

  it('refuses shoppers with 403', async () => {
    for (const url of [
      `/api/admin/users/${shopper.userId}`,
      `/api/admin/transactions?userId=${shopper.userId}`,
    ]) {
      const response = await apiRequest(t.app, { url, cookie: shopper.cookie });
      expect(response.statusCode).toBe(403);
      expect(JSON.stringify(response.json())).not.toContain('fromDay');
    }
  });
});
