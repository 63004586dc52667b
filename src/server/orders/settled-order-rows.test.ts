// A confirmed checkout's order, plan and first payment are built by the settlement as they will be
// stored and inserted together with the rest of its writes; the shopper's answer, the
// confirmation email and the webhook are made from those rows. Each must be what the database
// then holds, column for column.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  confirmCheckoutRequest,
  createCheckout,
  createShopper,
  createTestMerchant,
  DECLINED_CARD,
  expectLedgerConsistent,
  payInCardFields,
  setupPurchaseTest,
  type TestMerchant,
  type TestShopper,
} from '../testing/purchase-fixtures';
import { type TestApp } from '../testing/test-app';
import { newSigningSecret } from '../merchants/webhook-endpoint-service';
import { HttpError, httpErrorBody } from '../http/errors';
import type { IdempotentResult } from '../http/idempotency';
import { toApiOrder } from './api-views';
import { settleOrReturn, type CallOutcome } from './attempts';
import { cardFieldsPayment } from './card-fields-payment';
import { confirmCheckout, settleCheckout } from './confirm-service';
import { orderDeps } from './order-deps';
import { loadOrderBundle } from './order-bundles';
import { shopperOrderView } from './order-views';
import { receiptPath } from './payment-emails';

let t: TestApp;
let merchant: TestMerchant;
setupPurchaseTest({}, (ready) => {
  ({ t, merchant } = ready);
});

/** Dates as the JSON answer carries them. */
function asJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

describe('the rows a confirmation builds before inserting them', () => {
  it('answer, email and webhook show the order, plan and payment exactly as stored', async () => {
    const shop = await createTestMerchant(t.app, { name: 'Salon Ključ' });
    await t.app.db
      .insertInto('merchant_webhook_endpoints')
      .values({
        merchant_id: shop.merchantId,
        url: 'https://primjer.me/narate-webhooks',
        signing_secret: newSigningSecret(),
      })
      .execute();
    const shopper = await createShopper(t.app);
    const session = await createCheckout(t.app, shop.secretKey, 9_971);
    const confirmed = await confirmCheckoutRequest(t.app, shopper.cookie, session.id, {
      instalments: 12,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const answered = confirmed.json().order as { id: string };

    const stored = await loadOrderBundle(t.app.db, answered.id);
    expect(stored.instalments).toHaveLength(12);
    expect(stored.payments).toHaveLength(1);
    expect(answered).toEqual(asJson(shopperOrderView(stored)));

    const payment = stored.payments[0];
    expect(payment?.receipt_number).toMatch(/^R-\d{4}-\d{6,}$/);
    const mail = await t.app.db
      .selectFrom('outbox_messages')
      .select('text_body')
      .where('recipient', '=', shopper.email)
      .where('subject', 'like', 'Kupovina odobrena:%')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(receiptPath(payment?.id ?? ''));

    const event = await t.app.db
      .selectFrom('webhook_events')
      .select(['payload'])
      .where('order_id', '=', answered.id)
      .where('type', '=', 'order.approved')
      .executeTakeFirstOrThrow();
    const body = event.payload as { data: { object: unknown } };
    expect(body.data.object).toEqual(asJson(toApiOrder(stored)));
    const deliveries = await t.app.db
      .selectFrom('webhook_deliveries')
      .select('event_id')
      .where('merchant_id', '=', shop.merchantId)
      .execute();
    expect(deliveries).toHaveLength(1);
    await expectLedgerConsistent(t.app);
  });

  it('a declined card writes no order and no payment', async () => {
    const before = await t.app.db
      .selectFrom('payments')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const shopper = await createShopper(t.app);
    const session = await createCheckout(t.app, merchant.secretKey, 4_000);
    const declined = await confirmCheckoutRequest(t.app, shopper.cookie, session.id, {
      card: DECLINED_CARD,
    });
    expect(declined.statusCode).toBe(402);
    const after = await t.app.db
      .selectFrom('payments')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect(await ordersOfSession(session.id)).toHaveLength(0);
  });

  // The request settles its attempt from what it committed, behind a statement that fails unless
  // the attempt is still pending with the same plan; otherwise it settles the usual way.
  it('an attempt settled by another process meanwhile is answered as that process booked it', async () => {
    const shopper = await createShopper(t.app);
    const session = await createCheckout(t.app, merchant.secretKey, 6_000);
    let booked: IdempotentResult | null = null;
    const answer = await confirmWithHeldAnswer(shopper, session.id, async (attemptId, outcomes) => {
      // Recovery in another process books the charge first.
      booked = await settleOrReturn(orderDeps(t.app), attemptId, [...outcomes], settleCheckout);
    });
    expect(answer.statusCode).toBe(201);
    expect(booked).not.toBeNull();
    expect(asJson(answer.body)).toEqual(asJson(booked ? (booked as IdempotentResult).body : null));
    expect(await ordersOfSession(session.id)).toHaveLength(1);
    await expectLedgerConsistent(t.app);
  });

  it('an attempt whose plan was changed meanwhile is settled by its stored plan', async () => {
    const shopper = await createShopper(t.app);
    const session = await createCheckout(t.app, merchant.secretKey, 6_000);
    const answer = await confirmWithHeldAnswer(shopper, session.id, async (attemptId) => {
      // An admin decided to give this charge back instead of booking it.
      await t.app.db
        .updateTable('payment_attempts')
        .set({ plan: sql`plan || '{"returnCharge": true}'::jsonb` })
        .where('id', '=', attemptId)
        .execute();
    });
    expect(answer.statusCode).toBe(409);
    expect((answer.body as { error: string }).error).toBe('charge_returned');
    expect(await ordersOfSession(session.id)).toHaveLength(0);
    const attempt = await t.app.db
      .selectFrom('payment_attempts')
      .select('status')
      .where('checkout_session_id', '=', session.id)
      .executeTakeFirstOrThrow();
    expect(attempt.status).toBe('refunded');
    await expectLedgerConsistent(t.app);
  });
});

async function ordersOfSession(sessionId: string) {
  return t.app.db
    .selectFrom('orders')
    .select('id')
    .where('checkout_session_id', '=', sessionId)
    .execute();
}

/** A confirmation whose card answer is held while `meanwhile` runs, then booked. */
async function confirmWithHeldAnswer(
  shopper: TestShopper,
  sessionId: string,
  meanwhile: (attemptId: string, outcomes: readonly CallOutcome[]) => Promise<void>,
): Promise<IdempotentResult> {
  const paymentId = await payInCardFields(t.app, shopper.cookie, {
    purpose: 'checkout',
    sessionId,
    instalments: 3,
  });
  const paid = await cardFieldsPayment(t.app.paymentProvider, paymentId);
  return confirmCheckout(
    { ...orderDeps(t.app), faults: { afterProviderCall: meanwhile } },
    {
      sessionId,
      userId: shopper.userId,
      instalments: 3,
      card: paid.card,
      attemptId: paid.attemptId,
    },
    { scope: `shopper:${shopper.userId}`, key: randomUUID(), fingerprint: '0'.repeat(64) },
  ).catch((error: unknown) => {
    if (error instanceof HttpError) {
      return { statusCode: error.statusCode, body: httpErrorBody(error) };
    }
    throw error;
  });
}
