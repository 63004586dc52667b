import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEur } from '#shared/money';
import * as engine from '../testing/purchase-fixtures';
import { pdfTextLines } from '../testing/pdf-text';
import { apiRequest, createTestApp, type TestApp } from '../testing/test-app';
import { statementCsv } from './statement-document';
import { StatementMonthsAnswer } from './statement-routes';
import { businessMonth, monthBounds } from './statements';

const { buyOnInstalments, createShopper, payInstalmentsRequest } = engine;
let t: TestApp;
let merchant: engine.TestMerchant;
let shopper: engine.TestShopper;
let orderA: string;
let orderB: string;
const now = businessMonth(new Date());

beforeAll(async () => {
  t = await createTestApp();
  merchant = await engine.createTestMerchant(t.app, { name: 'Tehnika Bar' });
  shopper = await createShopper(t.app, { limitCents: 100_000 });

  // Plan A is bought at 00:30 on 1 Feb 2026 in Podgorica, still 31 Jan in UTC: a February purchase.
  orderA = await buyOnInstalments(t.app, merchant, shopper, 9_000, 3);
  const bought = new Date('2026-01-31T23:30:00Z');
  await t.app.db
    .updateTable('orders')
    .set({ created_at: sql`${bought}` })
    .where('id', '=', orderA)
    .execute();
  await t.app.db
    .updateTable('payments')
    .set({ created_at: sql`${bought}` })
    .where('order_id', '=', orderA)
    .execute();
  // Its second instalment is paid at midnight between February and March (Podgorica): March.
  const second = await payInstalmentsRequest(t.app, shopper.cookie, orderA, 'next', {
    sequence: 2,
  });
  expect(second.statusCode).toBe(201);
  await t.app.db
    .updateTable('payments')
    .set({ created_at: sql`${new Date('2026-02-28T23:00:00Z')}` })
    .where('id', '=', second.json().payment.id)
    .execute();

  // Plan B is bought this month and partly refunded by the store.
  orderB = await buyOnInstalments(t.app, merchant, shopper, 6_000, 3);
  const refund = await t.app.inject({
    method: 'POST',
    url: `/api/v1/orders/${orderB}/refunds`,
    headers: { authorization: `Bearer ${merchant.secretKey}`, ...engine.freshKey() },
    payload: { amount_cents: 1_000 },
  });
  expect(refund.statusCode).toBe(201);
});
afterAll(() => t.close());

const get = (url: string, cookie: string | null = shopper.cookie) =>
  apiRequest(t.app, { url, cookie: cookie ?? undefined });

/** RFC 4180 rows: quoted cells may hold commas and doubled quotes. */
function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .slice(1, -2)
    .split('\r\n')
    .map((line) => {
      const cells: string[] = [];
      let cell = '';
      let quoted = false;
      for (let i = 0; i < line.length; i += 1) {
        const ch = line[i];
        if (quoted && ch === '"' && line[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else if (ch === '"') quoted = !quoted;
        else if (ch === ',' && !quoted) {
          cells.push(cell);
          cell = '';
        } else cell += ch;
      }
      cells.push(cell);
      return cells;
    });
}

async function csvOf(month: string, locale = 'me') {
  const response = await get(`/api/me/statements/${month}.csv?locale=${locale}`);
  expect(response.statusCode).toBe(200);
  return parseCsv(response.body);
}

/** Spaces as spaces: money is written with a no-break space before the euro sign. */
const flat = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** Opening, the sum of the debt changes, closing: the numbers a CSV states. */
function balances(rows: string[][]) {
  const body = rows.slice(1);
  const cents = (v: string | undefined) => Math.round(Number(v) * 100);
  const opening = cents(body[0]?.[5]);
  const closing = cents(body[body.length - 1]?.[5]);
  const changes = body.slice(1, -1).reduce((s, r) => s + cents(r[6]), 0);
  return { opening, closing, changes };
}

describe('monthly statements', () => {
  it('takes month boundaries in Podgorica time', () => {
    expect(monthBounds('2026-02')).toEqual({
      start: new Date('2026-01-31T23:00:00Z'),
      end: new Date('2026-02-28T23:00:00Z'),
    });
    expect(monthBounds('2026-07')?.start).toEqual(new Date('2026-06-30T22:00:00Z'));
    expect(monthBounds('2026-13')).toBeNull();
  });

  it('lists every month from the first purchase to this one, newest first', async () => {
    const response = await get('/api/me/statements');
    expect(response.statusCode).toBe(200);
    const months = response.json().months as string[];
    expect(months[0]).toBe(now);
    expect(months[months.length - 1]).toBe('2026-02');
    expect(months).toContain('2026-03');
    const other = await createShopper(t.app);
    expect((await get('/api/me/statements', other.cookie)).json()).toEqual({ months: [] });
    expect(StatementMonthsAnswer.strict().safeParse(response.json()).error).toBeUndefined();
  });

  it('reads a ?locale= other than me or en as not given, as before (no 400)', async () => {
    for (const query of ['?locale=fr', '?locale=me&locale=en', '?locale=en']) {
      const response = await get(`/api/me/statements/${now}.csv${query}`);
      expect(response.statusCode, query).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    }
  });

  it('states opening + purchases − payments − refunds = closing, month by month', async () => {
    const rows = await csvOf('2026-02');
    expect(rows[0]).toEqual([
      'datum',
      'vrsta',
      'prodavnica',
      'broj narudžbe',
      'opis',
      'iznos',
      'promjena duga',
    ]);
    expect(rows.slice(1)).toEqual([
      ['2026-02-01', 'početno stanje', '', '', '', '0.00', ''],
      [
        '2026-02-01',
        'kupovina',
        'Tehnika Bar',
        'NAR-1001',
        'Tehnika Bar · NAR-1001 · 3 rate',
        '90.00',
        '90.00',
      ],
      [
        '2026-02-01',
        'plaćanje',
        'Tehnika Bar',
        'NAR-1001',
        'prva rata, pri kupovini',
        '30.00',
        '-30.00',
      ],
      ['2026-02-28', 'završno stanje', '', '', '', '60.00', ''],
    ]);
    // January (before the purchase in UTC terms only) is empty.
    expect(balances(await csvOf('2026-01'))).toEqual({ opening: 0, closing: 0, changes: 0 });
    const march = await csvOf('2026-03');
    expect(march.slice(1).map((r) => r[1])).toEqual([
      'početno stanje',
      'plaćanje',
      'završno stanje',
    ]);
    expect(balances(march)).toEqual({ opening: 6_000, closing: 3_000, changes: -3_000 });
    const april = balances(await csvOf('2026-04'));
    expect(april).toEqual({ opening: 3_000, closing: 3_000, changes: 0 });
  });

  it("closes the current month at what the dashboard's plans show owed", async () => {
    const rows = await csvOf(now, 'en');
    expect(rows[0]).toEqual([
      'date',
      'type',
      'store',
      'order reference',
      'description',
      'amount',
      'change in debt',
    ]);
    const { opening, closing, changes } = balances(rows);
    expect(opening + changes).toBe(closing);
    expect(rows.slice(1).map((r) => r[1])).toEqual([
      'opening balance',
      'purchase',
      'payment',
      'refund',
      'closing balance',
    ]);
    const plans = (await get('/api/me/orders')).json().items as { outstandingCents: number }[];
    const owed = plans.reduce((s, p) => s + p.outstandingCents, 0);
    expect(closing).toBe(owed);
    expect(owed).toBe(3_000 + 3_000); // A's last instalment, B's 40 € less the 10 € refund
    const calendar = (await get('/api/me/payment-calendar')).json();
    expect(calendar.totalCents).toBe(closing);
  });

  it('writes the same figures into the PDF, in the shopper language', async () => {
    const response = await get('/api/me/statements/2026-03.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = flat((await pdfTextLines(response.rawPayload)).join('\n'));
    const me = (cents: number) => flat(formatEur(cents, 'sr-Latn-ME'));
    expect(text).toContain('Mjesečni izvod: mart 2026');
    expect(text).toContain('Dugovanje na početku mjeseca');
    expect(text).toContain(me(6_000));
    expect(text).toContain(`− ${me(3_000)}`);
    expect(text).toContain('Tehnika Bar · NAR-1001 · rate: 2');

    const english = await get(`/api/me/statements/${now}.pdf?locale=en`);
    const lines = flat((await pdfTextLines(english.rawPayload)).join('\n'));
    const en = (cents: number) => flat(formatEur(cents, 'en'));
    expect(lines).toContain('Monthly statement:');
    expect(lines).toContain('Owed at the end of the month');
    expect(lines).toContain(en(6_000));
    expect(lines).toContain(`Refund · Tehnika Bar · NAR-1001: ${en(1_000)}`);
  });

  it('answers a malformed or future month with 4xx, and nothing without a session', async () => {
    for (const file of ['2026-13.pdf', '2026-1.csv', '2026-02.xls', 'nije-mjesec']) {
      const response = await get(`/api/me/statements/${file}`);
      expect(response.statusCode, file).toBe(400);
      expect(response.json().message).toContain('GGGG-MM');
    }
    const future = await get('/api/me/statements/2999-01.pdf');
    expect(future.statusCode).toBe(404);
    expect((await get('/api/me/statements/2026-03.csv', null)).statusCode).toBe(401);
    expect((await get('/api/me/statements', null)).statusCode).toBe(401);
  });

  it('keeps a store name a spreadsheet would run as a formula, or one with line breaks, as plain text', () => {
    const at = new Date('2026-05-10T10:00:00Z');
    const csv = statementCsv('me', {
      month: '2026-05',
      firstDay: '2026-05-01',
      lastDay: '2026-05-31',
      openingCents: 0,
      purchasesCents: 1_000,
      paymentsCents: 0,
      refundsCents: 0,
      closingCents: 1_000,
      purchases: [
        {
          at,
          orderId: 'ord_x',
          merchantName: '=HYPERLINK("http://zlo.example")',
          orderReference: 'A\r\nB,"C"',
          totalCents: 1_000,
          instalmentCount: 3,
        },
      ],
      payments: [],
      refunds: [],
    });
    const rows = parseCsv(csv);
    expect(rows).toHaveLength(4);
    expect(rows[2]?.[2]).toBe(`'=HYPERLINK("http://zlo.example")`);
    expect(rows[2]?.[3]).toBe('A B,"C"');
    expect(rows[2]?.slice(5)).toEqual(['10.00', '10.00']);
  });
});
