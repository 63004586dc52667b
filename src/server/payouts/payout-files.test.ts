// Payouts that reach the bank: a day's pain.001 file (valid against the ISO 20022 schema, only
// merchants with an account and no payout hold), marked sent, then the bank's camt.053 settles
// and returns batches; the ledger, the merchant area, the webhooks and reconciliation agree.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay } from '#shared/business-dates';
import { addCalendarDays } from '#shared/dates';
import { createTestUser } from '../testing/admin-fixtures';
import {
  buyOnInstalments,
  createMerchantUser,
  createShopper,
  createTestMerchant,
  expectLedgerConsistent,
  sessionCookieFor,
  v1,
  type TestMerchant,
} from '../testing/purchase-fixtures';
import { pdfTextLines } from '../testing/pdf-text';
import { apiRequest, createTestApp, type TestApp } from '../testing/test-app';
import { runLedgerCheck } from '../ledger/ledger-check';
import { reconcile } from '../ledger/reconciliation';
import { serviceDeps } from '../service-deps';
import {
  CAMT053_XSD,
  FIXTURES_DIR,
  PAIN001_XSD,
  camt053,
  schemaErrors,
  type StatementLine,
} from './bank-files-fixtures';
import { parseBankStatement } from './camt';
import { endToEndIdOf } from './pain001';
import { generatePayoutFile, runPayoutFileJob } from './payout-files';
import { runPayoutJob } from './payout-service';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  const adminId = await createTestUser(t.app.db, { email: 'blagajna@narate.me' });
  await t.app.db.insertInto('user_roles').values({ user_id: adminId, role: 'admin' }).execute();
  admin = await sessionCookieFor(t.app, adminId);
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);
const today = () => businessDay(new Date());
const DEBTOR_IBAN = 'ME25505000012345678951';

// Made-up Montenegrin IBANs with valid check digits (mod 97 and the national check).
const IBAN_A = 'ME25510000000000012359';
const IBAN_B = 'ME25535000000000987636';
const IBAN_B_FIXED = 'ME25570000000012312363';
const IBAN_C = 'ME25520000000000001142';

async function setAccount(
  merchantId: string,
  account: { holder: string; iban: string; bic?: string; heldUntil?: Date | null },
) {
  await t.app.db
    .updateTable('merchants')
    .set({
      payout_account_holder: account.holder,
      payout_iban: account.iban,
      payout_bic: account.bic ?? null,
      payouts_held_until: account.heldUntil ?? null,
    })
    .where('id', '=', merchantId)
    .execute();
}

async function batchOf(merchantId: string, day: string) {
  return t.app.db
    .selectFrom('payout_batches')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('business_day', '=', day)
    .executeTakeFirstOrThrow();
}

async function balance(account: string): Promise<number> {
  const row = await t.app.db
    .selectFrom('ledger_entries')
    .select(sql<string>`coalesce(sum(amount_cents), 0)`.as('cents'))
    .where('account', '=', account as 'cash')
    .executeTakeFirstOrThrow();
  return Number(row.cents);
}

/** Cash the payouts moved (payout kinds only; card money is not part of this). */
async function payoutCash(): Promise<number> {
  const row = await t.app.db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as x', 'x.id', 'e.ledger_transaction_id')
    .select(sql<string>`coalesce(sum(e.amount_cents), 0)`.as('cents'))
    .where('e.account', '=', 'cash')
    .where('x.kind', 'in', ['payout_settled', 'payout_returned'])
    .executeTakeFirstOrThrow();
  return Number(row.cents);
}

function uploadStatement(xml: string) {
  return apiRequest(t.app, {
    method: 'POST',
    url: '/api/admin/bank-statements',
    cookie: admin,
    payload: { xml },
  });
}

function statement(id: string, lines: StatementLine[]): string {
  const xml = camt053({ statementId: id, accountIban: DEBTOR_IBAN, createdAt: new Date(), lines });
  expect(schemaErrors(xml, CAMT053_XSD)).toEqual([]);
  return xml;
}

async function webhookEvents(merchantId: string) {
  return t.app.db
    .selectFrom('webhook_events')
    .select(['type', 'payout_batch_id', 'payload'])
    .where('merchant_id', '=', merchantId)
    .where('type', 'in', ['payout.paid', 'payout.failed'])
    .orderBy('sequence')
    .execute();
}

describe('a payout day with three merchants', () => {
  let a: TestMerchant;
  let b: TestMerchant;
  let c: TestMerchant;
  let cookieA: string;
  let cookieB: string;
  let cookieC: string;

  beforeAll(async () => {
    a = await createTestMerchant(t.app, { name: 'Pekara Čubrić d.o.o.', feeBasisPoints: 300 });
    b = await createTestMerchant(t.app, { name: 'Knjižara Đurović', feeBasisPoints: 300 });
    c = await createTestMerchant(t.app, { name: 'Sportska oprema Žabljak', feeBasisPoints: 300 });
    cookieA = (await createMerchantUser(t.app, a.merchantId)).cookie;
    cookieB = (await createMerchantUser(t.app, b.merchantId)).cookie;
    cookieC = (await createMerchantUser(t.app, c.merchantId)).cookie;
    await setAccount(a.merchantId, { holder: 'Pekara Čubrić d.o.o.', iban: IBAN_A });
    await setAccount(b.merchantId, { holder: 'Knjižara Đurović', iban: IBAN_B, bic: 'DEMOMEP2' });
    // C changed its account: payouts are held until two and a half days from now.
    await setAccount(c.merchantId, {
      holder: 'Sportska oprema Žabljak',
      iban: IBAN_C,
      heldUntil: inDays(2.5),
    });
  });

  it('pays, settles, returns and pays again, with every record agreeing', async () => {
    const deps = serviceDeps(t.app);
    // A shopper per purchase: each has a spending limit of its own.
    const shopper = () => createShopper(t.app, { limitCents: 50_000 });

    // The day before: A's first batch goes out in a file of its own, marked sent.
    const a1 = await buyOnInstalments(t.app, a, await shopper(), 10_000, 3);
    await runPayoutJob(t.app, inDays(1));
    const a0 = await batchOf(a.merchantId, today());
    expect(a0).toMatchObject({ net_cents: 9_700, state: 'waiting' });
    // Cash does not leave when the batch is made: it waits in payout_clearing.
    expect(await balance('payout_clearing')).toBe(-9_700);
    expect(await payoutCash()).toBe(0);
    const file0 = await generatePayoutFile(deps, inDays(1));
    expect(file0).toMatchObject({ paymentsCount: 1, totalCents: 9_700 });
    const sent0 = await apiRequest(t.app, {
      method: 'POST',
      url: `/api/admin/payout-files/${file0!.id}/sent`,
      cookie: admin,
    });
    expect(sent0.statusCode).toBe(200);

    // A refund after that payout: A owes NaRate 4,850, netted by A's next batch.
    const refund = await v1(t.app, a.secretKey, {
      method: 'POST',
      url: `/api/v1/orders/${a1}/refunds`,
      payload: { amount_cents: 5_000 },
    });
    expect(refund.statusCode).toBe(201);

    // The day: one order for each merchant.
    await buyOnInstalments(t.app, a, await shopper(), 20_000, 3);
    const b1 = await buyOnInstalments(t.app, b, await shopper(), 10_000, 3);
    await buyOnInstalments(t.app, c, await shopper(), 12_000, 3);
    await runPayoutJob(t.app, inDays(2));
    const day = addCalendarDays(today(), 1);
    const batchA = await batchOf(a.merchantId, day);
    const batchB = await batchOf(b.merchantId, day);
    const batchC = await batchOf(c.merchantId, day);
    expect([batchA.net_cents, batchA.recovered_cents, batchB.net_cents, batchC.net_cents]).toEqual([
      14_550, 4_850, 9_700, 11_640,
    ]);

    const file1 = await generatePayoutFile(deps, inDays(2));
    expect(file1).toMatchObject({ paymentsCount: 2, totalCents: 14_550 + 9_700 });
    const download = await apiRequest(t.app, {
      url: `/api/admin/payout-files/${file1!.id}/xml`,
      cookie: admin,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toMatch(/application\/xml/);
    expect(download.headers['content-disposition']).toMatch(/attachment; filename="NARATE-/);
    const xml = download.body;
    expect(schemaErrors(xml, PAIN001_XSD)).toEqual([]);
    // Exactly A's and B's batches; C's waits for its hold to end.
    const endToEndIds = [...xml.matchAll(/<EndToEndId>([^<]+)<\/EndToEndId>/g)].map((m) => m[1]);
    expect(endToEndIds.sort()).toEqual([endToEndIdOf(batchA.id), endToEndIdOf(batchB.id)].sort());
    expect(xml).toContain('<InstdAmt Ccy="EUR">145.50</InstdAmt>');
    expect(xml).toContain('<InstdAmt Ccy="EUR">97.00</InstdAmt>');
    expect(xml).toContain(`<IBAN>${IBAN_A}</IBAN>`);
    expect(xml).toContain(`<IBAN>${IBAN_B}</IBAN>`);
    expect(xml).not.toContain(IBAN_C);
    expect(xml).toContain(`<IBAN>${DEBTOR_IBAN}</IBAN>`);
    expect(xml).toContain('<Cdtr><Nm>Knjizara Durovic</Nm></Cdtr>');
    const [y, m, d] = day.split('-');
    expect(xml).toContain(`<Ustrd>NaRate isplata za ${d}.${m}.${y}., narudzbi: 1</Ustrd>`);
    expect((await batchOf(c.merchantId, day)).state).toBe('waiting');
    // Made once a day: a second run finds today's file.
    expect(await generatePayoutFile(deps, inDays(2))).toBeNull();
    const sent1 = await apiRequest(t.app, {
      method: 'POST',
      url: `/api/admin/payout-files/${file1!.id}/sent`,
      cookie: admin,
    });
    expect(sent1.statusCode).toBe(200);
    const again = await apiRequest(t.app, {
      method: 'POST',
      url: `/api/admin/payout-files/${file1!.id}/sent`,
      cookie: admin,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('payout_file_state');
    // In the admin's language, the state named as their list names it.
    expect(again.json().message).toBe(
      'Datoteka je poslata: kao poslata se može označiti samo napravljena datoteka.',
    );
    const againInEnglish = await apiRequest(t.app, {
      method: 'POST',
      url: `/api/admin/payout-files/${file1!.id}/sent`,
      cookie: admin,
      headers: { 'accept-language': 'en' },
    });
    expect(againInEnglish.json().message).toBe(
      'The file is sent: only a generated file can be marked sent.',
    );

    // The bank's statement for the day: A's two transfers booked, B's returned (closed
    // account), and a credit that is no payout of ours.
    const bookingDay = addCalendarDays(today(), 2);
    const xmlStatement = statement('STMT-DAY-1', [
      {
        endToEndId: endToEndIdOf(a0.id),
        amountCents: 9_700,
        direction: 'DBIT',
        bookingDate: bookingDay,
      },
      {
        endToEndId: endToEndIdOf(batchA.id),
        amountCents: 14_550,
        direction: 'DBIT',
        bookingDate: bookingDay,
      },
      {
        endToEndId: endToEndIdOf(batchB.id),
        amountCents: 9_700,
        direction: 'DBIT',
        bookingDate: bookingDay,
      },
      {
        endToEndId: endToEndIdOf(batchB.id),
        amountCents: 9_700,
        direction: 'CRDT',
        returnReason: 'AC04',
        bookingDate: bookingDay,
      },
      { endToEndId: null, amountCents: 5_000, direction: 'CRDT', bookingDate: bookingDay },
    ]);
    const upload = await uploadStatement(xmlStatement);
    expect(upload.statusCode).toBe(200);
    expect(upload.json()).toMatchObject({
      statementId: 'STMT-DAY-1',
      messageType: 'camt.053',
      entries: 5,
      settled: 2,
      returned: 1,
      unmatched: [{ endToEndId: null, amountCents: 5_000, reason: 'no_batch' }],
    });
    // The same statement twice is refused.
    const duplicate = await uploadStatement(xmlStatement);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toBe('statement_already_uploaded');
    expect(duplicate.json().message).toMatch(/^Izvod \S+ je već učitan\.$/);

    // Batches and files.
    expect(await batchOf(a.merchantId, today())).toMatchObject({
      state: 'settled',
      value_date: bookingDay,
    });
    expect(await batchOf(a.merchantId, day)).toMatchObject({
      state: 'settled',
      value_date: bookingDay,
    });
    expect(await batchOf(b.merchantId, day)).toMatchObject({
      state: 'returned',
      return_reason: 'AC04',
    });
    const list = await apiRequest(t.app, { url: '/api/admin/payout-files', cookie: admin });
    expect(list.statusCode).toBe(200);
    const files = list.json().files as Array<{ id: string; state: string; returnedCount: number }>;
    expect(files.find((f) => f.id === file1!.id)).toMatchObject({
      state: 'settled',
      returnedCount: 1,
    });
    expect(files.find((f) => f.id === file0!.id)).toMatchObject({ state: 'settled' });
    expect(list.json().unmatched).toMatchObject([{ amountCents: 5_000, direction: 'CRDT' }]);

    // Ledger: cash left for A's two batches only; C's batch is still in transit; B is owed again.
    expect(await payoutCash()).toBe(-(9_700 + 14_550));
    expect(await balance('payout_clearing')).toBe(-11_640);
    const report = await runLedgerCheck(t.app.db, t.app.paymentProvider);
    expect(report.violations).toEqual([]);
    const kinds = (await reconcile({ db: t.app.db, provider: t.app.paymentProvider }))
      .discrepancies;
    expect(kinds.map((k) => k.kind).sort()).toEqual(['payout_returned', 'payout_unmatched']);
    expect(kinds.find((k) => k.kind === 'payout_returned')).toMatchObject({
      merchantId: b.merchantId,
      businessDay: day,
      books: 9_700,
    });
    // B's order is unpaid again, so its next batch pays it.
    const orderB = await t.app.db
      .selectFrom('orders')
      .select('paid_out_at')
      .where('id', '=', b1)
      .executeTakeFirstOrThrow();
    expect(orderB.paid_out_at).toBeNull();

    // Webhooks: payout.paid for A's two batches, payout.failed for B's.
    const eventsA = await webhookEvents(a.merchantId);
    expect(eventsA.map((e) => e.type)).toEqual(['payout.paid', 'payout.paid']);
    const eventsB = await webhookEvents(b.merchantId);
    expect(eventsB.map((e) => [e.type, e.payout_batch_id])).toEqual([['payout.failed', batchB.id]]);
    expect(eventsB[0]!.payload).toMatchObject({
      type: 'payout.failed',
      data: {
        object: { object: 'payout', id: batchB.id, state: 'returned', return_reason: 'AC04' },
      },
    });
    expect(await webhookEvents(c.merchantId)).toEqual([]);

    // B is told by email.
    const mail = await t.app.db
      .selectFrom('outbox_messages')
      .select(['recipient', 'subject', 'text_body'])
      .where('subject', '=', 'Banka je vratila tvoju isplatu')
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text_body).toContain('račun je zatvoren');

    // The merchant area shows state, value date and the masked account.
    const areaA = (
      await apiRequest(t.app, { url: '/api/merchant/payouts', cookie: cookieA })
    ).json();
    expect(areaA.items[0]).toMatchObject({
      businessDay: day,
      netCents: 14_550,
      recoveredCents: 4_850,
      state: 'settled',
      valueDate: bookingDay,
      ibanMasked: 'ME25 **** **** **** **** 59',
    });
    // The remittance advice of A's batch, as CSV and as PDF; another merchant's is not found.
    const csv = await apiRequest(t.app, {
      url: `/api/merchant/payouts/${batchA.id}/remittance.csv`,
      cookie: cookieA,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const csvRows = csv.body.trim().split('\r\n');
    expect(csvRows[0]).toBe('vrsta,narudzba,promet_centi,naknada_centi,iznos_centi');
    expect(csvRows.slice(1).map((r) => [r.split(',')[0], r.split(',').at(-1)])).toEqual([
      ['order', '19400'],
      ['recovery', '4850'],
    ]);
    const pdf = await apiRequest(t.app, {
      url: `/api/merchant/payouts/${batchA.id}/remittance.pdf`,
      cookie: cookieA,
    });
    expect(pdf.statusCode).toBe(200);
    const pdfText = (await pdfTextLines(pdf.rawPayload)).join('\n');
    expect(pdfText).toContain('Obavještenje o isplati');
    expect(pdfText).toContain('ME25 **** **** **** **** 59');
    expect(pdfText).toContain('Isplaćeno');
    const foreign = await apiRequest(t.app, {
      url: `/api/merchant/payouts/${batchA.id}/remittance.csv`,
      cookie: cookieB,
    });
    expect(foreign.statusCode).toBe(404);

    const areaB = (
      await apiRequest(t.app, { url: '/api/merchant/payouts', cookie: cookieB })
    ).json();
    expect(areaB.items[0]).toMatchObject({ state: 'returned', returnReason: 'AC04' });
    const areaC = (
      await apiRequest(t.app, { url: '/api/merchant/payouts', cookie: cookieC })
    ).json();
    expect(areaC.items[0]).toMatchObject({ state: 'waiting', valueDate: null });

    // A person deals with the unknown credit.
    const unmatchedId = list.json().unmatched[0].id as string;
    const resolved = await apiRequest(t.app, {
      method: 'POST',
      url: `/api/admin/bank-statement-lines/${unmatchedId}/resolved`,
      cookie: admin,
    });
    expect(resolved.statusCode).toBe(200);

    // B fixes its account; C's hold ends. The next day's file pays C and B's returned order.
    await setAccount(b.merchantId, { holder: 'Knjižara Đurović', iban: IBAN_B_FIXED });
    await runPayoutJob(t.app, inDays(3));
    const batchB2 = await batchOf(b.merchantId, addCalendarDays(today(), 2));
    expect(batchB2).toMatchObject({ orders_count: 1, net_cents: 9_700, state: 'waiting' });
    const file2 = await generatePayoutFile(deps, inDays(3));
    expect(file2).toMatchObject({ paymentsCount: 2, totalCents: 11_640 + 9_700 });
    const xml2 = (
      await apiRequest(t.app, { url: `/api/admin/payout-files/${file2!.id}/xml`, cookie: admin })
    ).body;
    expect(schemaErrors(xml2, PAIN001_XSD)).toEqual([]);
    expect(xml2).toContain(`<IBAN>${IBAN_B_FIXED}</IBAN>`);
    expect(xml2).toContain(`<IBAN>${IBAN_C}</IBAN>`);
    await apiRequest(t.app, {
      method: 'POST',
      url: `/api/admin/payout-files/${file2!.id}/sent`,
      cookie: admin,
    });
    const nextDay = addCalendarDays(today(), 3);
    const second = await uploadStatement(
      statement('STMT-DAY-2', [
        {
          endToEndId: endToEndIdOf(batchC.id),
          amountCents: 11_640,
          direction: 'DBIT',
          bookingDate: nextDay,
        },
        {
          endToEndId: endToEndIdOf(batchB2.id),
          amountCents: 9_700,
          direction: 'DBIT',
          bookingDate: nextDay,
        },
      ]),
    );
    expect(second.json()).toMatchObject({ settled: 2, returned: 0, unmatched: [] });

    // Everything agrees: nothing in transit, every batch's cash left once, no discrepancy.
    expect(await balance('payout_clearing')).toBe(0);
    expect(await payoutCash()).toBe(-(9_700 + 14_550 + 11_640 + 9_700));
    await expectLedgerConsistent(t.app);
    expect((await webhookEvents(b.merchantId)).map((e) => e.type)).toEqual([
      'payout.failed',
      'payout.paid',
    ]);
  });
});

describe('uploading statements', () => {
  it('refuses a DTD (no external entities), a non-statement and an over-large file', async () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>&x;</BkToCstmrStmt></Document>`;
    const refused = await uploadStatement(xxe);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      error: 'invalid_bank_statement',
      message: 'Izvod ne smije sadržati DOCTYPE deklaraciju.',
    });
    expect(refused.body).not.toContain('root:');

    const other = await uploadStatement('<Document xmlns="urn:example"><Other/></Document>');
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('Datoteka nije izvod camt.053 ni obavještenje camt.054.');

    // A character reference to no character (beyond U+10FFFF, or no number at all).
    for (const reference of ['&#99999999;', '&#x110000;', '&#zz;']) {
      const badReference = await uploadStatement(
        `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><Stmt><Id>${reference}</Id></Stmt></BkToCstmrStmt></Document>`,
      );
      expect(badReference.statusCode, reference).toBe(422);
      expect(badReference.json().message, reference).toBe(
        'Datoteka nije ispravan XML. Učitaj izvod onakav kakav je preuzet iz banke.',
      );
    }

    const broken = await uploadStatement('<Document><Unclosed></Document>');
    expect(broken.statusCode).toBe(422);
    expect(broken.json().message).toBe(
      'Datoteka nije ispravan XML. Učitaj izvod onakav kakav je preuzet iz banke.',
    );

    const empty = await apiRequest(t.app, {
      method: 'POST',
      url: '/api/admin/bank-statements',
      cookie: admin,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const merchant = await createTestMerchant(t.app);
    const { cookie } = await createMerchantUser(t.app, merchant.merchantId);
    const answer = await apiRequest(t.app, { url: '/api/admin/payout-files', cookie });
    expect(answer.statusCode).toBe(403);
  });

  it('answers 404 for an unknown file', async () => {
    const answer = await apiRequest(t.app, {
      url: '/api/admin/payout-files/00000000-0000-4000-8000-000000000000/xml',
      cookie: admin,
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe('Datoteka sa nalozima ne postoji.');
    const line = await apiRequest(t.app, {
      method: 'POST',
      url: '/api/admin/bank-statement-lines/00000000-0000-4000-8000-000000000000/resolved',
      cookie: admin,
      headers: { 'accept-language': 'en' },
    });
    expect(line.statusCode).toBe(404);
    expect(line.json().message).toBe('No such open statement line.');
  });
});

describe('the file job', () => {
  it('makes no file on a weekend or before 06:00', async () => {
    const deps = serviceDeps(t.app);
    // 2026-11-28 is a Saturday; 2026-11-30 03:00 in Podgorica is a Monday before six.
    expect(await runPayoutFileJob(deps, new Date('2026-11-28T10:00:00Z'))).toBeNull();
    expect(await runPayoutFileJob(deps, new Date('2026-11-30T02:00:00Z'))).toBeNull();
  });
});

describe('the sample files in the fixtures', () => {
  it('validate against the ISO 20022 schemas and read as expected', () => {
    const pain = fs.readFileSync(path.join(FIXTURES_DIR, 'sample-pain.001.001.09.xml'), 'utf8');
    expect(schemaErrors(pain, PAIN001_XSD)).toEqual([]);
    const camt = fs.readFileSync(path.join(FIXTURES_DIR, 'sample-camt.053.001.08.xml'), 'utf8');
    expect(schemaErrors(camt, CAMT053_XSD)).toEqual([]);
    const parsed = parseBankStatement(camt);
    expect(parsed.entries.flatMap((e) => e.transactions)).toMatchObject([
      { direction: 'DBIT', amountCents: 14_550, returned: false },
      { direction: 'CRDT', amountCents: 9_700, returned: true, returnReason: 'AC04' },
    ]);
  });

  it('a file that breaks the schema is caught', () => {
    const pain = fs
      .readFileSync(path.join(FIXTURES_DIR, 'sample-pain.001.001.09.xml'), 'utf8')
      .replace('<PmtMtd>TRF</PmtMtd>', '<PmtMtd>CHK</PmtMtd>');
    expect(schemaErrors(pain, PAIN001_XSD).join('\n')).toMatch(/PmtMtd/);
  });
});
