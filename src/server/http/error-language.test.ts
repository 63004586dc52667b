// An error answer is written in the reader's language: the page's X-NaRate-Locale header, else
// Accept-Language, else Montenegrin; the code stays the same in every language.
import { describe, expect, it } from 'vitest';
import { createShopper, setupPurchaseTest, type TestMerchant } from '../testing/purchase-fixtures';
import { apiRequest, type TestApp } from '../testing/test-app';
import { acceptedLocale } from './request-locale';

let t: TestApp;
let merchant: TestMerchant;
setupPurchaseTest({}, (ready) => {
  ({ t, merchant } = ready);
});

const getOrder = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/orders/ord_doesnotexist000000000000',
    headers: { authorization: `Bearer ${merchant.secretKey}`, ...headers },
  });

describe('error messages in the reader’s language', () => {
  it('answers a precise not-found message in English or Montenegrin, same code', async () => {
    const english = await getOrder({ 'accept-language': 'en-GB,en;q=0.9' });
    expect(english.statusCode).toBe(404);
    expect(english.json()).toMatchObject({ error: 'not_found', message: 'Order not found.' });

    const montenegrin = await getOrder({ 'accept-language': 'sr-Latn-ME,sr;q=0.9,en;q=0.5' });
    expect(montenegrin.json()).toMatchObject({
      error: 'not_found',
      message: 'Narudžba nije pronađena.',
    });
    // No language named: Montenegrin, the default.
    expect((await getOrder({})).json().message).toBe('Narudžba nije pronađena.');
  });

  it('takes the page’s language header over Accept-Language', async () => {
    const response = await getOrder({ 'accept-language': 'en', 'x-narate-locale': 'me' });
    expect(response.json().message).toBe('Narudžba nije pronađena.');
    const english = await getOrder({ 'accept-language': 'sr', 'x-narate-locale': 'en' });
    expect(english.json().message).toBe('Order not found.');
  });

  it('writes a code’s own text and the fields of a refused form in the reader’s language', async () => {
    const shopper = await createShopper(t.app);
    const en = await apiRequest(t.app, {
      method: 'DELETE',
      url: '/api/me',
      cookie: shopper.cookie,
      headers: { 'x-narate-locale': 'en' },
      payload: {},
    });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      error: 'bad_request',
      message: 'Enter your password to confirm the deletion.',
      fields: { password: 'Enter your password to confirm the deletion.' },
      fieldCodes: { password: 'deletePasswordRequired' },
    });
    const me = await apiRequest(t.app, {
      method: 'DELETE',
      url: '/api/me',
      cookie: shopper.cookie,
      headers: { 'x-narate-locale': 'me' },
      payload: {},
    });
    expect(me.json()).toMatchObject({
      message: 'Unesi lozinku da potvrdiš brisanje.',
      fields: { password: 'Unesi lozinku da potvrdiš brisanje.' },
      fieldCodes: { password: 'deletePasswordRequired' },
    });
  });

  it('writes the 401 of a missing API key in English for an English client', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/orders/ord_doesnotexist000000000000',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'missing_api_key' });
    expect(response.json().message).toMatch(/^The API key is missing/);
  });

  it('reads Accept-Language by preference and knows only its two languages', () => {
    expect(acceptedLocale('de-DE,en;q=0.8,sr;q=0.9')).toBe('me');
    expect(acceptedLocale('de, en-US;q=0.5')).toBe('en');
    expect(acceptedLocale('de, fr')).toBeUndefined();
    expect(acceptedLocale('en;q=0, hr')).toBe('me');
    expect(acceptedLocale(undefined)).toBeUndefined();
  });
});
