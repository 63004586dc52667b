import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DECLINED_CARD,
  buyOnInstalments,
  createShopper,
  createTestMerchant,
  expectLedgerConsistent,
  payInstalmentsRequest,
  type TestMerchant,
} from '../testing/purchase-fixtures';
import { apiRequest, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let merchant: TestMerchant;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await createTestMerchant(t.app, { name: 'Sport Centar' });
});
afterAll(() => t.close());

const credit = (userId: string) =>
  t.app.db
    .selectFrom('user_credit_scores')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();

describe('paying instalments from the dashboard', () => {
  it('pays the next instalment early: no points yet (they come on the due date)', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 9_000, 3);
    const response = await payInstalmentsRequest(t.app, shopper.cookie, orderId, 'next', {
      sequence: 2,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.score).toEqual({ score: 500, delta: 0 });
    expect(body.payment).toMatchObject({ amountCents: 3_000, instalmentSequences: [2] });
    expect(body.order).toMatchObject({
      status: 'approved',
      outstandingCents: 3_000,
      nextInstalment: { sequence: 3 },
    });
    expect(await credit(shopper.userId)).toMatchObject({
      score: 500,
      on_time_payments: 0,
      transactions_count: 1,
    });
    const history = await apiRequest(t.app, {
      url: '/api/me/score-history',
      cookie: shopper.cookie,
    });
    expect(history.json()).toMatchObject({ score: 500, entries: [] });

    const stale = await payInstalmentsRequest(t.app, shopper.cookie, orderId, 'next', {
      sequence: 2,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: 'not_next_instalment',
      message: 'Prvo plati najraniju neplaćenu ratu.',
    });
    await expectLedgerConsistent(t.app);
  });

  it('pays the whole rest early: paid in full and a webhook, but no points or limit step yet', async () => {
    const shopper = await createShopper(t.app, { limitCents: 10_000 });
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 6_000, 6);
    const response = await payInstalmentsRequest(t.app, shopper.cookie, orderId, 'rest');
    expect(response.statusCode).toBe(201);
    const { order, payment, score } = response.json();
    expect(payment).toMatchObject({ amountCents: 5_000, instalmentSequences: [2, 3, 4, 5, 6] });
    expect(order).toMatchObject({
      status: 'paid_in_full',
      outstandingCents: 0,
      nextInstalment: null,
    });
    expect(score.score).toBe(500);
    expect(await credit(shopper.userId)).toMatchObject({ score: 500, spending_limit: 10_000 });
    const spending = await apiRequest(t.app, { url: '/api/me/spending', cookie: shopper.cookie });
    expect(spending.json()).toMatchObject({
      spendingLimitCents: 10_000,
      effectiveLimitCents: 10_000,
      outstandingCents: 0,
      availableCents: 10_000,
      hasOverdue: false,
      growth: { reason: 'too_soon', repaidNeededCents: 5_000 },
    });
    const purchase = await t.app.db
      .selectFrom('transactions')
      .select('status')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(purchase.status).toBe('paid');
    const events = await t.app.db
      .selectFrom('webhook_events')
      .select('type')
      .where('order_id', '=', orderId)
      .orderBy('created_at')
      .execute();
    expect(events.map((e) => e.type)).toEqual(['order.approved', 'order.paid_in_full']);

    const more = await payInstalmentsRequest(t.app, shopper.cookie, orderId, 'next');
    expect(more.statusCode).toBe(409);
    expect(more.json().error).toBe('order_closed');
    await expectLedgerConsistent(t.app);
  });

  it('changes nothing when the card is declined', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 3_000, 3);
    const response = await payInstalmentsRequest(t.app, shopper.cookie, orderId, 'next', {
      card: DECLINED_CARD,
    });
    expect(response.statusCode).toBe(402);
    const order = await apiRequest(t.app, {
      url: `/api/me/orders/${orderId}`,
      cookie: shopper.cookie,
    });
    expect(order.json()).toMatchObject({
      outstandingCents: 2_000,
      payments: [{ amountCents: 1_000 }],
    });
    expect((await credit(shopper.userId)).score).toBe(500);
  });

  it("never shows or pays another shopper's order", async () => {
    const owner = await createShopper(t.app);
    const stranger = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, owner, 3_000, 3);
    const read = await apiRequest(t.app, {
      url: `/api/me/orders/${orderId}`,
      cookie: stranger.cookie,
    });
    expect(read.statusCode).toBe(404);
    const pay = await payInstalmentsRequest(t.app, stranger.cookie, orderId, 'rest');
    expect(pay.statusCode).toBe(404);
    const mine = await apiRequest(t.app, { url: '/api/me/orders', cookie: stranger.cookie });
    expect(mine.json()).toEqual({ items: [], nextCursor: null });
    const ownerList = await apiRequest(t.app, { url: '/api/me/orders', cookie: owner.cookie });
    expect(ownerList.json().items.map((o: { id: string }) => o.id)).toEqual([orderId]);
    expect((await apiRequest(t.app, { url: '/api/me/orders' })).statusCode).toBe(401);
  });

  it('replays a retried payment instead of paying twice', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 3_000, 3);
    const pay = () =>
      payInstalmentsRequest(t.app, shopper.cookie, orderId, 'next', {
        headers: { 'idempotency-key': 'pay-once' },
      });
    const first = await pay();
    const second = await pay();
    expect(first.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    const payments = await t.app.db
      .selectFrom('payments')
      .select('id')
      .where('order_id', '=', orderId)
      .execute();
    expect(payments).toHaveLength(2);
    // The stored fingerprint holds no card number.
    const stored = await t.app.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('key', '=', 'pay-once')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain('4242424242424242');
  });

  it('lets a shopper who owes nothing delete the account while the books keep the order', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 3_000, 3);
    const remove = () =>
      apiRequest(t.app, {
        method: 'DELETE',
        url: '/api/me',
        cookie: shopper.cookie,
        payload: { password: 'Test-Lozinka-2026!' },
      });
    const owing = await remove();
    expect(owing.statusCode).toBe(409);
    expect(owing.json().error).toBe('outstanding_balance');

    await payInstalmentsRequest(t.app, shopper.cookie, orderId, 'rest');
    expect((await remove()).statusCode).toBe(200);
    const order = await t.app.db
      .selectFrom('orders')
      .select(['user_id', 'status'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ user_id: null, status: 'paid_in_full' });
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${orderId}/refunds`,
      headers: { authorization: `Bearer ${merchant.secretKey}`, 'idempotency-key': 'after-delete' },
      payload: { amount_cents: 500 },
    });
    expect(refund.statusCode).toBe(201);
    await expectLedgerConsistent(t.app);
  });
});
