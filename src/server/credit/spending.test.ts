import { describe, expect, it } from 'vitest';
import {
  buyOnInstalments,
  confirmCheckoutRequest,
  createCheckout,
  createShopper,
  setupPurchaseTest,
  type TestMerchant,
} from '../testing/purchase-fixtures';
import { apiRequest, type TestApp } from '../testing/test-app';

let t: TestApp;
let merchant: TestMerchant;
setupPurchaseTest({ merchant: { name: 'Obuća Bar' } }, (ready) => ({ t, merchant } = ready));

const spending = async (cookie: string) =>
  (await apiRequest(t.app, { url: '/api/me/spending', cookie })).json();

describe('what a shopper can spend: one figure on every screen', () => {
  it('counts a checkout being charged, as the checkout decision does', async () => {
    const shopper = await createShopper(t.app);
    // A 70 EUR checkout whose first instalment (23,34 EUR) is being charged right now.
    const charging = await createCheckout(t.app, merchant.secretKey, 7_000);
    await t.app.db
      .insertInto('payment_attempts')
      .values({
        kind: 'checkout',
        checkout_session_id: charging.id,
        user_id: shopper.userId,
        merchant_id: merchant.merchantId,
        amount_cents: 2_334,
        plan: JSON.stringify({ totalCents: 7_000 }),
      })
      .execute();
    const view = await spending(shopper.cookie);
    expect(view).toMatchObject({ spendingLimitCents: 10_000, availableCents: 5_334 });

    const session = await createCheckout(t.app, merchant.secretKey, 7_000);
    const declined = await confirmCheckoutRequest(t.app, shopper.cookie, session.id);
    expect(declined.statusCode).toBe(422);
    expect(declined.json().message).toContain('53,34');
    const page = await apiRequest(t.app, {
      url: `/api/checkout/sessions/${session.id}`,
      cookie: shopper.cookie,
    });
    if (page.statusCode === 200 && page.json().shopper) {
      expect(page.json().shopper.availableCents).toBe(5_334);
    }
  });

  it('is 0 while an instalment is overdue, since every purchase is declined then', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 3_000, 3);
    await t.app.db
      .updateTable('instalments')
      .set({ status: 'overdue', overdue_at: new Date() })
      .where('order_id', '=', orderId)
      .where('sequence', '=', 2)
      .execute();
    const view = await spending(shopper.cookie);
    expect(view).toMatchObject({ hasOverdue: true, availableCents: 0, outstandingCents: 2_000 });
    const session = await createCheckout(t.app, merchant.secretKey, 1_000);
    const declined = await confirmCheckoutRequest(t.app, shopper.cookie, session.id);
    expect(declined.json()).toMatchObject({ statusCode: 422, error: 'overdue' });
  });

  it('is the limit less what is owed otherwise', async () => {
    const shopper = await createShopper(t.app);
    await buyOnInstalments(t.app, merchant, shopper, 3_000, 3);
    expect(await spending(shopper.cookie)).toMatchObject({
      outstandingCents: 2_000,
      availableCents: 8_000,
      hasOverdue: false,
    });
  });
});
