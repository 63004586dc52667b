import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyOnInstalments,
  createMerchantUser,
  createShopper,
  createTestMerchant,
  expectLedgerConsistent,
  payInstalmentsRequest,
  sessionCookieFor,
  type TestMerchant,
  type TestShopper,
} from '../testing/purchase-fixtures';
import { createTestUser } from '../testing/admin-fixtures';
import { reviewRequestForDeclinedPurchase } from '../testing/review-request-fixtures';
import { apiRequest, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let merchant: TestMerchant;
let shopper: TestShopper;
let orderId: string;
let adminCookie: string;
let pseudonymRef: string;
let merchantCookie: string;
let buyerNameBeforeDeletion: string;

async function merchantSees(): Promise<{ list: string; detail: string }> {
  const list = await apiRequest(t.app, { url: '/api/merchant/orders', cookie: merchantCookie });
  const detail = await apiRequest(t.app, {
    url: `/api/merchant/orders/${orderId}`,
    cookie: merchantCookie,
  });
  expect(list.statusCode).toBe(200);
  expect(detail.statusCode).toBe(200);
  return { list: list.json().items[0].buyerName, detail: detail.json().buyerName };
}

async function countRows(table: 'instalments' | 'payments', id: string): Promise<number> {
  const row = await t.app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('order_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

beforeAll(async () => {
  t = await createTestApp();
  merchant = await createTestMerchant(t.app, { name: 'Knjižara Brisanje' });
  shopper = await createShopper(t.app);
  await t.app.db
    .updateTable('profiles')
    .set({ display_name: 'Ana Đurović', first_name: 'Ana', last_name: 'Đurović' })
    .where('id', '=', shopper.userId)
    .execute();
  orderId = await buyOnInstalments(t.app, merchant, shopper, 4_990);
  const paid = await payInstalmentsRequest(t.app, shopper.cookie, orderId, 'rest');
  expect(paid.statusCode).toBe(201);
  // A declined purchase the shopper asked a person to review.
  await reviewRequestForDeclinedPurchase(t.app, merchant, shopper.userId, 90_000);
  const adminId = await createTestUser(t.app.db, { email: 'admin-brisanje@primjer.me' });
  await t.app.db.insertInto('user_roles').values({ user_id: adminId, role: 'admin' }).execute();
  adminCookie = await sessionCookieFor(t.app, adminId);
  pseudonymRef = shopper.userId.slice(0, 8);
  merchantCookie = (await createMerchantUser(t.app, merchant.merchantId)).cookie;
  buyerNameBeforeDeletion = (await merchantSees()).detail;

  const deleted = await apiRequest(t.app, {
    method: 'DELETE',
    url: '/api/me',
    cookie: shopper.cookie,
    payload: { password: 'Test-Lozinka-2026!' },
  });
  expect(deleted.statusCode).toBe(200);
});
afterAll(() => t.close());

describe('orders outlive a deleted account', () => {
  it('removes the person but keeps the order, its plan, payments, ledger and review request', async () => {
    const user = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', shopper.email)
      .executeTakeFirst();
    expect(user).toBeUndefined();
    const profile = await t.app.db
      .selectFrom('profiles')
      .select('id')
      .where('id', '=', shopper.userId)
      .executeTakeFirst();
    expect(profile).toBeUndefined();

    const order = await t.app.db
      .selectFrom('orders')
      .select(['user_id', 'deleted_account_id', 'status'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({
      user_id: null,
      deleted_account_id: shopper.userId,
      status: 'paid_in_full',
    });
    expect(await countRows('instalments', orderId)).toBe(3);
    expect(await countRows('payments', orderId)).toBe(2);
    await expectLedgerConsistent(t.app);

    const review = await t.app.db
      .selectFrom('review_requests')
      .select(['user_id', 'deleted_account_id'])
      .where('merchant_id', '=', merchant.merchantId)
      .executeTakeFirstOrThrow();
    expect(review).toEqual({ user_id: null, deleted_account_id: shopper.userId });
  });

  it('admin transactions list the purchase under the pseudonym, with no contact data', async () => {
    const response = await apiRequest(t.app, {
      url: `/api/admin/transactions?merchantId=${merchant.merchantId}`,
      cookie: adminCookie,
    });
    expect(response.statusCode).toBe(200);
    const items = response.json().items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      userId: null,
      userEmail: null,
      userName: `Obrisan korisnik #${pseudonymRef}`,
      amountCents: 4_990,
      displayStatus: 'paid',
    });
    expect(response.body).not.toContain('Đurović');
    expect(response.body).not.toContain(shopper.email);

    const english = await apiRequest(t.app, {
      url: `/api/admin/transactions?user=${pseudonymRef}`,
      cookie: adminCookie,
      headers: { 'x-narate-locale': 'en' },
    });
    expect(english.json().items[0].userName).toBe(`Deleted user #${pseudonymRef}`);
  });

  it('admin reviews list the request under the pseudonym', async () => {
    const response = await apiRequest(t.app, {
      url: '/api/admin/reviews?status=all',
      cookie: adminCookie,
    });
    expect(response.statusCode).toBe(200);
    const review = response
      .json()
      .items.find((item: { merchantName: string }) => item.merchantName === 'Knjižara Brisanje');
    expect(review.shopper).toEqual({
      id: null,
      email: null,
      name: `Obrisan korisnik #${pseudonymRef}`,
    });
  });

  it('the merchant sees who bought, and the same pseudonym once the account is deleted', async () => {
    expect(buyerNameBeforeDeletion).toBe('Ana Đurović');
    expect(await merchantSees()).toEqual({
      list: `Obrisan korisnik #${pseudonymRef}`,
      detail: `Obrisan korisnik #${pseudonymRef}`,
    });
  });
});
