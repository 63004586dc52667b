import { describe, expect, it } from 'vitest';
import { merchant as merchantText } from '#shared/i18n/me/merchant';
import {
  buyOnInstalments,
  createMerchantUser,
  createShopper,
  setupPurchaseTest,
  type TestMerchant,
  withdrawRequest,
} from '../testing/purchase-fixtures';
import { apiRequest, type TestApp } from '../testing/test-app';

let t: TestApp;
let merchant: TestMerchant;
setupPurchaseTest({ merchant: { name: 'Namještaj Nikšić' } }, (ready) => ({ t, merchant } = ready));

describe('a withdrawn order explains itself to the merchant', () => {
  it('says in the API and the merchant area that the payout stays and how a return goes', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 9_000, 3);
    const withdrawn = await withdrawRequest(t.app, shopper.cookie, orderId);
    expect(withdrawn.statusCode, withdrawn.body).toBe(201);

    const api = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${orderId}`,
      headers: { authorization: `Bearer ${merchant.secretKey}` },
    });
    expect(api.statusCode, api.body).toBe(200);
    expect(api.json()).toMatchObject({
      status: 'withdrawn',
      status_note: merchantText.detail.statusNotes.withdrawn,
    });
    expect(api.json().status_note).toContain('tvoja isplata ostaje tvoja');

    const user = await createMerchantUser(t.app, merchant.merchantId);
    const area = await apiRequest(t.app, {
      url: `/api/merchant/orders/${orderId}`,
      cookie: user.cookie,
    });
    expect(area.statusCode, area.body).toBe(200);
    expect(area.json()).toMatchObject({
      status: 'withdrawn',
      statusNote: merchantText.detail.statusNotes.withdrawn,
    });

    // An active order has no note.
    const active = await buyOnInstalments(t.app, merchant, shopper, 3_000, 3);
    const open = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${active}`,
      headers: { authorization: `Bearer ${merchant.secretKey}` },
    });
    expect(open.json().status_note).toBeNull();
  });
});
