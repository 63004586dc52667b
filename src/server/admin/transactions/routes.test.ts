import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_SHOPPER, seedDemoData } from '#server/testing/demo-accounts';
import { createTestUser, userIdByEmail } from '#server/testing/admin-fixtures';
import { apiRequest, createTestApp, loginAs, type TestApp } from '#server/testing/test-app';
import {
  buyOnInstalments,
  createShopper,
  createTestMerchant,
} from '#server/testing/purchase-fixtures';
import { TRANSACTIONS_COUNT_CAP } from './repository';

let t: TestApp;
let admin: string;
let shopperId: string;
let merchantId: string;
let otherUserId: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
  admin = await loginAs(t.app, DEMO_ADMIN.email, DEMO_ADMIN.password);
  shopperId = await userIdByEmail(t.app.db, DEMO_SHOPPER.email);
  otherUserId = await createTestUser(t.app.db, {
    email: 'druga@primjer.me',
    displayName: 'Druga Kupac',
  });
  const merchant = await t.app.db
    .insertInto('merchants')
    .values({
      name: 'Moda Budva',
      pib: '02655284',
      business_type: 'fashion',
      pricing_tier: 'growth',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  merchantId = merchant.id;
  await t.app.db
    .insertInto('purchases_before_orders')
    .values([
      {
        user_id: otherUserId,
        business_name: 'Moda Budva',
        amount: 12_000,
        status: 'paid',
        merchant_id: merchantId,
        created_at: new Date('2026-01-10T10:00:00Z'),
      },
      {
        user_id: otherUserId,
        business_name: 'Moda Budva',
        amount: 8_000,
        status: 'overdue',
        merchant_id: merchantId,
        created_at: new Date('2026-01-20T10:00:00Z'),
      },
    ])
    .execute();
});
afterAll(() => t.close());

const list = async (query = '') => {
  const response = await apiRequest(t.app, {
    url: `/api/admin/transactions${query}`,
    cookie: admin,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    total: number;
    totalCapped: boolean;
    nextCursor: string | null;
    items: {
      id: string;
      userId: string;
      status: string;
      displayStatus: string;
      merchantName: string | null;
      createdAt: string;
    }[];
  };
};

describe('GET /api/admin/transactions', () => {
  it('lists every transaction newest first with buyer and merchant', async () => {
    const body = await list();
    expect(body.total).toBe(7);
    const times = body.items.map((i) => Date.parse(i.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(body.items.find((i) => i.merchantName === 'Moda Budva')).toMatchObject({
      userId: otherUserId,
    });
  });

  it('filters by status, user, merchant and date range', async () => {
    expect((await list('?status=overdue')).total).toBe(2);
    expect((await list(`?userId=${shopperId}`)).total).toBe(5);
    expect((await list('?user=druga@')).total).toBe(2);
    expect((await list(`?merchantId=${merchantId}`)).total).toBe(2);
    const january = await list(
      `?from=${encodeURIComponent('2026-01-15T00:00:00+01:00')}&to=${encodeURIComponent('2026-02-01T00:00:00+01:00')}`,
    );
    expect(january.items.map((i) => i.status)).toEqual(['overdue']);
    expect((await list(`?merchantId=${merchantId}&status=paid`)).total).toBe(1);
  });

  it('names a purchase still owed "active" (the plan\'s word), never "pending"', async () => {
    const body = await list(`?userId=${shopperId}`);
    const shown = body.items.map((i) => [i.status, i.displayStatus]);
    expect(shown).toContainEqual(['pending', 'active']);
    expect(shown).toContainEqual(['paid', 'paid']);
    expect(shown).toContainEqual(['overdue', 'overdue']);
    expect(body.items.map((i) => i.displayStatus)).not.toContain('pending');
  });

  it('pages on the server', async () => {
    const page = await list('?pageSize=3&page=3');
    expect(page.items).toHaveLength(1);
  });

  it('walks the pages by cursor without an offset, the same rows as the page numbers', async () => {
    const byNumber = [
      ...(await list('?pageSize=3&page=1')).items,
      ...(await list('?pageSize=3&page=2')).items,
      ...(await list('?pageSize=3&page=3')).items,
    ].map((i) => i.id);
    const byCursor: string[] = [];
    let page = await list('?pageSize=3');
    byCursor.push(...page.items.map((i) => i.id));
    while (page.nextCursor) {
      page = await list(`?pageSize=3&cursor=${page.nextCursor}`);
      byCursor.push(...page.items.map((i) => i.id));
    }
    expect(byCursor).toEqual(byNumber);
    expect(byCursor).toHaveLength(7);
    expect(page.nextCursor).toBeNull();
  });

  it('counts a long list only up to the cap and says the total is more', async () => {
    const buyer = await createTestUser(t.app.db, { email: 'mnogo@primjer.me' });
    await sql`
      insert into purchases_before_orders (user_id, business_name, amount, status, created_at)
      select ${buyer}, 'Moda Budva', 1000, 'paid', now() - g * interval '1 minute'
      from generate_series(1, ${TRANSACTIONS_COUNT_CAP + 5}) g`.execute(t.app.db);
    const capped = await list(`?userId=${buyer}&pageSize=5`);
    expect(capped).toMatchObject({ total: TRANSACTIONS_COUNT_CAP, totalCapped: true });
    expect(capped.items).toHaveLength(5);
    const exact = await list(`?userId=${otherUserId}`);
    expect(exact).toMatchObject({ total: 2, totalCapped: false, nextCursor: null });
    await t.app.db.deleteFrom('purchases_before_orders').where('user_id', '=', buyer).execute();
  });

  it('refuses malformed filters', async () => {
    for (const query of [
      '?status=lost',
      '?userId=1',
      '?from=yesterday',
      '?pageSize=1000',
      '?cursor=bm90LWEtY3Vyc29y',
      '?cursor=%7B%7D',
    ]) {
      const response = await apiRequest(t.app, {
        url: `/api/admin/transactions${query}`,
        cookie: admin,
      });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('offers the merchants for the filter', async () => {
    const response = await apiRequest(t.app, { url: '/api/admin/merchants', cookie: admin });
    expect(response.json()).toEqual({ merchants: [{ id: merchantId, name: 'Moda Budva' }] });
  });

  // Last: it adds a merchant and an order the tests above do not expect.
  it('filters overdue by the purchase view’s own rule, on a deep page too', async () => {
    const merchant = await createTestMerchant(t.app);
    const shopper = await createShopper(t.app, { limitCents: 100_000 });
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 3_000);
    // A written-off instalment still unpaid makes its order overdue.
    await sql`update instalments set status = 'written_off'
               where order_id = ${orderId} and sequence = 3`.execute(t.app.db);
    const expected = await sql<{ id: string }>`
      select id from transactions where status = 'overdue'
       order by created_at desc, id desc`.execute(t.app.db);
    const overdue = await list('?status=overdue');
    expect(overdue.items.map((i) => i.id)).toEqual(expected.rows.map((r) => r.id));
    expect(overdue.total).toBe(3);
    // Page 2 of one row each: the row the view puts second.
    const second = await list('?status=overdue&pageSize=1&page=2');
    expect(second.items.map((i) => i.id)).toEqual([expected.rows[1]!.id]);
    // Paid, it is no longer overdue.
    await sql`update instalments set paid_cents = amount_cents, status = 'paid'
               where order_id = ${orderId} and sequence = 3`.execute(t.app.db);
    expect((await list('?status=overdue')).total).toBe(2);
  });
});
