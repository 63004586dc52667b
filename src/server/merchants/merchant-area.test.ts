import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_MERCHANT, DEMO_SHOPPER } from '../testing/demo-accounts';
import { hashToken } from '../auth/tokens';
import { createApplication, createTestUser } from '../testing/admin-fixtures';
import {
  buyOnInstalments,
  createCheckout,
  createMerchantUser,
  createShopper,
  createTestMerchant,
  freshKey,
  payInstalmentsRequest,
  sessionCookieFor,
  setupPurchaseTest,
  type TestMerchant,
  v1,
} from '../testing/purchase-fixtures';
import { apiRequest, loginAs, type TestApp } from '../testing/test-app';
import { runPayoutJob } from '../payouts/payout-service';

let t: TestApp;
let merchant: TestMerchant;
let cookie: string;
setupPurchaseTest(
  { demoData: true, merchant: { name: 'Moda Budva', feeBasisPoints: 500 }, merchantUser: true },
  (ready) => ({ t, merchant, merchantCookie: cookie } = ready),
);

const get = (url: string, as = cookie) => apiRequest(t.app, { url, cookie: as });

describe('merchant area', () => {
  it('shows totals, refunds, fees and the payout batch of the day less fees', async () => {
    const shopper = await createShopper(t.app, { limitCents: 30_000 });
    const first = await buyOnInstalments(t.app, merchant, shopper, 10_000, 3);
    const second = await buyOnInstalments(t.app, merchant, shopper, 4_000, 6);
    const refund = await apiRequest(t.app, {
      method: 'POST',
      url: `/api/merchant/orders/${first}/refunds`,
      cookie,
      headers: freshKey(),
      payload: { amountCents: 5_000, reason: 'Vraćena roba' },
    });
    expect(refund.statusCode).toBe(201);
    expect(refund.json()).toMatchObject({
      id: first,
      refundedCents: 5_000,
      feeCents: 250,
      netPayoutCents: 4_750,
      refundableCents: 5_000,
      refunds: [{ amountCents: 5_000, reason: 'Vraćena roba', returnedToCardCents: 0 }],
    });

    // Nothing is paid out before the day's batch; a refund before it only lowers the batch.
    const overview = (await get('/api/merchant/overview')).json();
    expect(overview.merchant).toMatchObject({ name: 'Moda Budva', feeBasisPoints: 500 });
    expect(overview.totals).toEqual({
      ordersCount: 2,
      grossCents: 14_000,
      refundedCents: 5_000,
      feesCents: 250 + 200,
      paidOutCents: 0,
      recoveredCents: 0,
      netPaidOutCents: 0,
    });
    expect(overview.recentOrders).toHaveLength(2);
    expect((await get('/api/merchant/payouts?limit=10')).json()).toEqual({
      items: [],
      nextCursor: null,
      receivableCents: 0,
    });

    await runPayoutJob(t.app, new Date(Date.now() + 24 * 60 * 60_000));
    expect((await get('/api/merchant/overview')).json().totals).toMatchObject({
      paidOutCents: 4_750 + 3_800,
      netPaidOutCents: 4_750 + 3_800,
    });
    const payouts = (await get('/api/merchant/payouts?limit=10')).json();
    expect(payouts.items).toHaveLength(1);
    expect(payouts.items[0]).toMatchObject({
      ordersCount: 2,
      grossCents: 5_000 + 4_000,
      feesCents: 250 + 200,
      recoveredCents: 0,
      netCents: 4_750 + 3_800,
      carriedOverCents: 0,
    });
    expect(
      payouts.items[0].lines.map((l: { kind: string; orderId: string; amountCents: number }) => [
        l.kind,
        l.orderId,
        l.amountCents,
      ]),
    ).toEqual([
      ['order', first, 4_750],
      ['order', second, 3_800],
    ]);

    // The shopper's plan shows the shorter schedule: the newest instalments went first.
    const plan = (
      await apiRequest(t.app, { url: `/api/me/orders/${first}`, cookie: shopper.cookie })
    ).json();
    expect(
      plan.instalments.map((i: { amountCents: number; status: string }) => [
        i.amountCents,
        i.status,
      ]),
    ).toEqual([
      [3_334, 'paid'],
      [1_666, 'pending'],
      [0, 'refunded'],
    ]);
    expect(plan.outstandingCents).toBe(1_666);
  });

  it('manages API keys: a secret shown once, publishable keys shown whole', async () => {
    const list = (await get('/api/merchant/api-keys')).json().items;
    expect(list.map((k: { kind: string }) => k.kind).sort()).toEqual(['publishable', 'secret']);
    const publishable = list.find((k: { kind: string }) => k.kind === 'publishable');
    expect(publishable.publishableKey).toBe(merchant.publishableKey);
    const secret = list.find((k: { kind: string }) => k.kind === 'secret');
    expect(secret).toMatchObject({ publishableKey: null, last4: merchant.secretKey.slice(-4) });
    expect(JSON.stringify(list)).not.toContain(merchant.secretKey);
    const bad = await apiRequest(t.app, {
      method: 'POST',
      url: '/api/merchant/api-keys',
      cookie,
      payload: { kind: 'master' },
    });
    expect(bad.json().message).toBe('Izaberi vrstu ključa: publishable ili secret.');
  });

  it('keeps each merchant to its own orders, keys and deliveries', async () => {
    const rival = await createTestMerchant(t.app);
    const rivalUser = await createMerchantUser(t.app, rival.merchantId);
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 2_000, 3);
    expect((await get(`/api/merchant/orders/${orderId}`, rivalUser.cookie)).statusCode).toBe(404);
    const refund = await apiRequest(t.app, {
      method: 'POST',
      url: `/api/merchant/orders/${orderId}/refunds`,
      cookie: rivalUser.cookie,
      headers: freshKey(),
      payload: {},
    });
    expect(refund.statusCode).toBe(404);
    const myKeys = (await get('/api/merchant/api-keys')).json().items;
    const revoke = await apiRequest(t.app, {
      method: 'POST',
      url: `/api/merchant/api-keys/${myKeys[0].id}/revoke`,
      cookie: rivalUser.cookie,
    });
    expect(revoke.statusCode).toBe(404);
    expect((await get('/api/merchant/orders', rivalUser.cookie)).json().items).toEqual([]);
  });

  it('refuses shoppers and visitors', async () => {
    const shopper = await createShopper(t.app);
    expect((await get('/api/merchant/overview', shopper.cookie)).statusCode).toBe(403);
    expect((await apiRequest(t.app, { url: '/api/merchant/overview' })).statusCode).toBe(401);
    // A merchant-role user without a merchant link.
    const orphan = await createTestUser(t.app.db, { email: 'bez-trgovca@primjer.me' });
    await t.app.db.insertInto('user_roles').values({ user_id: orphan, role: 'merchant' }).execute();
    const response = await get('/api/merchant/overview', await sessionCookieFor(t.app, orphan));
    expect(response.json()).toMatchObject({
      statusCode: 403,
      message: 'Tvoj nalog nije povezan ni sa jednim trgovcem.',
    });
  });

  it('cancels from the area and answers cancel_too_late after a second payment', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 3_000, 3);
    await payInstalmentsRequest(t.app, shopper.cookie, orderId, 'next');
    const cancel = await apiRequest(t.app, {
      method: 'POST',
      url: `/api/merchant/orders/${orderId}/cancel`,
      cookie,
      headers: freshKey(),
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error).toBe('cancel_too_late');
  });

  it('refunds once per Idempotency-Key: a double submit is replayed, parallel ones refund once', async () => {
    const shopper = await createShopper(t.app, { limitCents: 30_000 });
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 6_000, 3);
    const refund = (key: string | undefined, amountCents: number) =>
      apiRequest(t.app, {
        method: 'POST',
        url: `/api/merchant/orders/${orderId}/refunds`,
        cookie,
        headers: key === undefined ? {} : { 'idempotency-key': key },
        payload: { amountCents },
      });
    const refundedCents = async () =>
      (
        await t.app.db
          .selectFrom('orders')
          .select('refunded_cents')
          .where('id', '=', orderId)
          .executeTakeFirstOrThrow()
      ).refunded_cents;

    const missing = await refund(undefined, 1_000);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('idempotency_key_required');

    const first = await refund('area-refund-1', 1_000);
    const again = await refund('area-refund-1', 1_000);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await refundedCents()).toBe(1_000);

    const parallel = await Promise.all([
      refund('area-refund-2', 700),
      refund('area-refund-2', 700),
      refund('area-refund-2', 700),
    ]);
    expect(parallel.filter((r) => r.statusCode === 201).length).toBeGreaterThanOrEqual(1);
    for (const r of parallel) expect([201, 409]).toContain(r.statusCode);
    expect(await refundedCents()).toBe(1_700);
    const refunds = await t.app.db
      .selectFrom('refunds')
      .select('amount_cents')
      .where('order_id', '=', orderId)
      .execute();
    expect(refunds.map((r) => r.amount_cents).sort()).toEqual([1_000, 700].sort());

    // One key is one refund whichever way it arrives: the merchant API refuses it for another.
    const viaApi = await v1(t.app, merchant.secretKey, {
      method: 'POST',
      url: `/api/v1/orders/${orderId}/refunds`,
      headers: { 'idempotency-key': 'area-refund-1' },
      payload: { amount_cents: 1_000 },
    });
    expect(viaApi.statusCode).toBe(409);
    expect(await refundedCents()).toBe(1_700);
  });

  it('cancels once per Idempotency-Key', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 3_000, 3);
    const cancel = () =>
      apiRequest(t.app, {
        method: 'POST',
        url: `/api/merchant/orders/${orderId}/cancel`,
        cookie,
        headers: { 'idempotency-key': `area-cancel-${orderId}` },
      });
    const first = await cancel();
    const again = await cancel();
    expect(first.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
  });
});

describe('merchant provisioning on approval', () => {
  it('creates the merchant user with a set-password link and a first publishable key', async () => {
    const admin = await loginAs(t.app, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const { applicationId } = await createApplication(t.app, {
      pib: '10000046',
      contactEmail: 'Vlasnik@Novi-Trgovac.me',
    });
    const approve = await apiRequest(t.app, {
      method: 'POST',
      url: `/api/admin/partner-applications/${applicationId}/approve`,
      cookie: admin,
      payload: { pricingTier: 'growth' },
    });
    expect(approve.statusCode).toBe(200);
    const merchantId = approve.json().merchant.id as string;
    const user = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'vlasnik@novi-trgovac.me')
      .executeTakeFirstOrThrow();
    const roles = await t.app.db
      .selectFrom('user_roles')
      .select('role')
      .where('user_id', '=', user.id)
      .execute();
    expect(roles).toEqual([{ role: 'merchant' }]);
    const link = await t.app.db
      .selectFrom('merchant_users')
      .select('merchant_id')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(link.merchant_id).toBe(merchantId);
    const keys = await t.app.db
      .selectFrom('api_keys')
      .select(['kind', 'publishable_key'])
      .where('merchant_id', '=', merchantId)
      .execute();
    expect(keys).toEqual([
      { kind: 'publishable', publishable_key: expect.stringMatching(/^pk_test_/) },
    ]);

    const mail = await t.app.db
      .selectFrom('outbox_messages')
      .select('text_body')
      .where('recipient', '=', 'vlasnik@novi-trgovac.me')
      .executeTakeFirstOrThrow();
    const token = /reset-password#token=([\w-]+)/.exec(mail.text_body)?.[1];
    expect(token).toBeDefined();
    const stored = await t.app.db
      .selectFrom('password_reset_tokens')
      .select(['user_id', 'expires_at'])
      .where('token_hash', '=', hashToken(token ?? ''))
      .executeTakeFirstOrThrow();
    expect(stored.user_id).toBe(user.id);
    expect(stored.expires_at.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
  });

  it('gives an existing account the merchant role without a new password', async () => {
    const admin = await loginAs(t.app, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const { applicationId } = await createApplication(t.app, {
      pib: '10000054',
      contactEmail: DEMO_SHOPPER.email,
    });
    await apiRequest(t.app, {
      method: 'POST',
      url: `/api/admin/partner-applications/${applicationId}/approve`,
      cookie: admin,
      payload: { pricingTier: 'starter' },
    });
    const shopperCookie = await loginAs(t.app, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const overview = await get('/api/merchant/overview', shopperCookie);
    expect(overview.statusCode).toBe(200);
    expect(overview.json().merchant.name).toBe('"Mont-Trade" d.o.o.');
    const mail = await t.app.db
      .selectFrom('outbox_messages')
      .select('text_body')
      .where('recipient', '=', DEMO_SHOPPER.email)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('Prijavi se svojim postojećim NaRate nalogom');
    expect(mail.text_body).not.toContain('reset-password');
  });
});

describe('demo data', () => {
  it('seeds a demo merchant whose secret key and merchant login work', async () => {
    const session = await createCheckout(t.app, DEMO_MERCHANT.secretKey, 7_900);
    expect(session.url).toContain('/checkout/cs_');
    const merchantCookie = await loginAs(t.app, DEMO_MERCHANT.email, DEMO_MERCHANT.password);
    const overview = (await get('/api/merchant/overview', merchantCookie)).json();
    expect(overview.merchant.name).toBe('Demo Prodavnica');

    const products = (await apiRequest(t.app, { url: '/api/demo-shop/products' })).json();
    expect(products.products.some((p: { priceCents: number }) => p.priceCents < 10_000)).toBe(true);
    expect(products.products.some((p: { priceCents: number }) => p.priceCents > 10_000)).toBe(true);
    const demo = await apiRequest(t.app, {
      method: 'POST',
      url: '/api/demo-shop/checkout-sessions',
      payload: { productId: products.products[0].id },
    });
    expect(demo.statusCode).toBe(201);
    const read = await v1(t.app, DEMO_MERCHANT.secretKey, {
      url: `/api/v1/checkout/sessions/${demo.json().id}`,
    });
    expect(read.json()).toMatchObject({
      status: 'open',
      success_url: expect.stringContaining('/demo-shop'),
    });

    const widget = await t.app.inject({
      url: `/api/widget/merchant?key=${DEMO_MERCHANT.publishableKey}`,
    });
    expect(widget.headers['access-control-allow-origin']).toBe('*');
    expect(widget.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(widget.json()).toMatchObject({
      merchantName: 'Demo Prodavnica',
      instalmentOptions: [3, 6, 12],
    });
    expect((await t.app.inject({ url: '/api/widget/merchant?key=pk_test_nope' })).statusCode).toBe(
      404,
    );
  });
});
