// Opening a card payment for the card fields: the server works out the amount, the acquirer (the
// local one, its own process) opens the payment, the browser gets its client secret.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '#shared/i18n/me/errors';
import {
  buyOnInstalments,
  createCheckout,
  createShopper,
  createTestMerchant,
  freshKey,
  type TestMerchant,
} from '../testing/purchase-fixtures';
import { cardNumbersIn } from '../testing/card-scan';
import { startTestAcquirer, type TestAcquirer } from '../testing/local-acquirer';
import { apiRequest, createTestApp, type TestApp } from '../testing/test-app';
import { typeCardAtAcquirer } from '../testing/acquirer-card-fields';
import { ConfirmCheckoutAnswer, PayInstalmentsAnswer } from './shopper-contract';

const KEYS = { merchantKey: 'card-payment-route-key-0123', authenticityToken: 'cardroutetoken' };

let acquirer: TestAcquirer;
let t: TestApp;
let merchant: TestMerchant;
beforeAll(async () => {
  acquirer = await startTestAcquirer(KEYS);
  const base = await createTestApp();
  const card = { ...base.app.config.card, ...KEYS, baseUrl: acquirer.url };
  await base.close();
  t = await createTestApp({ card });
  merchant = await createTestMerchant(t.app, { name: 'Optika Budva' });
});
afterAll(async () => {
  await t.close();
  await acquirer.close();
});

/** What the acquirer's card fields send when the shopper types a card (and answers 3-D Secure). */
async function typeIntoCardFields(
  clientSecret: string,
  pan: string,
  challenge?: 'approve' | 'deny',
): Promise<Record<string, unknown>> {
  const response = await typeCardAtAcquirer(acquirer.url, clientSecret, pan);
  const answer = (await response.json()) as Record<string, unknown>;
  if (!challenge || typeof answer.challenge_url !== 'string') return answer;
  const decided = await fetch(`${acquirer.url}${answer.challenge_url.split('?')[0]}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ decision: challenge }),
  });
  return (await decided.json()) as Record<string, unknown>;
}

const open = (cookie: string | undefined, payload: object) =>
  apiRequest(t.app, { method: 'POST', url: '/api/payments/card-payments', cookie, payload });

describe('POST /api/payments/card-payments', () => {
  it("opens the checkout's first instalment at the acquirer and answers the card fields' secret", async () => {
    const shopper = await createShopper(t.app);
    const session = await createCheckout(t.app, merchant.secretKey, 10_000);
    const response = await open(shopper.cookie, {
      purpose: 'checkout',
      sessionId: session.id,
      instalments: 3,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      amountCents: 3334,
      authenticityToken: KEYS.authenticityToken,
      componentsUrl: `${acquirer.url}/dist/components.js`,
    });
    expect(body.paymentId).toEqual(expect.any(String));
    expect(body.clientSecret).toEqual(expect.any(String));
    expect(response.headers['cache-control']).toContain('no-store');
    // The card fields can take the card with that secret: the acquirer knows the payment.
    const confirmed = await fetch(`${acquirer.url}/components/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_secret: body.clientSecret,
        pan: '4242424242424242',
        exp_month: '12',
        exp_year: '39',
        cvv: '123',
      }),
    });
    expect(await confirmed.json()).toMatchObject({
      result: { status: 'approved', amount: 3334 },
    });
    const script = await fetch(body.componentsUrl);
    expect(script.status).toBe(200);
  });

  it('refuses to open a checkout payment the decision would decline, so no card is charged for nothing', async () => {
    const shopper = await createShopper(t.app);
    const session = await createCheckout(t.app, merchant.secretKey, 500_000);
    const response = await open(shopper.cookie, {
      purpose: 'checkout',
      sessionId: session.id,
      instalments: 3,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: 'over_limit', reviewable: true });
    expect(response.json().clientSecret).toBeUndefined();
  });

  it("opens the next instalment or the whole rest of the shopper's own order", async () => {
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 9_000, 3);
    const next = await open(shopper.cookie, { purpose: 'instalments', orderId, scope: 'next' });
    expect(next.statusCode).toBe(201);
    expect(next.json().amountCents).toBe(3000);
    const rest = await open(shopper.cookie, {
      purpose: 'instalments',
      orderId,
      scope: 'rest',
      saveCard: true,
    });
    expect(rest.statusCode).toBe(201);
    expect(rest.json().amountCents).toBe(6000);

    const stranger = await createShopper(t.app);
    const other = await open(stranger.cookie, { purpose: 'instalments', orderId, scope: 'next' });
    expect(other.statusCode).toBe(404);
  });

  it('refuses a request without a session, of unknown purpose or for a missing checkout', async () => {
    expect(
      (await open(undefined, { purpose: 'checkout', sessionId: 'x', instalments: 3 })).statusCode,
    ).toBe(401);
    const shopper = await createShopper(t.app);
    const unknown = await open(shopper.cookie, { purpose: 'gift' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toEqual(expect.any(String));
    const missing = await open(shopper.cookie, {
      purpose: 'checkout',
      sessionId: 'cs_000000000000000000000000',
      instalments: 3,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('without card fields at the acquirer', () => {
  it('answers 503 card_fields_unavailable', async () => {
    // A provider that charges but offers no card fields (no payment can be opened there).
    const unused = () => Promise.reject(new Error('not called in this test'));
    const plain = await createTestApp({}, undefined, {
      paymentProvider: {
        name: 'no-card-fields',
        charge: unused,
        refund: unused,
        lookup: unused,
        statement: async () => [],
      },
    });
    try {
      const shopperApp = plain.app;
      const shop = await createTestMerchant(shopperApp, { name: 'Knjižara Kotor' });
      const shopper = await createShopper(shopperApp);
      const session = await createCheckout(shopperApp, shop.secretKey, 5_000);
      const response = await apiRequest(shopperApp, {
        method: 'POST',
        url: '/api/payments/card-payments',
        cookie: shopper.cookie,
        payload: { purpose: 'checkout', sessionId: session.id, instalments: 3 },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toBe('card_fields_unavailable');
    } finally {
      await plain.close();
    }
  });
});

describe('confirming with the payment id alone', () => {
  const confirm = (cookie: string, sessionId: string, body: object) =>
    apiRequest(t.app, {
      method: 'POST',
      url: `/api/checkout/sessions/${sessionId}/confirm`,
      cookie,
      headers: freshKey(),
      payload: { instalments: 3, acceptTerms: true, ...body },
    });

  it('buys through the card fields, and a payment pays once', async () => {
    const shopper = await createShopper(t.app);
    const session = await createCheckout(t.app, merchant.secretKey, 6_000);
    const opened = (
      await open(shopper.cookie, { purpose: 'checkout', sessionId: session.id, instalments: 3 })
    ).json();
    await typeIntoCardFields(opened.clientSecret, '4242424242424242');
    const bought = await confirm(shopper.cookie, session.id, { paymentId: opened.paymentId });
    expect(bought.statusCode).toBe(201);
    // The stored answers are held to their schemas here: nothing missing, nothing more.
    expect(ConfirmCheckoutAnswer.parse(bought.json())).toEqual(bought.json());
    const orderId = bought.json().order.id as string;
    const attempt = await t.app.db
      .selectFrom('payment_attempts')
      .select(['status', 'amount_cents'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(attempt).toEqual({ status: 'succeeded', amount_cents: 2000 });

    // The next instalment through the card fields, keeping the card for later.
    const next = (
      await open(shopper.cookie, { purpose: 'instalments', orderId, scope: 'next', saveCard: true })
    ).json();
    await typeIntoCardFields(next.clientSecret, '4242424242424242');
    const paid = await apiRequest(t.app, {
      method: 'POST',
      url: `/api/me/orders/${orderId}/payments`,
      cookie: shopper.cookie,
      headers: freshKey(),
      payload: { scope: 'next', paymentId: next.paymentId, saveCard: true },
    });
    expect(paid.statusCode).toBe(201);
    expect(PayInstalmentsAnswer.parse(paid.json())).toEqual(paid.json());
    const saved = await t.app.db
      .selectFrom('saved_cards')
      .select(['last4', 'token'])
      .where('user_id', '=', shopper.userId)
      .executeTakeFirst();
    expect(saved?.last4).toBe('4242');
    expect(saved?.token).not.toContain('4242424242424242');

    // The same payment cannot pay again, whatever the request's key.
    const again = await apiRequest(t.app, {
      method: 'POST',
      url: `/api/me/orders/${orderId}/payments`,
      cookie: shopper.cookie,
      headers: freshKey(),
      payload: { scope: 'next', paymentId: next.paymentId },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('card_payment_used');
  });

  it('charges nothing when 3-D Secure is denied or the payment is unknown', async () => {
    const shopper = await createShopper(t.app);
    const session = await createCheckout(t.app, merchant.secretKey, 6_000);
    const opened = (
      await open(shopper.cookie, { purpose: 'checkout', sessionId: session.id, instalments: 3 })
    ).json();
    const answer = await typeIntoCardFields(opened.clientSecret, '4000000000003220', 'deny');
    expect(answer).toMatchObject({ result: { status: 'declined' } });
    const denied = await confirm(shopper.cookie, session.id, { paymentId: opened.paymentId });
    expect(denied.statusCode).toBe(402);

    const unknown = await confirm(shopper.cookie, session.id, { paymentId: 'pay-unknown-1' });
    expect(unknown.statusCode).toBe(402);
    const malformed = await confirm(shopper.cookie, session.id, { paymentId: 'x y' });
    expect(malformed.statusCode).toBe(400);
    // A card beside the payment is refused: card data never comes to NaRate's API.
    const withCard = await confirm(shopper.cookie, session.id, {
      paymentId: opened.paymentId,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2039, cvc: '123' },
    });
    expect(withCard.statusCode).toBe(400);
    expect(withCard.json()).toMatchObject({
      error: 'card_data_not_accepted',
      message: errors.card_data_not_accepted,
    });
  });

  it('approves the 3-D Secure card once the shopper approves the challenge', async () => {
    const shopper = await createShopper(t.app);
    const session = await createCheckout(t.app, merchant.secretKey, 6_000);
    const opened = (
      await open(shopper.cookie, { purpose: 'checkout', sessionId: session.id, instalments: 3 })
    ).json();
    await typeIntoCardFields(opened.clientSecret, '4000000000003220', 'approve');
    const bought = await confirm(shopper.cookie, session.id, { paymentId: opened.paymentId });
    expect(bought.statusCode).toBe(201);
  });

  it('refuses a payment opened for another amount', async () => {
    const shopper = await createShopper(t.app);
    const session = await createCheckout(t.app, merchant.secretKey, 6_000);
    const opened = (
      await open(shopper.cookie, { purpose: 'checkout', sessionId: session.id, instalments: 6 })
    ).json();
    await typeIntoCardFields(opened.clientSecret, '4242424242424242');
    const other = await confirm(shopper.cookie, session.id, {
      paymentId: opened.paymentId,
      instalments: 3,
    });
    expect(other.statusCode).toBe(402);
    expect(other.json().error).toBe('idempotency_conflict');
  });
});

const UNREADABLE = /(_hash|^fingerprint|^signing_secret)$/;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

describe('after the card-fields payments', () => {
  it('no NaRate table holds a card number or a security code', async () => {
    // The sandbox's own tables (the typed-card stand-in this file still buys with) are left out.
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'
        and table_name not like 'sandbox\\_%'`.execute(t.app.db);
    const found: string[] = [];
    for (const { table_name } of tables.rows) {
      const rows = await sql`select * from ${sql.table(table_name)}`.execute(t.app.db);
      // Digests and random secrets (*_hash, fingerprint, signing_secret) hold digit runs that pass
      // the Luhn check by chance; a digest is one-way, so no card could be read back from it.
      const readable = rows.rows.map((row) =>
        Object.fromEntries(
          Object.entries(row as Record<string, unknown>).filter(([name]) => !UNREADABLE.test(name)),
        ),
      );
      // Ids (UUIDs: random, dash-grouped hex) look like dash-grouped digits to the finder.
      const dump = JSON.stringify(readable).replace(UUID, '');
      for (const number of cardNumbersIn(dump)) found.push(`${table_name}: ${number}`);
      if (/"(cvc|cvv)"\s*:/i.test(dump)) found.push(`${table_name}: a security code`);
    }
    expect(found).toEqual([]);
  });
});
