import { createHash, randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMessages } from '../notifications/outbox-repository';
import {
  confirmCheckoutRequest,
  createCheckout,
  createShopper,
  createTestMerchant,
  type TestMerchant,
  payInCardFields,
} from '../testing/purchase-fixtures';
import { apiRequest, createTestApp, type TestApp } from '../testing/test-app';
import { issuePendingContracts } from './agreement-service';
import { CREDIT_DOCUMENT_VERSION, creditDocument } from './credit-documents';
import { renderPdf } from './pdf-document';

let t: TestApp;
let merchant: TestMerchant;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await createTestMerchant(t.app, { name: 'Čarobna Đurđevak Šop' });
});
afterAll(() => t.close());

const deps = () => ({ db: t.app.db, notifier: t.app.notifier, appUrl: t.app.config.appUrl });
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('pre-contract information PDF', () => {
  it('is a PDF with an embedded font for the shopper of an open session, in their language', async () => {
    const shopper = await createShopper(t.app);
    const session = await createCheckout(t.app, merchant.secretKey, 12_000);
    for (const locale of ['me', 'en']) {
      const response = await apiRequest(t.app, {
        url: `/api/checkout/sessions/${session.id}/precontract.pdf?instalments=6&locale=${locale}`,
        cookie: shopper.cookie,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const bytes = response.rawPayload;
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const doc = await PDFDocument.load(bytes);
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
      expect(doc.getTitle()).toBe(
        locale === 'me'
          ? 'Informacije prije zaključenja ugovora o potrošačkom kreditu'
          : 'Pre-contractual information on consumer credit',
      );
      const raw = bytes.toString('latin1');
      // A TrueType font is embedded (the standard PDF fonts cannot write č, ć, đ), as a subset
      // (its name tagged with six capitals).
      expect(raw).toContain('/FontFile2');
      expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
    }
  });

  it('answers 404 for a session another shopper completed, 401 to strangers, 400 for a bad count', async () => {
    const owner = await createShopper(t.app);
    const other = await createShopper(t.app);
    const session = await createCheckout(t.app, merchant.secretKey, 3_000);
    const confirmed = await confirmCheckoutRequest(t.app, owner.cookie, session.id);
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const url = `/api/checkout/sessions/${session.id}/precontract.pdf`;
    expect((await apiRequest(t.app, { url, cookie: other.cookie })).statusCode).toBe(404);
    expect((await apiRequest(t.app, { url, cookie: owner.cookie })).statusCode).toBe(200);
    expect((await apiRequest(t.app, { url })).statusCode).toBe(401);
    const missing = '/api/checkout/sessions/cs_000000000000000000000000/precontract.pdf';
    expect((await apiRequest(t.app, { url: missing, cookie: owner.cookie })).statusCode).toBe(404);
    const bad = await apiRequest(t.app, { url: `${url}?instalments=5`, cookie: owner.cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Broj rata mora biti 3, 6 ili 12.');
  });

  it('names every part of the standard information', () => {
    const content = creditDocument('me', 'precontract', {
      merchantName: 'Prodavnica',
      totalCents: 9_000,
      instalments: [
        { sequence: 1, dueDate: '2026-11-23', amountCents: 3_000 },
        { sequence: 2, dueDate: '2026-12-23', amountCents: 3_000 },
        { sequence: 3, dueDate: '2027-01-23', amountCents: 3_000 },
      ],
      appUrl: 'https://narate.me',
    });
    const text = JSON.stringify(content);
    for (const part of [
      'NaRate d.o.o.',
      'Podgorica',
      'Beskamatni potrošački kredit',
      'Ukupan iznos kredita',
      '3 mjesečne rate',
      '23. 12. 2026.',
      'Kamatna stopa',
      'Efektivna kamatna stopa (EKS)',
      'Ukupno za plaćanje',
      'Naknade',
      '50 bodova',
      'limit se zamrzava',
      'Nema zateznih kamata',
      '14 dana',
      'Prijevremena otplata',
      'https://narate.me/prigovori',
      'Centar za alternativno rješavanje sporova',
      'Centralna banka Crne Gore',
    ]) {
      expect(text, part).toContain(part);
    }
  });

  it('dates the contract acceptance as the reader day and Podgorica time, not a UTC timestamp', () => {
    const data = {
      merchantName: 'Prodavnica',
      totalCents: 9_000,
      instalments: [
        { sequence: 1, dueDate: '2026-11-26', amountCents: 3_000 },
        { sequence: 2, dueDate: '2026-12-26', amountCents: 3_000 },
        { sequence: 3, dueDate: '2027-01-26', amountCents: 3_000 },
      ],
      appUrl: 'https://narate.me',
      contract: {
        orderId: randomUUID(),
        orderReference: 'NR-1',
        shopperName: 'Ana Đurović',
        shopperEmail: 'ana@primjer.me',
        acceptedAt: new Date('2026-11-26T04:23:40.202Z'),
        acceptedIp: '203.0.113.7',
      },
    };
    const me = JSON.stringify(creditDocument('me', 'contract', data));
    expect(me).toContain('26. 11. 2026. 05:23 (Europe/Podgorica)');
    expect(me).toContain('26. 12. 2026.');
    expect(me).not.toContain('2026-11-26T04:23');
    const en = JSON.stringify(creditDocument('en', 'contract', data));
    expect(en).toContain('Nov 26, 2026 05:23 (Europe/Podgorica)');
    expect(en).toContain('Dec 26, 2026');
  });

  it('writes Montenegrin letters the text layer can read back', async () => {
    const bytes = await renderPdf(
      { title: 'Čćšžđ ČĆŠŽĐ', sections: [], footer: 'x', language: 'sr-Latn-ME' },
      new Date(),
    );
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe('Čćšžđ ČĆŠŽĐ');
    // The subset font maps the glyphs back to Unicode (copy, search, screen readers).
    expect(Buffer.from(bytes).toString('latin1')).toContain('/ToUnicode');
  });
});

describe('pre-contract information: whose it is, how often, made once', () => {
  const precontract = (cookie: string, id: string, count = 3) =>
    apiRequest(t.app, {
      url: `/api/checkout/sessions/${id}/precontract.pdf?instalments=${count}`,
      cookie,
    });

  it('belongs to the shopper who opened the open session first; another shopper gets 404', async () => {
    const owner = await createShopper(t.app);
    const other = await createShopper(t.app);
    const session = await createCheckout(t.app, merchant.secretKey, 4_500);
    // The shopper opens the hosted checkout signed in: the session is theirs from now on.
    const page = await apiRequest(t.app, {
      url: `/api/checkout/sessions/${session.id}`,
      cookie: owner.cookie,
    });
    expect(page.statusCode).toBe(200);
    expect((await precontract(other.cookie, session.id)).statusCode).toBe(404);
    expect((await precontract(owner.cookie, session.id)).statusCode).toBe(200);
    // Looking at the page does not hand it over either.
    await apiRequest(t.app, { url: `/api/checkout/sessions/${session.id}`, cookie: other.cookie });
    expect((await precontract(other.cookie, session.id)).statusCode).toBe(404);

    // A session nobody opened yet is claimed by the first shopper asking for the document.
    const second = await createCheckout(t.app, merchant.secretKey, 4_500);
    expect((await precontract(other.cookie, second.id)).statusCode).toBe(200);
    expect((await precontract(owner.cookie, second.id)).statusCode).toBe(404);
  });

  it('is made once per session, count, language and day and served with the same bytes', async () => {
    const shopper = await createShopper(t.app);
    const session = await createCheckout(t.app, merchant.secretKey, 7_700);
    const first = await precontract(shopper.cookie, session.id, 6);
    const again = await precontract(shopper.cookie, session.id, 6);
    expect(first.statusCode).toBe(200);
    expect(sha256(again.rawPayload)).toBe(sha256(first.rawPayload));
    const twelve = await precontract(shopper.cookie, session.id, 12);
    expect(sha256(twelve.rawPayload)).not.toBe(sha256(first.rawPayload));
  });

  it('answers 429 after 20 PDF documents a minute from one user, across the PDF routes', async () => {
    const shopper = await createShopper(t.app);
    const other = await createShopper(t.app);
    const session = await createCheckout(t.app, merchant.secretKey, 2_500);
    for (let i = 0; i < 20; i += 1) {
      const response = await precontract(shopper.cookie, session.id);
      expect(response.statusCode, `request ${i + 1}`).toBe(200);
    }
    const limited = await precontract(shopper.cookie, session.id);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('too_many_requests');
    const receipt = await apiRequest(t.app, {
      url: '/api/me/payments/00000000-0000-4000-8000-000000000000/receipt.pdf',
      cookie: shopper.cookie,
    });
    expect(receipt.statusCode).toBe(429);
    // Counted per user, not per address: another shopper from the same address is served.
    const second = await createCheckout(t.app, merchant.secretKey, 2_500);
    expect((await precontract(other.cookie, second.id)).statusCode).toBe(200);
  });
});

describe('contract on a durable medium', () => {
  it('stores the accepted PDF with time, address, version and SHA-256, emails it and serves it to its owner only', async () => {
    const shopper = await createShopper(t.app);
    const other = await createShopper(t.app);
    const session = await createCheckout(t.app, merchant.secretKey, 6_000);
    // The card is typed into the acquirer's card fields; the confirmation names the payment.
    const paymentId = await payInCardFields(t.app, shopper.cookie, {
      purpose: 'checkout',
      sessionId: session.id,
      instalments: 3,
    });
    const confirmed = await apiRequest(t.app, {
      method: 'POST',
      url: `/api/checkout/sessions/${session.id}/confirm?locale=en`,
      cookie: shopper.cookie,
      headers: { 'idempotency-key': randomUUID() },
      remoteAddress: '203.0.113.7',
      payload: {
        instalments: 3,
        paymentId,
        acceptTerms: true,
      },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const orderId = confirmed.json().order.id as string;
    // The acceptance is written with the order; the contract job makes the document.
    const accepted = await t.app.db
      .selectFrom('credit_agreements')
      .select(['accepted_ip', 'pdf'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(accepted).toMatchObject({ accepted_ip: '203.0.113.7', pdf: null });
    expect((await issuePendingContracts(deps())).issued).toBeGreaterThanOrEqual(1);
    expect(await issuePendingContracts(deps())).toEqual({ issued: 0 });
    const stored = await t.app.db
      .selectFrom('credit_agreements')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      user_id: shopper.userId,
      document_version: CREDIT_DOCUMENT_VERSION,
      locale: 'en',
      accepted_ip: '203.0.113.7',
    });
    expect(stored.accepted_at).toBeInstanceOf(Date);
    expect(stored.sha256).toBe(sha256(Buffer.from(stored.pdf ?? new Uint8Array())));
    expect(stored.pdf?.length).toBeGreaterThan(1000);

    const download = await apiRequest(t.app, {
      url: `/api/me/orders/${orderId}/contract.pdf`,
      cookie: shopper.cookie,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(sha256(download.rawPayload)).toBe(stored.sha256);
    const stranger = await apiRequest(t.app, {
      url: `/api/me/orders/${orderId}/contract.pdf`,
      cookie: other.cookie,
    });
    expect(stranger.statusCode).toBe(404);

    const mail = await listMessages(t.app.db, { recipient: shopper.email, limit: 5 });
    const contractMail = mail.find((m) => m.subject === 'Tvoj ugovor o kreditu');
    expect(contractMail?.text_body).toContain(`/api/me/orders/${orderId}/contract.pdf`);
  });
});
