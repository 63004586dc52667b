import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DECLINED_CARD,
  confirmCheckoutRequest,
  createCheckout,
  createShopper,
  createTestMerchant,
  expectLedgerConsistent,
  type TestMerchant,
} from '../testing/purchase-fixtures';
import { apiRequest, createTestApp, type TestApp } from '../testing/test-app';
import { CheckoutSessionAnswer } from './routes';

let t: TestApp;
let merchant: TestMerchant;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await createTestMerchant(t.app, { name: 'Tehno Shop', feeBasisPoints: 300 });
});
afterAll(() => t.close());

const view = (id: string, cookie?: string) =>
  apiRequest(t.app, { url: `/api/checkout/sessions/${id}`, cookie });

describe('hosted checkout', () => {
  it('shows the summary and cent-exact 3/6/12 schedules to anyone with the link', async () => {
    const session = await createCheckout(t.app, merchant.secretKey, 10_000, {
      line_items: [
        { name: 'Slušalice', quantity: 2, unit_amount_cents: 4_000 },
        { name: 'Futrola', quantity: 1, unit_amount_cents: 2_000 },
      ],
    });
    const response = await view(session.id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: session.id,
      status: 'open',
      merchantName: 'Tehno Shop',
      amountCents: 10_000,
      currency: 'EUR',
      orderReference: 'NAR-1001',
      lineItems: [
        { name: 'Slušalice', quantity: 2, unitAmountCents: 4_000 },
        { name: 'Futrola', quantity: 1, unitAmountCents: 2_000 },
      ],
      shopper: null,
      order: null,
      precontract: { interestRatePercent: 0, feesCents: 0, totalCents: 10_000 },
    });
    expect(body.plans.map((p: { instalmentCount: number }) => p.instalmentCount)).toEqual([
      3, 6, 12,
    ]);
    for (const plan of body.plans as Array<{ instalments: Array<{ amountCents: number }> }>) {
      expect(plan.instalments.reduce((sum, i) => sum + i.amountCents, 0)).toBe(10_000);
    }
    expect(body.plans[0].instalments.map((i: { amountCents: number }) => i.amountCents)).toEqual([
      3_334, 3_333, 3_333,
    ]);
  });

  it('tells a signed-in shopper whether the purchase fits before confirming', async () => {
    const shopper = await createShopper(t.app, { limitCents: 10_000 });
    const fits = await createCheckout(t.app, merchant.secretKey, 9_000);
    expect((await view(fits.id, shopper.cookie)).json().shopper).toEqual({
      approvable: true,
      declineCode: null,
      declineReason: null,
      spendingLimitCents: 10_000,
      outstandingCents: 0,
      availableCents: 10_000,
      declineNextStep: null,
      reviewable: false,
      review: null,
      approvedByReview: false,
      savedCard: null,
    });
    const tooMuch = await createCheckout(t.app, merchant.secretKey, 25_000);
    expect((await view(tooMuch.id, shopper.cookie)).json().shopper).toMatchObject({
      approvable: false,
      declineCode: 'over_limit',
    });
  });

  it('answers exactly the page’s view, to anyone and to a signed-in shopper', async () => {
    const shopper = await createShopper(t.app, { limitCents: 10_000 });
    const session = await createCheckout(t.app, merchant.secretKey, 25_000, {
      line_items: [{ name: 'Monitor', quantity: 1, unit_amount_cents: 25_000 }],
    });
    const Strict = CheckoutSessionAnswer.extend({
      shopper: CheckoutSessionAnswer.shape.shopper.unwrap().strict().nullable(),
    }).strict();
    for (const answer of [await view(session.id), await view(session.id, shopper.cookie)]) {
      expect(answer.statusCode).toBe(200);
      expect(Strict.safeParse(answer.json()).error).toBeUndefined();
    }
    expect((await view(session.id, shopper.cookie)).json().shopper).toMatchObject({
      declineCode: 'over_limit',
    });
  });

  it('approves, charges the first instalment, books the ledger and returns to the shop', async () => {
    const shopper = await createShopper(t.app);
    const session = await createCheckout(t.app, merchant.secretKey, 6_000);
    const response = await confirmCheckoutRequest(t.app, shopper.cookie, session.id, {
      instalments: 6,
    });
    expect(response.statusCode).toBe(201);
    const { order, redirectUrl } = response.json();
    expect(redirectUrl).toBe(`https://shop.example/hvala?order=${order.id}`);
    expect(order).toMatchObject({
      status: 'approved',
      merchantName: 'Tehno Shop',
      totalCents: 6_000,
      outstandingCents: 5_000,
      instalmentCount: 6,
      nextInstalment: { sequence: 2, amountCents: 1_000, status: 'pending' },
    });
    expect(order.instalments[0]).toMatchObject({ sequence: 1, paidCents: 1_000, status: 'paid' });
    expect(order.payments).toEqual([
      expect.objectContaining({ amountCents: 1_000, cardBrand: 'visa', cardLast4: '4242' }),
    ]);

    const purchase = await t.app.db
      .selectFrom('transactions')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(purchase).toMatchObject({
      business_name: 'Tehno Shop',
      amount: 6_000,
      status: 'pending',
    });
    const events = await t.app.db
      .selectFrom('webhook_events')
      .select('type')
      .where('order_id', '=', order.id)
      .execute();
    expect(events).toEqual([{ type: 'order.approved' }]);
    const mail = await t.app.db
      .selectFrom('outbox_messages')
      .select('subject')
      .where('recipient', '=', shopper.email)
      .orderBy('subject')
      .execute();
    expect(mail.map((m) => m.subject)).toEqual(['Kupovina odobrena: Tehno Shop']);
    const report = await expectLedgerConsistent(t.app);
    expect(report.balances.fee_revenue).toBeLessThan(0);

    const again = await confirmCheckoutRequest(t.app, shopper.cookie, session.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('session_completed');
    const completed = (await view(session.id, shopper.cookie)).json();
    expect(completed).toMatchObject({ status: 'completed', order: { id: order.id, redirectUrl } });
  });

  it('leaves no order when the card is declined', async () => {
    const shopper = await createShopper(t.app);
    const session = await createCheckout(t.app, merchant.secretKey, 3_000);
    const response = await confirmCheckoutRequest(t.app, shopper.cookie, session.id, {
      card: DECLINED_CARD,
    });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      error: 'card_declined',
      message: 'Kartica je odbijena.',
    });
    const orders = await t.app.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', shopper.userId)
      .execute();
    expect(orders).toEqual([]);
    expect((await view(session.id)).json().status).toBe('open');
  });

  it('declines with a reason in Montenegrin', async () => {
    const unverified = await createShopper(t.app, { verified: false });
    const session = await createCheckout(t.app, merchant.secretKey, 3_000);
    const notVerified = await confirmCheckoutRequest(t.app, unverified.cookie, session.id);
    expect(notVerified.statusCode).toBe(422);
    expect(notVerified.json()).toMatchObject({
      error: 'not_verified',
      message: 'Verifikuj svoju email adresu, pa možeš kupovati na rate.',
    });

    const shopper = await createShopper(t.app, { limitCents: 10_000 });
    const big = await createCheckout(t.app, merchant.secretKey, 15_000);
    const overLimit = await confirmCheckoutRequest(t.app, shopper.cookie, big.id);
    expect(overLimit.statusCode).toBe(422);
    expect(overLimit.json()).toMatchObject({
      error: 'over_limit',
      message: 'Iznos od 150,00\u00a0€ prelazi tvoj raspoloživi limit od 100,00\u00a0€.',
    });

    await t.app.db
      .updateTable('users')
      .set({ blocked_at: new Date() })
      .where('id', '=', shopper.userId)
      .execute();
    // A blocked user's session no longer counts.
    expect((await confirmCheckoutRequest(t.app, shopper.cookie, session.id)).statusCode).toBe(401);
  });

  it('refuses expired and cancelled sessions with a clear code', async () => {
    const shopper = await createShopper(t.app);
    const expired = await createCheckout(t.app, merchant.secretKey, 2_000);
    await sql`update checkout_sessions set created_at = now() - interval '2 hours',
      expires_at = now() - interval '1 second' where id = ${expired.id}`.execute(t.app.db);
    expect((await view(expired.id)).json().status).toBe('expired');
    const late = await confirmCheckoutRequest(t.app, shopper.cookie, expired.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('session_expired');

    const cancelled = await createCheckout(t.app, merchant.secretKey, 2_000);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/checkout/sessions/${cancelled.id}/cancel`,
      headers: { authorization: `Bearer ${merchant.secretKey}`, 'idempotency-key': 'cancel-1' },
    });
    expect(cancel.json().status).toBe('cancelled');
    const refused = await confirmCheckoutRequest(t.app, shopper.cookie, cancelled.id);
    expect(refused.json().error).toBe('session_cancelled');
  });

  it('needs a signed-in shopper, valid choices and a known session', async () => {
    const session = await createCheckout(t.app, merchant.secretKey, 2_000);
    const anonymous = await apiRequest(t.app, {
      method: 'POST',
      url: `/api/checkout/sessions/${session.id}/confirm`,
      payload: { instalments: 3, paymentId: 'unknown-payment', acceptTerms: true },
    });
    expect(anonymous.statusCode).toBe(401);
    const shopper = await createShopper(t.app);
    const badPlan = await confirmCheckoutRequest(t.app, shopper.cookie, session.id, {
      instalments: 4,
    });
    expect(badPlan.statusCode).toBe(400);
    expect(badPlan.json().message).toBe('Izaberi plan od 3, 6 ili 12 rata.');
    expect((await view('cs_000000000000000000000000')).statusCode).toBe(404);
    expect((await view('nope')).statusCode).toBe(404);
  });
});
