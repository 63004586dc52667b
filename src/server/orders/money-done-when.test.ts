// The money flows through the running app as a merchant, a shopper and an admin meet them: a
// checkout whose card answer is lost and that is retried, a refund whose answer is lost, the
// reconciliation that must then list nothing, and the Idempotency-Key every POST needs.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../payments/provider';
import { createTestUser } from '../testing/admin-fixtures';
import {
  TEST_CARD,
  confirmCheckoutRequest,
  createCheckout,
  createShopper,
  createTestMerchant,
  expectLedgerConsistent,
  sessionCookieFor,
  payInCardFields,
  typeIntoCardFields,
  v1,
  SESSION_BODY,
  type TestMerchant,
} from '../testing/purchase-fixtures';
import { apiRequest, createTestApp, type TestApp } from '../testing/test-app';
import { cardFieldsPayment } from './card-fields-payment';
import { confirmCheckout } from './confirm-service';
import { orderDeps } from './order-deps';

let t: TestApp;
let merchant: TestMerchant;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await createTestMerchant(t.app);
  const adminId = await createTestUser(t.app.db, { email: 'admin-novac@primjer.me' });
  await t.app.db.insertInto('user_roles').values({ user_id: adminId, role: 'admin' }).execute();
  admin = await sessionCookieFor(t.app, adminId);
});
afterAll(() => t.close());

const ANSWER_LOST_CARD = { ...TEST_CARD, number: '4000 0000 0000 3055' };

/** The acquirer's statement for these charges: what it charged and refunded. */
async function statementOf(chargeIds: string[]) {
  const entries = (await t.app.paymentProvider.statement()).filter((e) =>
    chargeIds.includes(e.chargeId),
  );
  return {
    charges: entries.filter((e) => e.kind === 'charge').map((e) => e.amountCents),
    refunds: entries.filter((e) => e.kind === 'refund').map((e) => e.amountCents),
  };
}

describe('money through the running app', () => {
  it('refuses a merchant POST without Idempotency-Key (400 idempotency_key_required)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/checkout/sessions',
      headers: { authorization: `Bearer ${merchant.secretKey}` },
      payload: { ...SESSION_BODY, amount_cents: 3_000 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'idempotency_key_required' });
    const sessions = await t.app.db
      .selectFrom('checkout_sessions')
      .select('id')
      .where('merchant_id', '=', merchant.merchantId)
      .execute();
    expect(sessions).toEqual([]);
  });

  it('refuses a shopper money POST without Idempotency-Key', async () => {
    const shopper = await createShopper(t.app);
    const session = await createCheckout(t.app, merchant.secretKey, 3_000);
    // Refused before the payment it names is read (no card is charged for a test's sake).
    const response = await apiRequest(t.app, {
      method: 'POST',
      url: `/api/checkout/sessions/${session.id}/confirm`,
      cookie: shopper.cookie,
      headers: { 'idempotency-key': '' },
      payload: { instalments: 3, paymentId: 'a'.repeat(40), acceptTerms: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'idempotency_key_required' });
  });

  it('a checkout with card 3055 retried with the same key ends in one order and one charge; its refund with a lost answer is one card refund; reconciliation lists nothing', async () => {
    const shopper = await createShopper(t.app);
    const session = await createCheckout(t.app, merchant.secretKey, 3_000);
    const headers = { 'idempotency-key': 'confirm-3055' };
    const first = await confirmCheckoutRequest(t.app, shopper.cookie, session.id, {
      card: ANSWER_LOST_CARD,
      headers,
    });
    // The acquirer took the card in its fields; its first answer to NaRate is lost: nothing is
    // booked and the browser may retry. The retry with the same key books the one charge, and
    // a further repeat replays that answer.
    expect(first.statusCode).toBe(503);
    expect(first.json()).toMatchObject({ error: 'card_fields_unavailable' });
    const retry = await confirmCheckoutRequest(t.app, shopper.cookie, session.id, {
      card: ANSWER_LOST_CARD,
      headers,
    });
    const replay = await confirmCheckoutRequest(t.app, shopper.cookie, session.id, {
      card: ANSWER_LOST_CARD,
      headers,
    });
    expect(retry.statusCode).toBe(201);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(retry.json());
    const orders = await t.app.db
      .selectFrom('orders')
      .select('id')
      .where('checkout_session_id', '=', session.id)
      .execute();
    expect(orders).toHaveLength(1);
    const orderId = orders[0]?.id ?? '';
    const payments = await t.app.db
      .selectFrom('payments')
      .select(['provider_charge_id', 'card_last4'])
      .where('order_id', '=', orderId)
      .execute();
    expect(payments).toEqual([{ provider_charge_id: expect.any(String), card_last4: '3055' }]);
    const chargeIds = payments.map((p) => p.provider_charge_id);
    expect(await statementOf(chargeIds)).toEqual({ charges: [1_000], refunds: [] });

    // Everything back: 20.00 owed is forgiven, 10.00 goes back to the 3055 card, whose answer
    // is lost again; the retry with the same key answers the same and refunds nothing more.
    const refund = () =>
      v1(t.app, merchant.secretKey, {
        method: 'POST',
        url: `/api/v1/orders/${orderId}/refunds`,
        headers: { 'idempotency-key': 'refund-3055' },
        payload: {},
      });
    const refunded = await refund();
    const again = await refund();
    expect(refunded.statusCode).toBe(201);
    expect(again.json()).toEqual(refunded.json());
    expect(refunded.json().order.status).toBe('refunded');
    expect(await statementOf(chargeIds)).toEqual({ charges: [1_000], refunds: [1_000] });

    const reconciliation = await apiRequest(t.app, {
      url: '/api/admin/reconciliation',
      cookie: admin,
    });
    expect(reconciliation.statusCode).toBe(200);
    expect(reconciliation.json()).toEqual({
      checkedAt: expect.any(String),
      discrepancies: [],
    });
    const stats = await apiRequest(t.app, { url: '/api/admin/stats', cookie: admin });
    expect(stats.json().reconciliationDiscrepancies).toBe(0);
    await expectLedgerConsistent(t.app);
  });

  it('a processing error (card 0119) charges nothing and leaves the session open', async () => {
    const shopper = await createShopper(t.app);
    const session = await createCheckout(t.app, merchant.secretKey, 3_000);
    const failed = await confirmCheckoutRequest(t.app, shopper.cookie, session.id, {
      card: { ...TEST_CARD, number: TEST_CARDS.processingError },
    });
    expect(failed.statusCode).toBe(402);
    expect(failed.json()).toMatchObject({ error: 'processing_error' });
    const ok = await confirmCheckoutRequest(t.app, shopper.cookie, session.id);
    expect(ok.statusCode).toBe(201);
    await expectLedgerConsistent(t.app);
  });

  it('lists a provider charge the books do not know', async () => {
    // A payment opened at the acquirer under a key of no attempt and paid in its card fields.
    const provider = t.app.paymentProvider;
    if (!provider.startCardPayment) throw new Error('no card fields');
    const stray = await provider.startCardPayment({
      key: randomUUID(),
      amountCents: 700,
      description: 'stray',
      saveCard: false,
    });
    await typeIntoCardFields(t.app, stray.clientSecret, TEST_CARD);
    const reconciliation = await apiRequest(t.app, {
      url: '/api/admin/reconciliation',
      cookie: admin,
    });
    expect(reconciliation.json().discrepancies).toEqual([
      { orderId: null, kind: 'unbooked_charge', books: 0, provider: 700 },
    ]);
    const stats = await apiRequest(t.app, { url: '/api/admin/stats', cookie: admin });
    expect(stats.json().reconciliationDiscrepancies).toBe(1);
    // A shopper is refused.
    const shopper = await createShopper(t.app);
    const refused = await apiRequest(t.app, {
      url: '/api/admin/reconciliation',
      cookie: shopper.cookie,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('business dates', () => {
  it('a purchase at 00:30 on 1 Feb Podgorica time is due 1 Mar, also with TZ=UTC', async () => {
    const originalTz = process.env.TZ;
    process.env.TZ = 'UTC';
    try {
      const shopper = await createShopper(t.app);
      const session = await createCheckout(t.app, merchant.secretKey, 3_000);
      const purchase = new Date('2027-01-31T23:30:00Z');
      await sql`update checkout_sessions set created_at = '2027-01-31T23:00:00Z',
                expires_at = '2027-02-01T23:00:00Z' where id = ${session.id}`.execute(t.app.db);
      const paymentId = await payInCardFields(t.app, shopper.cookie, {
        purpose: 'checkout',
        sessionId: session.id,
        instalments: 3,
      });
      const paid = await cardFieldsPayment(t.app.paymentProvider, paymentId);
      const result = await confirmCheckout(
        orderDeps(t.app),
        {
          sessionId: session.id,
          userId: shopper.userId,
          instalments: 3,
          card: paid.card,
          attemptId: paid.attemptId,
        },
        { scope: `user:${shopper.userId}`, key: 'podgorica-1', fingerprint: 'a'.repeat(64) },
        purchase,
      );
      expect(result.statusCode).toBe(201);
      const due = await t.app.db
        .selectFrom('instalments as i')
        .innerJoin('orders as o', 'o.id', 'i.order_id')
        .select(sql<string>`to_char(i.due_date, 'YYYY-MM-DD')`.as('day'))
        .where('o.checkout_session_id', '=', session.id)
        .orderBy('i.sequence')
        .execute();
      expect(due.map((d) => d.day)).toEqual(['2027-02-01', '2027-03-01', '2027-04-01']);
    } finally {
      process.env.TZ = originalTz;
    }
  });
});
