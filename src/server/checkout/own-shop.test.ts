import { describe, expect, it } from 'vitest';
import {
  confirmCheckoutRequest,
  createCheckout,
  createMerchantUser,
  createShopper,
  setupPurchaseTest,
  type TestMerchant,
} from '../testing/purchase-fixtures';
import { type TestApp } from '../testing/test-app';

let t: TestApp;
let merchant: TestMerchant;
setupPurchaseTest({}, (ready) => {
  ({ t, merchant } = ready);
});

describe("buying from one's own shop", () => {
  it('declines a checkout whose shopper is a user of the selling merchant, with a clear message', async () => {
    const own = await createMerchantUser(t.app, merchant.merchantId);
    await t.app.db
      .updateTable('profiles')
      .set({ email_verified: true })
      .where('id', '=', own.userId)
      .execute();
    const session = await createCheckout(t.app, merchant.secretKey, 5_000);
    const response = await confirmCheckoutRequest(t.app, own.cookie, session.id, {
      instalments: 3,
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({
      error: 'own_shop',
      message:
        'Ne možeš kupovati na rate u prodavnici čiji si korisnik. Za kupovinu koristi lični nalog koji nije vezan za ovu prodavnicu.',
    });
    const orders = await t.app.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', own.userId)
      .execute();
    expect(orders).toHaveLength(0);
  });

  it('still lets an ordinary shopper buy from that merchant', async () => {
    const shopper = await createShopper(t.app);
    const session = await createCheckout(t.app, merchant.secretKey, 5_000);
    const response = await confirmCheckoutRequest(t.app, shopper.cookie, session.id, {
      instalments: 3,
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});
