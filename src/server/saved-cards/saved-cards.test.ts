import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../payments/provider';
import {
  buyOnInstalments,
  createShopper,
  createTestMerchant,
  freshKey,
  payInstalmentsRequest,
  TEST_CARD,
  type TestMerchant,
  type TestShopper,
} from '../testing/engine-fixtures';
import { apiRequest, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let merchant: TestMerchant;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await createTestMerchant(t.app, { name: 'Optika Budva' });
});
afterAll(() => t.close());

const saveCard = (shopper: TestShopper, card: object = TEST_CARD) =>
  apiRequest(t.app, {
    method: 'PUT',
    url: '/api/me/card',
    cookie: shopper.cookie,
    payload: { card },
  });
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
const vaultTokens = (token: string) =>
  t.app.db.selectFrom('sandbox_card_vault').select('token').where('token', '=', token).execute();
const removeCard = (shopper: TestShopper) =>
  apiRequest(t.app, { method: 'DELETE', url: '/api/me/card', cookie: shopper.cookie });

/** Every text and number value of every NaRate table (the sandbox's own tables left out). */
async function everyStoredValue(): Promise<string> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
      and table_name not like 'sandbox\\_%'`.execute(t.app.db);
  const dumps: string[] = [];
  for (const { table_name } of tables.rows) {
    const rows = await sql`select * from ${sql.table(table_name)}`.execute(t.app.db);
    dumps.push(JSON.stringify(rows.rows));
  }
  return dumps.join('\n');
}

describe('saved card', () => {
  it('is tokenized by the provider: NaRate keeps only the token, brand, last four and expiry', async () => {
    const shopper = await createShopper(t.app);
    const saved = await saveCard(shopper, { ...TEST_CARD, number: '4242 4242 4242 4242' });
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
    expect(row.token).toMatch(/^tok_test_/);
    expect(JSON.stringify(row)).not.toContain(TEST_CARDS.approved);
    // Nowhere in NaRate's tables: neither the number nor the security code's column.
    expect(await everyStoredValue()).not.toContain(TEST_CARDS.approved);
    // The sandbox card network keeps the number behind the token, in its own table.
    const vault = await t.app.db
      .selectFrom('sandbox_card_vault')
      .select('card_number')
      .where('token', '=', row.token)
      .executeTakeFirstOrThrow();
    expect(vault.card_number).toBe(TEST_CARDS.approved);
    expect((await getCard(shopper)).json().card).toMatchObject({ last4: '4242' });
  });

  it('refuses a number that is not a card and an expired card with 400 and the field message', async () => {
    const shopper = await createShopper(t.app);
    const bad = await saveCard(shopper, { ...TEST_CARD, number: '4242 4242 4242 4241' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Broj kartice nije ispravan.');
    const expired = await saveCard(shopper, { ...TEST_CARD, expYear: 2020 });
    expect(expired.statusCode).toBe(400);
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
    const vault = await t.app.db
      .selectFrom('sandbox_card_vault')
      .select('token')
      .where('token', '=', first.token)
      .execute();
    expect(vault).toEqual([]);
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

  it('removing the card turns autopay off and forgets the token at the provider', async () => {
    const shopper = await createShopper(t.app);
    await saveCard(shopper);
    await setAutopay(shopper, true);
    const token = await savedToken(shopper);
    expect((await removeCard(shopper)).statusCode).toBe(204);
    expect((await getCard(shopper)).json()).toEqual({ card: null });
    expect((await setAutopay(shopper, true)).statusCode).toBe(409);
    expect(await vaultTokens(token)).toEqual([]);
  });

  it('deleting the account forgets its saved card at the provider as well', async () => {
    const shopper = await createShopper(t.app);
    await saveCard(shopper);
    const token = await savedToken(shopper);
    expect(await vaultTokens(token)).toHaveLength(1);
    const deleted = await apiRequest(t.app, {
      method: 'DELETE',
      url: '/api/me',
      cookie: shopper.cookie,
      payload: { password: 'Test-Lozinka-2026!' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await vaultTokens(token)).toEqual([]);
  });

  it('is saved when paying with "save this card", and pays a later instalment by itself', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 9_000, 3);
    const paid = await apiRequest(t.app, {
      method: 'POST',
      url: `/api/me/orders/${orderId}/payments`,
      cookie: shopper.cookie,
      headers: freshKey(),
      payload: { scope: 'next', sequence: 2, card: TEST_CARD, saveCard: true },
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

  it('paying with the saved card without one answers 409 no_saved_card; a declined saved card 402', async () => {
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

    await saveCard(shopper, { ...TEST_CARD, number: TEST_CARDS.declined });
    const declined = await apiRequest(t.app, {
      method: 'POST',
      url: `/api/me/orders/${orderId}/payments/saved-card`,
      cookie: shopper.cookie,
      headers: freshKey(),
      payload: { scope: 'next' },
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toBe('card_declined');
    // Paying by typing the card still works as before.
    expect((await payInstalmentsRequest(t.app, shopper.cookie, orderId, 'next')).statusCode).toBe(
      201,
    );
  });

  it('answers 401 without a session', async () => {
    const response = await apiRequest(t.app, { url: '/api/me/card' });
    expect(response.statusCode).toBe(401);
  });
});
