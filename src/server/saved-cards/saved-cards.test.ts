import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMessages } from '../notifications/outbox-repository';
import { SAVED_CARD_MESSAGES } from '#shared/saved-card';
import { TEST_CARDS } from '../payments/provider';
import { SavedCardAnswer } from './routes';
import { cardNumbersIn } from '../testing/card-scan';
import {
  buyOnInstalments,
  createCheckout,
  createShopper,
  createTestMerchant,
  freshKey,
  payInCardFields,
  payInstalmentsRequest,
  TEST_CARD,
  type TypedCard,
  type TestMerchant,
  type TestShopper,
} from '../testing/purchase-fixtures';
import { acquirerProvider, apiRequest, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let merchant: TestMerchant;
beforeAll(async () => {
  // Many cards are saved here, more than a browser may save in a minute.
  t = await createTestApp({ rateLimitEnabled: false });
  merchant = await createTestMerchant(t.app, { name: 'Optika Budva' });
});
afterAll(() => t.close());

/** Saving as the browser does: a verification typed into the card fields, then its id. */
const saveCard = async (shopper: TestShopper, card: TypedCard = TEST_CARD) => {
  const paymentId = await payInCardFields(t.app, shopper.cookie, { purpose: 'save_card' }, card);
  return apiRequest(t.app, {
    method: 'PUT',
    url: '/api/me/card',
    cookie: shopper.cookie,
    payload: { paymentId },
  });
};
const getCard = (shopper: TestShopper) =>
  apiRequest(t.app, { url: '/api/me/card', cookie: shopper.cookie });
const setAutopay = (shopper: TestShopper, enabled: boolean) =>
  apiRequest(t.app, {
    method: 'PUT',
    url: '/api/me/card/autopay',
    cookie: shopper.cookie,
    payload: { enabled },
  });
const savedToken = async (shopper: TestShopper): Promise<string> =>
  (
    await t.app.db
      .selectFrom('saved_cards')
      .select('token')
      .where('user_id', '=', shopper.userId)
      .executeTakeFirstOrThrow()
  ).token;
let chargeCount = 0;
/** Whether the acquirer still charges the token (a forgotten token is declined). */
const acquirerCharges = async (token: string): Promise<boolean> => {
  chargeCount += 1;
  const result = await acquirerProvider(t.app.config).charge(
    `saved-card-probe-${Date.now()}-${chargeCount}`,
    100,
    { token },
  );
  return result.ok;
};
const confirmWithSavedCard = (shopper: TestShopper, sessionId: string) =>
  apiRequest(t.app, {
    method: 'POST',
    url: `/api/checkout/sessions/${sessionId}/confirm`,
    cookie: shopper.cookie,
    headers: freshKey(),
    payload: { instalments: 3, acceptTerms: true, useSavedCard: true },
  });
const removeCard = (shopper: TestShopper) =>
  apiRequest(t.app, { method: 'DELETE', url: '/api/me/card', cookie: shopper.cookie });

/** Every text and number value of every NaRate table. */
async function everyStoredValue(): Promise<string> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(t.app.db);
  const dumps: string[] = [];
  for (const { table_name } of tables.rows) {
    const rows = await sql`select * from ${sql.table(table_name)}`.execute(t.app.db);
    dumps.push(JSON.stringify(rows.rows));
  }
  return dumps.join('\n');
}

describe('saved card', () => {
  it('is tokenized by the acquirer through its card fields: NaRate keeps only the token, brand, last four and expiry', async () => {
    const shopper = await createShopper(t.app);
    const saved = await saveCard(shopper);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      card: {
        brand: 'visa',
        last4: '4242',
        expMonth: TEST_CARD.expMonth,
        expYear: TEST_CARD.expYear,
        autopay: false,
      },
    });
    const row = await t.app.db
      .selectFrom('saved_cards')
      .selectAll()
      .where('user_id', '=', shopper.userId)
      .executeTakeFirstOrThrow();
    expect(Object.keys(row).sort()).toEqual(
      [
        'autopay_enabled_at',
        'brand',
        'created_at',
        'exp_month',
        'exp_year',
        'last4',
        'provider',
        'token',
        'updated_at',
        'user_id',
      ].sort(),
    );
    // The acquirer's card token and the verification that tokenised it, never the number.
    expect(row.token).toMatch(/^pan_[\w-]+~[\w-]+$/);
    expect(row.provider).toBe('monri');
    expect(JSON.stringify(row)).not.toContain(TEST_CARDS.approved);
    // Nowhere in NaRate's tables: no card number at all; the old vault table is gone.
    const stored = await everyStoredValue();
    expect(stored).not.toContain(TEST_CARDS.approved);
    expect(cardNumbersIn(stored)).toEqual([]);
    const vault = await sql<{ n: number }>`
      select count(*)::int as n from information_schema.tables
      where table_name = 'sandbox_card_vault'`.execute(t.app.db);
    expect(vault.rows[0]?.n).toBe(0);
    // The acquirer keeps the card behind the token: a merchant-initiated charge goes through.
    expect(await acquirerCharges(row.token)).toBe(true);
    expect((await getCard(shopper)).json().card).toMatchObject({ last4: '4242' });
  });

  it('keeps nothing when the acquirer refused the card (not a card, expired, declined): 422', async () => {
    const shopper = await createShopper(t.app);
    const bad = await saveCard(shopper, { ...TEST_CARD, number: '4242424242424241' });
    expect(bad.statusCode).toBe(422);
    const expired = await saveCard(shopper, { ...TEST_CARD, expYear: 2020 });
    expect(expired.statusCode).toBe(422);
    const declined = await saveCard(shopper, { ...TEST_CARD, number: TEST_CARDS.declined });
    expect(declined.statusCode).toBe(422);
    expect((await getCard(shopper)).json()).toEqual({ card: null });
  });

  it('refuses a card number or security code in the request with 400, before anything is kept', async () => {
    const shopper = await createShopper(t.app);
    for (const payload of [
      { card: TEST_CARD },
      { paymentId: 'abc', card: { number: '4242 4242 4242 4242' } },
      { paymentId: 'abc', cvc: '123' },
      { paymentId: '4242424242424242' },
    ]) {
      const refused = await apiRequest(t.app, {
        method: 'PUT',
        url: '/api/me/card',
        cookie: shopper.cookie,
        payload,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe('card_data_not_accepted');
    }
    const unknown = await apiRequest(t.app, {
      method: 'PUT',
      url: '/api/me/card',
      cookie: shopper.cookie,
      payload: { paymentId: 'no-such-payment' },
    });
    expect(unknown.statusCode).toBe(422);
    expect((await getCard(shopper)).json()).toEqual({ card: null });
  });

  it('a new card replaces the old one, whose token the provider then forgets', async () => {
    const shopper = await createShopper(t.app);
    await saveCard(shopper);
    const first = await t.app.db
      .selectFrom('saved_cards')
      .select('token')
      .where('user_id', '=', shopper.userId)
      .executeTakeFirstOrThrow();
    const second = await saveCard(shopper, { ...TEST_CARD, number: '5555555555554444' });
    expect(second.json().card).toMatchObject({ brand: 'mastercard', last4: '4444' });
    expect(await acquirerCharges(first.token)).toBe(false);
  });

  it('autopay needs a saved card: 409 no_saved_card without one', async () => {
    const shopper = await createShopper(t.app);
    const refused = await setAutopay(shopper, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('no_saved_card');
    await saveCard(shopper);
    const on = await setAutopay(shopper, true);
    expect(on.json().card.autopay).toBe(true);
    const off = await setAutopay(shopper, false);
    expect(off.json().card.autopay).toBe(false);
    const bad = await apiRequest(t.app, {
      method: 'PUT',
      url: '/api/me/card/autopay',
      cookie: shopper.cookie,
      payload: { enabled: 'da' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('turning autopay on emails the authorisation, turning it off emails too, in the shopper language', async () => {
    const shopper = await createShopper(t.app);
    await saveCard(shopper);
    const mails = () => listMessages(t.app.db, { recipient: shopper.email, limit: 20 });
    const before = (await mails()).length;
    expect((await setAutopay(shopper, true)).statusCode).toBe(200);
    const [on] = await mails();
    expect(on?.subject).toBe('Automatsko plaćanje je uključeno');
    expect(on?.text_body).toContain('ovlašćuješ NaRate');
    expect(on?.text_body).toContain('Visa •••• 4242');
    expect(on?.text_body).toContain('isključiti u svakom trenutku');
    // The same setting again changes nothing and sends nothing.
    await setAutopay(shopper, true);
    expect((await mails()).length).toBe(before + 1);
    await t.app.db
      .updateTable('users')
      .set({ locale: 'en' })
      .where('id', '=', shopper.userId)
      .execute();
    await setAutopay(shopper, false);
    const [off] = await mails();
    expect(off?.subject).toBe('Autopay is off');
    expect(off?.text_body).toContain('Visa •••• 4242');
    expect((await mails()).length).toBe(before + 2);
  });

  it('removing the card turns autopay off and forgets the token at the provider', async () => {
    const shopper = await createShopper(t.app);
    await saveCard(shopper);
    await setAutopay(shopper, true);
    const token = await savedToken(shopper);
    expect((await removeCard(shopper)).statusCode).toBe(204);
    expect((await getCard(shopper)).json()).toEqual({ card: null });
    expect((await setAutopay(shopper, true)).statusCode).toBe(409);
    expect(await acquirerCharges(token)).toBe(false);
  });

  it('deleting the account forgets its saved card at the provider as well', async () => {
    const shopper = await createShopper(t.app);
    await saveCard(shopper);
    const token = await savedToken(shopper);
    expect(await acquirerCharges(token)).toBe(true);
    const deleted = await apiRequest(t.app, {
      method: 'DELETE',
      url: '/api/me',
      cookie: shopper.cookie,
      payload: { password: 'Test-Lozinka-2026!' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await acquirerCharges(token)).toBe(false);
  });

  it('is saved when paying with "save this card", and pays a later instalment by itself', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 9_000, 3);
    const paid = await payInstalmentsRequest(t.app, shopper.cookie, orderId, 'next', {
      sequence: 2,
      saveCard: true,
    });
    expect(paid.statusCode).toBe(201);
    expect((await getCard(shopper)).json().card).toMatchObject({ last4: '4242' });

    const withSaved = await apiRequest(t.app, {
      method: 'POST',
      url: `/api/me/orders/${orderId}/payments/saved-card`,
      cookie: shopper.cookie,
      headers: freshKey(),
      payload: { scope: 'next', sequence: 3 },
    });
    expect(withSaved.statusCode).toBe(201);
    expect(withSaved.json().payment).toMatchObject({ cardLast4: '4242', instalmentSequences: [3] });
    expect(withSaved.json().order.status).toBe('paid_in_full');
  });

  it('paying with the saved card without one answers 409 no_saved_card; a refused merchant-initiated charge 402', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 9_000, 3);
    const none = await apiRequest(t.app, {
      method: 'POST',
      url: `/api/me/orders/${orderId}/payments/saved-card`,
      cookie: shopper.cookie,
      headers: freshKey(),
      payload: { scope: 'next' },
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toBe('no_saved_card');

    // The card verifies (nothing is charged then) but has no funds when it is charged.
    await saveCard(shopper, { ...TEST_CARD, number: TEST_CARDS.insufficientFunds });
    const declined = await apiRequest(t.app, {
      method: 'POST',
      url: `/api/me/orders/${orderId}/payments/saved-card`,
      cookie: shopper.cookie,
      headers: freshKey(),
      payload: { scope: 'next' },
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toBe('insufficient_funds');
    // Paying by typing the card still works as before.
    expect((await payInstalmentsRequest(t.app, shopper.cookie, orderId, 'next')).statusCode).toBe(
      201,
    );
  });

  it('pays a checkout in one tap: the checkout offers it, and it is charged only once the decision approves', async () => {
    const shopper = await createShopper(t.app);
    await saveCard(shopper);
    const session = await createCheckout(t.app, merchant.secretKey, 6_000);
    const view = await apiRequest(t.app, {
      url: `/api/checkout/sessions/${session.id}`,
      cookie: shopper.cookie,
    });
    expect(view.json().shopper.savedCard).toMatchObject({ brand: 'visa', last4: '4242' });

    const confirmed = await confirmWithSavedCard(shopper, session.id);
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json().order.payments[0]).toMatchObject({
      cardLast4: '4242',
      amountCents: 2_000,
    });

    // Over the limit: refused before any charge, so the saved card is not touched.
    const tooMuch = await createCheckout(t.app, merchant.secretKey, 400_000);
    const refused = await confirmWithSavedCard(shopper, tooMuch.id);
    expect(refused.statusCode).toBe(422);
    const attempts = await t.app.db
      .selectFrom('payment_attempts')
      .select('checkout_session_id')
      .where('user_id', '=', shopper.userId)
      .where('kind', '=', 'checkout')
      .execute();
    expect(attempts.map((a) => a.checkout_session_id)).toEqual([session.id]);
  });

  it('a checkout with the saved card and none saved answers 409 no_saved_card; naming both ways 400', async () => {
    const shopper = await createShopper(t.app);
    const session = await createCheckout(t.app, merchant.secretKey, 3_000);
    const none = await confirmWithSavedCard(shopper, session.id);
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toBe('no_saved_card');
    const view = await apiRequest(t.app, {
      url: `/api/checkout/sessions/${session.id}`,
      cookie: shopper.cookie,
    });
    expect(view.json().shopper.savedCard).toBeNull();

    const both = await apiRequest(t.app, {
      method: 'POST',
      url: `/api/checkout/sessions/${session.id}/confirm`,
      cookie: shopper.cookie,
      headers: freshKey(),
      payload: { instalments: 3, acceptTerms: true, useSavedCard: true, paymentId: 'pay_1' },
    });
    expect(both.statusCode).toBe(400);
    expect(both.body).toContain('Plati karticom iz polja za karticu ili sačuvanom karticom.');
  });

  it('answers 401 without a session, before any input is checked', async () => {
    const response = await apiRequest(t.app, { url: '/api/me/card' });
    expect(response.statusCode).toBe(401);
    for (const url of ['/api/me/card', '/api/me/card/autopay']) {
      const put = await apiRequest(t.app, { method: 'PUT', url, payload: { enabled: 'yes' } });
      expect(put.statusCode).toBe(401);
    }
    expect((await apiRequest(t.app, { method: 'DELETE', url: '/api/me/card' })).statusCode).toBe(
      401,
    );
  });

  it('answers exactly the saved card answer; a refused autopay choice says why', async () => {
    const shopper = await createShopper(t.app);
    const refused = await apiRequest(t.app, {
      method: 'PUT',
      url: '/api/me/card/autopay',
      cookie: shopper.cookie,
      payload: { enabled: 'yes' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ enabled: SAVED_CARD_MESSAGES.autopay });
    const saved = await saveCard(shopper);
    const on = await setAutopay(shopper, true);
    for (const answer of [saved, on, await getCard(shopper)]) {
      expect(answer.statusCode).toBe(200);
      expect(SavedCardAnswer.strict().safeParse(answer.json()).error).toBeUndefined();
    }
    const removed = await apiRequest(t.app, {
      method: 'DELETE',
      url: '/api/me/card',
      cookie: shopper.cookie,
    });
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
  });
});
