// A confirmed checkout's order, plan and first payment are built by the settlement as they will be
// stored and inserted together with the rest of its writes; the shopper's answer, the
// confirmation email and the webhook are made from those rows. Each must be what the database
// then holds, column for column.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  confirmCheckoutRequest,
  createCheckout,
  createShopper,
  createTestMerchant,
  DECLINED_CARD,
  expectLedgerConsistent,
  setupPurchaseTest,
  type TestMerchant,
} from '../testing/purchase-fixtures';
import { type TestApp } from '../testing/test-app';
import { newSigningSecret } from '../merchants/webhook-endpoint-service';
import { toApiOrder } from './api-views';
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

  it('a declined card draws no receipt number and writes no order', async () => {
    const lastNumber = async () =>
      (
        await sql<{ n: string }>`select last_value as n from payment_receipt_number_seq`.execute(
          t.app.db,
        )
      ).rows[0]?.n;
    const drawn = await lastNumber();
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
    expect(await lastNumber()).toBe(drawn);
    const orders = await t.app.db
      .selectFrom('orders')
      .select('id')
      .where('checkout_session_id', '=', session.id)
      .execute();
    expect(orders).toHaveLength(0);
  });
});
