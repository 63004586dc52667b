import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SESSION_BODY,
  buyOnInstalments,
  createCheckout,
  createMerchantUser,
  createShopper,
  createTestMerchant,
  expectLedgerConsistent,
  v1,
  type TestMerchant,
} from '../testing/purchase-fixtures';
import type { LightMyRequestResponse } from 'fastify';
import { expectAnswerMatchesContract } from '../testing/contract-check';
import { apiRequest, createTestApp, type TestApp } from '../testing/test-app';
import { FAILED_KEY_LIMIT, FAILED_KEY_LIMIT_MESSAGE } from './auth';
import { errorText } from '../http/errors';

let t: TestApp;
let merchant: TestMerchant;
let other: TestMerchant;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await createTestMerchant(t.app, { feeBasisPoints: 300 });
  other = await createTestMerchant(t.app);
});
afterAll(() => t.close());

const postSession = (key: string | null, payload: object, headers: Record<string, string> = {}) =>
  v1(t.app, key, { method: 'POST', url: '/api/v1/checkout/sessions', payload, headers });

/** A user of the merchant creates a new secret key in the merchant area. */
async function createSecretKey() {
  const { cookie } = await createMerchantUser(t.app, merchant.merchantId);
  const created = await apiRequest(t.app, {
    method: 'POST',
    url: '/api/merchant/api-keys',
    cookie,
    payload: { kind: 'secret' },
  });
  return { cookie, created };
}

describe('API key authentication', () => {
  it('refuses a missing, malformed, unknown, publishable or revoked key with 401 and a code', async () => {
    const body = { ...SESSION_BODY, amount_cents: 5_000 };
    expect((await postSession(null, body)).json()).toMatchObject({
      statusCode: 401,
      error: 'missing_api_key',
    });
    expect((await postSession('sk_test_not-a-real-key', body)).json().error).toBe(
      'invalid_api_key',
    );
    expect((await postSession('sk_test_0000000000000000000000000000', body)).statusCode).toBe(401);
    expect((await postSession(merchant.publishableKey, body)).json().error).toBe(
      'publishable_key_not_allowed',
    );

    const { cookie, created } = await createSecretKey();
    expect(created.statusCode).toBe(201);
    const { key, secret } = created.json();
    expect(secret).toMatch(/^sk_test_[0-9A-Za-z]{32}$/);
    expect(key).toMatchObject({ kind: 'secret', prefix: 'sk_test_', last4: secret.slice(-4) });
    expect(key.publishableKey).toBeNull();
    expect((await postSession(secret, body)).statusCode).toBe(201);

    const revoke = await apiRequest(t.app, {
      method: 'POST',
      url: `/api/merchant/api-keys/${key.id}/revoke`,
      cookie,
    });
    expect(revoke.json().revokedAt).not.toBeNull();
    const afterRevoke = await postSession(secret, body);
    expect(afterRevoke.statusCode).toBe(401);
    expect(afterRevoke.json().error).toBe('invalid_api_key');
    // The list never holds a secret key again.
    const list = await apiRequest(t.app, { url: '/api/merchant/api-keys', cookie });
    expect(JSON.stringify(list.json())).not.toContain(secret);
  });

  it('limits wrong keys per address, whatever key each guess names', async () => {
    const guess = (address: string, key: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/orders',
        remoteAddress: address,
        headers: { authorization: `Bearer ${key}` },
      });
    const statuses: number[] = [];
    for (let i = 0; i < FAILED_KEY_LIMIT.max + 2; i += 1) {
      statuses.push((await guess('198.51.100.20', `sk_test_guess${i}`)).statusCode);
    }
    expect(statuses.slice(0, FAILED_KEY_LIMIT.max).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(FAILED_KEY_LIMIT.max)).toEqual([429, 429]);
    const refused = await guess('198.51.100.20', merchant.secretKey);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      error: 'too_many_requests',
      message: errorText(FAILED_KEY_LIMIT_MESSAGE.key),
    });
    // Another address, and the right key from it, are not affected.
    expect((await guess('198.51.100.21', merchant.secretKey)).statusCode).toBe(200);
    expect((await guess('198.51.100.21', 'sk_test_other')).statusCode).toBe(401);
  });

  it("lets one key send a sales day's pace: more than 300 requests in a minute", async () => {
    const session = await postSession(merchant.secretKey, { ...SESSION_BODY, amount_cents: 4_200 });
    const statuses = new Set<number>();
    for (let i = 0; i < 320; i += 1) {
      const read = await v1(t.app, merchant.secretKey, {
        url: `/api/v1/checkout/sessions/${session.json().id}`,
      });
      statuses.add(read.statusCode);
    }
    expect([...statuses]).toEqual([200]);
  });

  it('counts wrong keys per IPv6 /64, so new addresses in one network do not reset the count', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= FAILED_KEY_LIMIT.max + 2; i += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/orders',
        remoteAddress: `2001:db8:5:5::${i.toString(16)}`,
        headers: { authorization: `Bearer sk_test_v6guess${i}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(FAILED_KEY_LIMIT.max)).toEqual([429, 429]);
    // The next /64 is someone else.
    const neighbour = await t.app.inject({
      method: 'GET',
      url: '/api/v1/orders',
      remoteAddress: '2001:db8:5:6::1',
      headers: { authorization: 'Bearer sk_test_v6other' },
    });
    expect(neighbour.statusCode).toBe(401);
  });

  it('records a key’s last use at most once a minute', async () => {
    const { created } = await createSecretKey();
    const { key, secret } = created.json();
    const lastUse = () =>
      t.app.db
        .selectFrom('api_keys')
        .select('last_used_at')
        .where('id', '=', key.id)
        .executeTakeFirstOrThrow()
        .then((row) => row.last_used_at);
    expect(await lastUse()).toBeNull();
    const body = { ...SESSION_BODY, amount_cents: 5_000 };
    expect((await postSession(secret, body)).statusCode).toBe(201);
    const first = await lastUse();
    expect(first).toBeInstanceOf(Date);
    // A request within the minute leaves the stored use as it is.
    expect((await postSession(secret, body)).statusCode).toBe(201);
    expect(await lastUse()).toEqual(first);
    // A use older than a minute is moved forward by the next request.
    await t.app.db
      .updateTable('api_keys')
      .set({ last_used_at: new Date(Date.now() - 5 * 60_000) })
      .where('id', '=', key.id)
      .execute();
    expect((await postSession(secret, body)).statusCode).toBe(201);
    expect((await lastUse())!.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers 403 for a suspended merchant', async () => {
    const suspended = await createTestMerchant(t.app);
    await t.app.db
      .updateTable('merchants')
      .set({ status: 'suspended' })
      .where('id', '=', suspended.merchantId)
      .execute();
    const response = await v1(t.app, suspended.secretKey, { url: '/api/v1/orders' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('merchant_suspended');
  });
});

describe('checkout sessions', () => {
  it('creates a session resource with a hosted URL and reads it back', async () => {
    const response = await postSession(merchant.secretKey, {
      ...SESSION_BODY,
      amount_cents: 12_345,
      line_items: [{ name: 'Lampa', quantity: 1, unit_amount_cents: 12_345 }],
      expires_in_minutes: 60,
    });
    expect(response.statusCode).toBe(201);
    const session = response.json();
    expect(session).toMatchObject({
      object: 'checkout.session',
      livemode: false,
      status: 'open',
      amount_cents: 12_345,
      currency: 'EUR',
      order_reference: 'NAR-1001',
      order_id: null,
      url: `http://localhost:3000/checkout/${session.id}`,
    });
    expect(session.id).toMatch(/^cs_[0-9A-Za-z]{24}$/);
    const minutes = (Date.parse(session.expires_at) - Date.parse(session.created_at)) / 60_000;
    expect(minutes).toBe(60);
    const read = await v1(t.app, merchant.secretKey, {
      url: `/api/v1/checkout/sessions/${session.id}`,
    });
    expect(read.json()).toEqual(session);
  });

  it('validates the body with stable messages', async () => {
    const cases: Array<[object, string]> = [
      [{ amount_cents: 99 }, 'amount_cents'],
      [{ amount_cents: 10.5 }, 'amount_cents'],
      [{ amount_cents: 5_000, currency: 'USD' }, 'currency'],
      [{ amount_cents: 5_000, success_url: 'javascript:alert(1)' }, 'success_url'],
      [
        { amount_cents: 5_000, line_items: [{ name: 'A', quantity: 1, unit_amount_cents: 10 }] },
        'line_items',
      ],
      [{ amount_cents: 5_000, expires_in_minutes: 5 }, 'expires_in_minutes'],
    ];
    for (const [patch, field] of cases) {
      const response = await postSession(merchant.secretKey, { ...SESSION_BODY, ...patch });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fields, field).toHaveProperty(field);
    }
    const broken = await v1(t.app, merchant.secretKey, {
      method: 'POST',
      url: '/api/v1/checkout/sessions',
      headers: { 'content-type': 'application/json' },
      payload: '{"amount_cents": ',
    });
    expect(broken.statusCode).toBe(400);
  });

  it("hides another merchant's session", async () => {
    const session = await createCheckout(t.app, merchant.secretKey, 5_000);
    const response = await v1(t.app, other.secretKey, {
      url: `/api/v1/checkout/sessions/${session.id}`,
    });
    expect(response.statusCode).toBe(404);
    const cancel = await v1(t.app, other.secretKey, {
      method: 'POST',
      url: `/api/v1/checkout/sessions/${session.id}/cancel`,
    });
    expect(cancel.statusCode).toBe(404);
  });
});

describe('Idempotency-Key', () => {
  it('replays the same key and body, refuses the same key with another body', async () => {
    const body = { ...SESSION_BODY, amount_cents: 7_000 };
    const first = await postSession(merchant.secretKey, body, { 'idempotency-key': 'order-77' });
    const retry = await postSession(merchant.secretKey, body, { 'idempotency-key': 'order-77' });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const sessions = await t.app.db
      .selectFrom('checkout_sessions')
      .select('id')
      .where('merchant_id', '=', merchant.merchantId)
      .where('amount_cents', '=', 7_000)
      .execute();
    expect(sessions).toHaveLength(1);

    const changed = await postSession(
      merchant.secretKey,
      { ...body, amount_cents: 7_001 },
      { 'idempotency-key': 'order-77' },
    );
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error).toBe('idempotency_key_reused');
    // Keys belong to one merchant: another may use the same key.
    const elsewhere = await postSession(other.secretKey, body, { 'idempotency-key': 'order-77' });
    expect(elsewhere.statusCode).toBe(201);
    expect(elsewhere.json().id).not.toBe(first.json().id);
  });

  it('uses a key again once a day has passed, and replays a refusal for the same key and body', async () => {
    const body = { ...SESSION_BODY, amount_cents: 7_100 };
    const first = await postSession(merchant.secretKey, body, { 'idempotency-key': 'order-old' });
    expect(first.statusCode).toBe(201);
    await t.app.db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(Date.now() - 25 * 60 * 60_000) })
      .where('scope', '=', `merchant:${merchant.merchantId}`)
      .where('key', '=', 'order-old')
      .execute();
    const later = await postSession(
      merchant.secretKey,
      { ...body, amount_cents: 7_101 },
      { 'idempotency-key': 'order-old' },
    );
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.json().id).not.toBe(first.json().id);
    expect(later.json().amount_cents).toBe(7_101);

    // Line items that do not add up to the amount: refused, and the same refusal replayed.
    const wrong = {
      ...body,
      line_items: [{ name: 'Stolica', quantity: 1, unit_amount_cents: 100 }],
    };
    const refused = await postSession(merchant.secretKey, wrong, {
      'idempotency-key': 'order-bad',
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    const again = await postSession(merchant.secretKey, wrong, { 'idempotency-key': 'order-bad' });
    expect(again.statusCode).toBe(refused.statusCode);
    expect(again.json()).toEqual(refused.json());
  });

  it('creates one order when a refund is retried, and replays the refusal of a bad one', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 9_000, 3);
    const refund = (payload: object, key: string) =>
      v1(t.app, merchant.secretKey, {
        method: 'POST',
        url: `/api/v1/orders/${orderId}/refunds`,
        payload,
        headers: { 'idempotency-key': key },
      });
    const first = await refund({ amount_cents: 1_000 }, 'refund-1');
    const again = await refund({ amount_cents: 1_000 }, 'refund-1');
    expect(first.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const order = await v1(t.app, merchant.secretKey, { url: `/api/v1/orders/${orderId}` });
    expect(order.json()).toMatchObject({
      refunded_cents: 1_000,
      refunds: [{ amount_cents: 1_000 }],
    });

    const tooMuch = await refund({ amount_cents: 50_000 }, 'refund-2');
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error).toBe('exceeds_refundable');
    expect((await refund({ amount_cents: 50_000 }, 'refund-2')).json()).toEqual(tooMuch.json());
    expect((await refund({ amount_cents: 10 }, 'refund-2')).statusCode).toBe(409);
    expect(
      (await postSession(merchant.secretKey, SESSION_BODY, { 'idempotency-key': ' x' })).json()
        .error,
    ).toBe('idempotency_key_invalid');
    await expectLedgerConsistent(t.app);
  });

  it('refuses a concurrent retry while the first request is still running', async () => {
    const body = { ...SESSION_BODY, amount_cents: 4_321 };
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        postSession(merchant.secretKey, body, { 'idempotency-key': 'burst-1' }),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201).length).toBeGreaterThanOrEqual(1);
    for (const response of responses) {
      if (response.statusCode === 409)
        expect(response.json().error).toBe('idempotency_in_progress');
    }
    const ids = new Set(responses.filter((r) => r.statusCode === 201).map((r) => r.json().id));
    expect(ids.size).toBe(1);
  });
});

describe('orders', () => {
  it('lists with cursor pagination and hides other merchants’ orders', async () => {
    const seller = await createTestMerchant(t.app);
    const shopper = await createShopper(t.app, { limitCents: 30_000 });
    const ids: string[] = [];
    for (const amount of [2_000, 2_100, 2_200, 2_300, 2_400]) {
      ids.push(await buyOnInstalments(t.app, seller, shopper, amount, 3));
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/v1/orders?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await v1(t.app, seller.secretKey, { url })).json();
      expect(page.object).toBe('list');
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data.map((o: { id: string }) => o.id));
      cursor = page.next_cursor;
      expect(page.has_more).toBe(cursor !== null);
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());

    const order = await v1(t.app, seller.secretKey, { url: `/api/v1/orders/${ids[0]}` });
    expect(order.json()).toMatchObject({
      object: 'order',
      status: 'approved',
      total_cents: 2_000,
      fee_basis_points: 300,
      fee_cents: 60,
      net_payout_cents: 1_940,
      instalment_count: 3,
    });
    expect(order.json().instalments).toHaveLength(3);

    const foreign = await v1(t.app, other.secretKey, { url: `/api/v1/orders/${ids[0]}` });
    expect(foreign.statusCode).toBe(404);
    const foreignList = (await v1(t.app, other.secretKey, { url: '/api/v1/orders' })).json();
    expect(foreignList.data.map((o: { id: string }) => o.id)).not.toContain(ids[0]);
    const foreignRefund = await v1(t.app, other.secretKey, {
      method: 'POST',
      url: `/api/v1/orders/${ids[0]}/refunds`,
      payload: {},
    });
    expect(foreignRefund.statusCode).toBe(404);
    expect(
      (await v1(t.app, seller.secretKey, { url: '/api/v1/orders?cursor=%%%' })).statusCode,
    ).toBe(400);
  });

  it('cancels before the second instalment and refuses afterwards', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 6_000, 3);
    const cancel = await v1(t.app, merchant.secretKey, {
      method: 'POST',
      url: `/api/v1/orders/${orderId}/cancel`,
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({
      status: 'cancelled',
      refunded_cents: 6_000,
      outstanding_cents: 0,
      fee_cents: 0,
      net_payout_cents: 0,
      refunds: [{ kind: 'cancellation', reduced_owed_cents: 4_000, returned_to_card_cents: 2_000 }],
    });
    const purchase = await t.app.db
      .selectFrom('transactions')
      .select('id')
      .where('order_id', '=', orderId)
      .execute();
    expect(purchase).toEqual([]);
    const twice = await v1(t.app, merchant.secretKey, {
      method: 'POST',
      url: `/api/v1/orders/${orderId}/cancel`,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('order_closed');
    await expectLedgerConsistent(t.app);
  });
});

describe('OpenAPI', () => {
  it('documents the merchant API at /api/docs', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    for (const path of [
      '/api/v1/checkout/sessions',
      '/api/v1/checkout/sessions/{id}',
      '/api/v1/orders',
      '/api/v1/orders/{id}',
      '/api/v1/orders/{id}/cancel',
      '/api/v1/orders/{id}/refunds',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    const create = doc.paths['/api/v1/checkout/sessions'].post;
    expect(create.security).toEqual([{ secretKey: [] }]);
    expect(JSON.stringify(create)).toContain('amount_cents');
    expect(JSON.stringify(create)).toContain('idempotency-key');
  });

  it('marks Idempotency-Key as required on every route that takes it, as the server enforces', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const keyed = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) =>
        Object.entries(methods).flatMap(([method, operation]) =>
          (
            (operation as { parameters?: { in: string; name: string; required?: boolean }[] })
              .parameters ?? []
          )
            .filter((p) => p.in === 'header' && p.name === 'idempotency-key')
            .map((p) => ({ route: `${method} ${path}`, required: p.required })),
        ),
    );
    expect(keyed.map((k) => k.route)).toEqual(
      expect.arrayContaining([
        'post /api/v1/checkout/sessions',
        'post /api/v1/orders/{id}/refunds',
      ]),
    );
    for (const k of keyed) expect(k, k.route).toMatchObject({ required: true });
    // The server still answers with its own code, not a schema error.
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/checkout/sessions',
      headers: { authorization: `Bearer ${merchant.secretKey}` },
      payload: {
        amount_cents: 1_000,
        success_url: 'https://shop.me/ok',
        cancel_url: 'https://shop.me/no',
      },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('idempotency_key_required');
  });

  it('lists Idempotency-Key as a required header on every POST of the merchant API', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const posts = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) =>
        path.startsWith('/api/v1/') && methods.post
          ? [{ path, operation: methods.post as { parameters?: Record<string, unknown>[] } }]
          : [],
    );
    expect(posts.map((p) => p.path)).toEqual(
      expect.arrayContaining([
        '/api/v1/checkout/sessions',
        '/api/v1/checkout/sessions/{id}/cancel',
        '/api/v1/orders/{id}/cancel',
        '/api/v1/orders/{id}/refunds',
      ]),
    );
    for (const { path, operation } of posts) {
      expect(operation.parameters, path).toContainEqual(
        expect.objectContaining({ in: 'header', name: 'idempotency-key', required: true }),
      );
    }
  });

  it('documents the error answers of every route in the error shape', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const order = doc.paths['/api/v1/orders/{id}'].get.responses;
    for (const status of ['400', '401', '403', '404', '429', '500']) {
      expect(order[status]?.content['application/json'].schema.required, status).toEqual([
        'statusCode',
        'error',
        'message',
      ]);
    }
  });

  it('fails a test whose answer does not match the documented schema of its route and status', async () => {
    const created = await postSession(merchant.secretKey, { ...SESSION_BODY, amount_cents: 4_000 });
    const session = created.json();
    const check = (statusCode: number, body: unknown, url = '/api/v1/checkout/sessions') =>
      expectAnswerMatchesContract(t.app, 'POST', url, {
        statusCode,
        json: () => body,
      } as unknown as LightMyRequestResponse);

    expect(() => check(201, session)).not.toThrow();
    const { amount_cents: _dropped, ...missingAmount } = session;
    expect(() => check(201, missingAmount)).toThrow(/does not match its schema/);
    expect(() => check(201, { ...session, amount_cents: '40.00' })).toThrow(/amount_cents/);
    expect(() => check(201, { ...session, surprise: true })).toThrow(/does not match/);
    expect(() => check(418, session)).toThrow(/lists no such status/);
    expect(() => check(400, { statusCode: 400, error: 'bad_request' })).toThrow(/message/);
  });
});
