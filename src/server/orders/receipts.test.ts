import { sql } from 'kysely';
import { PDFDocument } from 'pdf-lib';
import { formatEur } from '#shared/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfTextLines } from '../testing/pdf-text';
import * as engine from '../testing/purchase-fixtures';
import { apiRequest, createTestApp, type TestApp } from '../testing/test-app';

const { buyOnInstalments, createShopper, payInstalmentsRequest } = engine;
let t: TestApp;
let merchant: engine.TestMerchant;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await engine.createTestMerchant(t.app, { name: 'Cvjećara Žabljak' });
});
afterAll(() => t.close());

const receipt = (cookie: string | undefined, paymentId: string, query = '', extra = {}) =>
  apiRequest(t.app, { url: `/api/me/payments/${paymentId}/receipt.pdf${query}`, cookie, ...extra });

describe('payment receipts', () => {
  it('every payment has a PDF receipt in the shopper language, linked from the confirmation email', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 9_000, 3);
    const paid = await payInstalmentsRequest(t.app, shopper.cookie, orderId, 'next', {
      sequence: 2,
    });
    expect(paid.statusCode).toBe(201);
    const order = paid.json().order;
    expect(order.payments).toHaveLength(2);

    for (const payment of order.payments as { id: string }[]) {
      const response = await receipt(shopper.cookie, payment.id);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const pdf = await PDFDocument.load(response.rawPayload);
      expect(pdf.getTitle()).toBe('Potvrda o plaćanju');
      expect(pdf.getPageCount()).toBe(1);
    }

    const secondId = paid.json().payment.id as string;
    const english = await receipt(shopper.cookie, secondId, '?locale=en');
    expect((await PDFDocument.load(english.rawPayload)).getTitle()).toBe('Payment receipt');
    // Opened from the email: the language the account chose for its messages, not the cookie.
    const withCookie = await apiRequest(t.app, {
      url: `/api/me/payments/${secondId}/receipt.pdf`,
      headers: { cookie: `narate_session=${shopper.cookie}; narate_locale=en` },
    });
    expect((await PDFDocument.load(withCookie.rawPayload)).getTitle()).toBe('Potvrda o plaćanju');
    await t.app.db
      .updateTable('users')
      .set({ locale: 'en' })
      .where('id', '=', shopper.userId)
      .execute();
    const fromEmail = await receipt(shopper.cookie, secondId);
    expect((await PDFDocument.load(fromEmail.rawPayload)).getTitle()).toBe('Payment receipt');
    await t.app.db
      .updateTable('users')
      .set({ locale: 'me' })
      .where('id', '=', shopper.userId)
      .execute();

    const mail = await t.app.db
      .selectFrom('outbox_messages')
      .select(['subject', 'text_body', 'html_body'])
      .where('recipient', '=', shopper.email)
      .where('subject', 'like', 'Plaćanje primljeno%')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`Plaćanje primljeno: ${formatEur(3_000)}`);
    expect(mail.text_body).toContain(`/api/me/payments/${secondId}/receipt.pdf`);
    expect(mail.text_body).toContain('Plaćena je 2. rata.');
    expect(mail.text_body).toContain('Prodavnica: Cvjećara Žabljak');
    // The first instalment's receipt is in the purchase confirmation.
    const firstId = (order.payments as { id: string; purpose: string }[]).find(
      (p) => p.purpose === 'first_instalment',
    )?.id;
    const purchase = await t.app.db
      .selectFrom('outbox_messages')
      .select('text_body')
      .where('recipient', '=', shopper.email)
      .where('subject', 'like', 'Kupovina odobrena:%')
      .executeTakeFirstOrThrow();
    expect(purchase.text_body).toContain(`/api/me/payments/${firstId}/receipt.pdf`);
  });

  it('every payment gets its own human receipt number R-YYYY-NNNNNN, shown on the PDF, in the email and in the plan', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 9_000, 3);
    const paid = await payInstalmentsRequest(t.app, shopper.cookie, orderId, 'next', {
      sequence: 2,
    });
    expect(paid.statusCode).toBe(201);
    const payments = paid.json().order.payments as { id: string; receiptNumber: string }[];
    const year = String(new Date().getFullYear());
    const [first, second] = payments.map((p) => p.receiptNumber);
    for (const number of [first, second]) expect(number).toMatch(/^R-\d{4}-\d{6,}$/);
    expect(first?.slice(2, 6)).toBe(year);
    expect(first).not.toBe(second);
    expect(paid.json().payment.receiptNumber).toBe(second);
    const pdf = await receipt(shopper.cookie, paid.json().payment.id as string);
    const lines = (await pdfTextLines(pdf.rawPayload)).join('\n');
    expect(lines).toContain(`Broj potvrde`);
    expect(lines).toContain(second);
    const mail = await t.app.db
      .selectFrom('outbox_messages')
      .select('text_body')
      .where('recipient', '=', shopper.email)
      .where('subject', 'like', 'Plaćanje primljeno%')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(`Broj potvrde: ${second}`);
  });

  it('receipt numbers are unique and given by the database in the insert itself', async () => {
    const rows = await t.app.db.selectFrom('payments').select('receipt_number').execute();
    const numbers = rows.map((r) => r.receipt_number);
    expect(new Set(numbers).size).toBe(numbers.length);
    // Two payments booked at once, in parallel transactions, still get different numbers.
    const shoppers = await Promise.all([createShopper(t.app), createShopper(t.app)]);
    const orders = await Promise.all(
      shoppers.map((s) => buyOnInstalments(t.app, merchant, s, 6_000, 3)),
    );
    const paid = await Promise.all(
      shoppers.map((s, i) => payInstalmentsRequest(t.app, s.cookie, orders[i] ?? '', 'next', {})),
    );
    const fresh = paid.map((r) => r.json().payment.receiptNumber as string);
    expect(new Set(fresh).size).toBe(2);
    // The year is the payment's in Podgorica; a number past six digits keeps all of them.
    const format = await sql<{ a: string; b: string }>`
      select payment_receipt_number('2025-12-31T23:30:00Z', 123) as a,
             payment_receipt_number('2026-06-01T10:00:00Z', 1234567) as b`.execute(t.app.db);
    expect(format.rows[0]).toEqual({ a: 'R-2026-000123', b: 'R-2026-1234567' });
    // The column is the database's: a duplicate is refused by its unique constraint.
    await expect(
      t.app.db
        .updateTable('payments')
        .set({ receipt_number: fresh[0] })
        .where('receipt_number', '=', fresh[1] ?? '')
        .execute(),
    ).rejects.toThrow(/payments_receipt_number_key/);
  });

  it("another shopper's receipt answers 404, like one that does not exist; no session 401", async () => {
    const owner = await createShopper(t.app);
    const other = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, owner, 6_000, 3);
    const { payments } = (
      await apiRequest(t.app, { url: `/api/me/orders/${orderId}`, cookie: owner.cookie })
    ).json();
    const paymentId = payments[0].id as string;
    expect((await receipt(owner.cookie, paymentId)).statusCode).toBe(200);
    const foreign = await receipt(other.cookie, paymentId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({
      error: 'not_found',
      message: 'Potvrda o plaćanju nije pronađena.',
    });
    const missing = await receipt(other.cookie, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect((await receipt(other.cookie, 'nije-id')).statusCode).toBe(404);
    const odd = await apiRequest(t.app, {
      url: `/api/me/payments/${paymentId}/receipt.pdf?locale=fr`,
      cookie: owner.cookie,
    });
    expect(odd.statusCode).toBe(200);
    expect(odd.headers['content-type']).toBe('application/pdf');
    expect((await receipt(undefined, paymentId)).statusCode).toBe(401);
  });
});
