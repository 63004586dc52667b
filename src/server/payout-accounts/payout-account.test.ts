import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { auditRows } from '../testing/admin-fixtures';
import { DEMO_MERCHANT, DEMO_SHOPPER, seedDemoData } from '../testing/demo-accounts';
import { apiRequest, createTestApp, loginAs, type TestApp } from '../testing/test-app';
import { MAX_WRONG_CODES } from './service';

let t: TestApp;
let cookie: string;
let merchantId: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db, { demoMerchant: true });
  cookie = await loginAs(t.app, DEMO_MERCHANT.email, DEMO_MERCHANT.password);
  merchantId = (
    await t.app.db
      .selectFrom('merchants')
      .select('id')
      .where('pib', '=', DEMO_MERCHANT.pib)
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

const NEW_IBAN = 'ME25 5300 0000 0006 7890 43';
const NEW_IBAN_ELECTRONIC = 'ME25530000000006789043';
const OLD_IBAN = 'ME25510000000001234559';

let address = 0;
/** A fresh client address per request, so the change route's rate limit does not mix tests. */
const nextAddress = () => `10.7.0.${(address += 1)}`;

const requestChange = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  apiRequest(t.app, {
    method: 'POST',
    url: '/api/merchant/payout-account/change',
    payload: {
      accountHolder: 'Demo Prodavnica d.o.o.',
      iban: NEW_IBAN,
      password: DEMO_MERCHANT.password,
      ...payload,
    },
    headers,
    cookie,
    remoteAddress: nextAddress(),
  });

const confirm = (code: string, headers: Record<string, string> = {}) =>
  apiRequest(t.app, {
    method: 'POST',
    url: '/api/merchant/payout-account/change/confirm',
    payload: { code },
    headers,
    cookie,
  });

const merchantRow = () =>
  t.app.db
    .selectFrom('merchants')
    .select([
      'payout_account_holder',
      'payout_iban',
      'payout_bic',
      'payouts_held_until',
      sql<Date>`now()`.as('now'),
    ])
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();

/** The newest code email to the merchant user, and its code. */
async function latestCodeMail() {
  const mail = await t.app.db
    .selectFrom('outbox_messages')
    .select(['subject', 'text_body', 'html_body'])
    .where('recipient', '=', DEMO_MERCHANT.email)
    .where('subject', 'in', [
      'Potvrdi promjenu računa za isplate',
      'Confirm the payout account change',
    ])
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const code = /(\d{6})/.exec(mail.text_body)?.[1] ?? '';
  return { ...mail, code };
}

const openChanges = () =>
  t.app.db
    .selectFrom('payout_account_changes')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('confirmed_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .execute();

async function resetAccount() {
  await t.app.db
    .updateTable('merchants')
    .set({ payout_iban: OLD_IBAN, payouts_held_until: null })
    .where('id', '=', merchantId)
    .execute();
}

describe('GET /api/merchant/payout-account', () => {
  it('shows the account with the IBAN masked and no hold', async () => {
    const response = await apiRequest(t.app, { url: '/api/merchant/payout-account', cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      account: {
        holder: 'Demo Prodavnica d.o.o.',
        iban: 'ME25 5100 0000 0001 2345 59',
        ibanMasked: 'ME25 **** **** **** **59',
        bic: null,
      },
      payoutsHeldUntil: null,
      pendingChange: null,
    });
  });

  it('is for merchant users only', async () => {
    const anonymous = await apiRequest(t.app, { url: '/api/merchant/payout-account' });
    expect(anonymous.statusCode).toBe(401);
    const shopper = await loginAs(t.app, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const forbidden = await apiRequest(t.app, {
      url: '/api/merchant/payout-account',
      cookie: shopper,
    });
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('changing the payout account', () => {
  it.each([
    [
      'a bad checksum',
      { iban: 'ME26 5300 0000 0006 7890 43' },
      'iban',
      'IBAN nije ispravan: provjeri cifre.',
    ],
    [
      'a Montenegrin IBAN of 21 characters',
      { iban: 'ME25 5300 0000 0006 7890 4' },
      'iban',
      'Crnogorski IBAN ima 22 znaka: ME i 20 cifara.',
    ],
    [
      'a German IBAN of the wrong length',
      { iban: 'DE89 3704 0044 0532 0130 001' },
      'iban',
      'IBAN nema ispravan broj znakova za svoju državu.',
    ],
    [
      'an unknown country',
      { iban: 'XX25 5300 0000 0006 7890 43' },
      'iban',
      'IBAN počinje oznakom države, npr. ME.',
    ],
    [
      'a Serbian IBAN without BIC',
      { iban: 'RS35260005601001611379' },
      'bic',
      'Za račun van Crne Gore i SEPA zone unesi BIC (SWIFT) banke.',
    ],
    ['a malformed BIC', { bic: 'CKBC' }, 'bic', 'BIC (SWIFT) ima 8 ili 11 znakova, npr. CKBCMEPG.'],
    ['no holder', { accountHolder: '' }, 'accountHolder', 'Vlasnik računa je obavezan.'],
    ['no password', { password: '' }, 'password', 'Unesi lozinku da potvrdiš promjenu računa.'],
  ])('refuses %s with 400 and changes nothing', async (_case, patch, field, message) => {
    const response = await requestChange(patch);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'bad_request',
      message,
      fields: { [field]: message },
    });
    expect(await openChanges()).toHaveLength(0);
  });

  it('refuses a wrong password with 401 and sends no email', async () => {
    const before = await t.app.db
      .selectFrom('outbox_messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await requestChange({ password: 'Pogresna-Lozinka-1!' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      error: 'wrong_password',
      message: 'Lozinka nije ispravna.',
    });
    expect(await openChanges()).toHaveLength(0);
    const after = await t.app.db
      .selectFrom('outbox_messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('applies the new account only after the emailed code, audits it masked and holds payouts 24 hours', async () => {
    const requested = await requestChange({});
    expect(requested.statusCode).toBe(202);
    expect(requested.json()).toMatchObject({
      account: { ibanMasked: 'ME25 **** **** **** **59' },
      payoutsHeldUntil: null,
      pendingChange: {
        ibanMasked: 'ME25 **** **** **** **43',
        accountHolder: 'Demo Prodavnica d.o.o.',
      },
    });
    // Nothing changed yet: the old account still gets the payouts.
    expect(await merchantRow()).toMatchObject({ payout_iban: OLD_IBAN, payouts_held_until: null });

    const mail = await latestCodeMail();
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.text_body).toContain('ME25 **** **** **** **43');
    expect(mail.text_body).toContain('sljedeća isplata čeka 24 sata');
    expect(mail.text_body).not.toContain(NEW_IBAN_ELECTRONIC);

    const wrong = await confirm(mail.code === '123456' ? '654321' : '123456');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('wrong_code');
    expect((await merchantRow()).payout_iban).toBe(OLD_IBAN);

    const confirmed = await confirm(mail.code);
    expect(confirmed.statusCode).toBe(200);
    const row = await merchantRow();
    expect(row).toMatchObject({
      payout_account_holder: 'Demo Prodavnica d.o.o.',
      payout_iban: NEW_IBAN_ELECTRONIC,
      payout_bic: null,
    });
    const holdMs = (row.payouts_held_until?.getTime() ?? 0) - row.now.getTime();
    expect(holdMs).toBeGreaterThan(24 * 3_600_000 - 60_000);
    expect(holdMs).toBeLessThanOrEqual(24 * 3_600_000);
    expect(confirmed.json()).toMatchObject({
      account: { ibanMasked: 'ME25 **** **** **** **43' },
      payoutsHeldUntil: row.payouts_held_until?.toISOString(),
      pendingChange: null,
    });

    const audit = (await auditRows(t.app.db, merchantId)).filter(
      (r) => r.action === 'merchant.payout_account_changed',
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      entity_type: 'merchant',
      before: {
        accountHolder: 'Demo Prodavnica d.o.o.',
        iban: 'ME25 **** **** **** **59',
        bic: null,
      },
      after: {
        accountHolder: 'Demo Prodavnica d.o.o.',
        iban: 'ME25 **** **** **** **43',
        bic: null,
        payoutsHeldUntil: row.payouts_held_until?.toISOString(),
      },
    });
    const requestedAudit = (await auditRows(t.app.db, merchantId)).filter(
      (r) => r.action === 'merchant.payout_account_change_requested',
    );
    expect(requestedAudit.length).toBeGreaterThan(0);
    const auditText = JSON.stringify(await auditRows(t.app.db, merchantId));
    expect(auditText).not.toContain(NEW_IBAN_ELECTRONIC);
    expect(auditText).not.toContain(OLD_IBAN);

    const notice = await t.app.db
      .selectFrom('outbox_messages')
      .select(['text_body'])
      .where('recipient', '=', DEMO_MERCHANT.email)
      .where('subject', '=', 'Račun za isplate je promijenjen')
      .executeTakeFirstOrThrow();
    expect(notice.text_body).toContain('ME25 **** **** **** **43');
    expect(notice.text_body).toContain('24 sata nakon promjene');

    // The code is spent.
    expect((await confirm(mail.code)).statusCode).toBe(404);
    await resetAccount();
  });

  it('speaks English in the email when the page does', async () => {
    expect((await requestChange({}, { 'x-narate-locale': 'en' })).statusCode).toBe(202);
    const mail = await latestCodeMail();
    expect(mail.subject).toBe('Confirm the payout account change');
    expect(mail.text_body).toContain('the next payout waits 24 hours');
    await apiRequest(t.app, {
      method: 'DELETE',
      url: '/api/merchant/payout-account/change',
      cookie,
    });
    expect(await openChanges()).toHaveLength(0);
  });

  it('a new request replaces the open one: the older code no longer works', async () => {
    expect((await requestChange({})).statusCode).toBe(202);
    const first = await latestCodeMail();
    expect((await requestChange({ iban: 'ME25 5350 0000 0001 1223 69' })).statusCode).toBe(202);
    const second = await latestCodeMail();
    expect(await openChanges()).toHaveLength(1);
    if (first.code !== second.code) {
      expect((await confirm(first.code)).statusCode).toBe(400);
    }
    expect((await confirm(second.code)).statusCode).toBe(200);
    expect((await merchantRow()).payout_iban).toBe('ME25535000000001122369');
    await resetAccount();
  });

  it(`voids the request after ${MAX_WRONG_CODES} wrong codes`, async () => {
    expect((await requestChange({})).statusCode).toBe(202);
    const { code } = await latestCodeMail();
    const wrongCode = code === '111111' ? '222222' : '111111';
    for (let i = 1; i < MAX_WRONG_CODES; i += 1) {
      expect((await confirm(wrongCode)).statusCode).toBe(400);
    }
    const locked = await confirm(wrongCode);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toBe('code_locked');
    expect((await confirm(code)).statusCode).toBe(404);
    expect((await merchantRow()).payout_iban).toBe(OLD_IBAN);
  });

  it('refuses an expired code', async () => {
    expect((await requestChange({})).statusCode).toBe(202);
    const { code } = await latestCodeMail();
    await t.app.db
      .updateTable('payout_account_changes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('merchant_id', '=', merchantId)
      .where('confirmed_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .execute();
    const expired = await confirm(code);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toBe('code_expired');
    expect((await merchantRow()).payout_iban).toBe(OLD_IBAN);
  });

  it('refuses a code that is not six digits with 400', async () => {
    const response = await confirm('12ab');
    expect(response.statusCode).toBe(400);
  });
});
