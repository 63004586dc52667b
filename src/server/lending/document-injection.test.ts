// Values from outside (a merchant's order reference and name, a shopper's names) stay on their
// one labelled line in the contract, the receipts and the emails: the APIs refuse line breaks and
// control characters, and the documents flatten any that older stored data still holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validation as V } from '#shared/i18n/me/validation';
import { listMessages } from '../notifications/outbox-repository';
import {
  confirmCheckoutRequest,
  createCheckout,
  createShopper,
  createTestMerchant,
  SESSION_BODY,
  v1,
  type TestMerchant,
} from '../testing/purchase-fixtures';
import { pdfTextLines } from '../testing/pdf-text';
import { apiRequest, createTestApp, type TestApp } from '../testing/test-app';
import { issuePendingContracts } from './agreement-service';

let t: TestApp;
let merchant: TestMerchant;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await createTestMerchant(t.app, { name: 'Injekcija Shop' });
});
afterAll(() => t.close());

const BREAKERS = ['\n', '\r', '\t', '\u0085', '\u2028', '\u2029', '\u202E', '\u2066', '\ud800'];

describe('input', () => {
  it('the merchant API refuses an order_reference with line breaks or control characters', async () => {
    for (const breaker of BREAKERS) {
      const response = await v1(t.app, merchant.secretKey, {
        method: 'POST',
        url: '/api/v1/checkout/sessions',
        payload: {
          ...SESSION_BODY,
          amount_cents: 2_000,
          order_reference: `R-77${breaker}Godišnja kamatna stopa (EKS): 29,90 %`,
        },
      });
      expect(response.statusCode, JSON.stringify(breaker)).toBe(400);
      expect(response.json().fields.order_reference).toBe(V.orderReferenceCharacters);
    }
    const plain = await createCheckout(t.app, merchant.secretKey, 2_000, {
      order_reference: 'R-77 / Đurđevdan (č, ć)',
    });
    expect(plain.id).toMatch(/^cs_/);
  });

  it('the profile refuses a display name on more than one line, and lone surrogates in the bio', async () => {
    const shopper = await createShopper(t.app);
    const patch = (payload: Record<string, unknown>) =>
      apiRequest(t.app, {
        method: 'PATCH',
        url: '/api/me/profile',
        cookie: shopper.cookie,
        payload,
      });
    for (const breaker of BREAKERS) {
      const response = await patch({ display_name: `Marko${breaker}Napomena: dug otpisan` });
      expect(response.statusCode, JSON.stringify(breaker)).toBe(400);
      expect(response.json().message).toBe(V.displayNameCharacters);
    }
    expect((await patch({ bio: 'a\ud800b' })).json().message).toBe(V.bioCharacters);
    const ok = await patch({ display_name: 'Marko Petrović', bio: 'Prvi red\nDrugi red' });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('documents and emails of stored data with line breaks', () => {
  it('show each value on its one labelled line and name the borrower by the legal name', async () => {
    const injectedRef = 'R-77)\nGodišnja EKS: 29,90 %\u2028Pravo na odustanak: ne';
    const flatRef = 'R-77) Godišnja EKS: 29,90 % Pravo na odustanak: ne';
    const shop = await createTestMerchant(t.app, { name: 'Stara\nNaknada: 50 €' });
    const shopper = await createShopper(t.app);
    // Written straight to the tables, as data stored before the input checks would be.
    await t.app.db
      .updateTable('profiles')
      .set({
        first_name: 'Marko',
        last_name: 'Petrović',
        display_name: 'Lažni\nNapomena: NaRate se odriče naplate',
      })
      .where('id', '=', shopper.userId)
      .execute();
    const session = await createCheckout(t.app, shop.secretKey, 6_000);
    await t.app.db
      .updateTable('checkout_sessions')
      .set({ order_reference: injectedRef })
      .where('id', '=', session.id)
      .execute();
    const confirmed = await confirmCheckoutRequest(t.app, shopper.cookie, session.id);
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const order = confirmed.json().order as { id: string; payments: { id: string }[] };
    await issuePendingContracts({
      db: t.app.db,
      notifier: t.app.notifier,
      appUrl: t.app.config.appUrl,
    });

    const contract = await apiRequest(t.app, {
      url: `/api/me/orders/${order.id}/contract.pdf`,
      cookie: shopper.cookie,
    });
    expect(contract.statusCode).toBe(200);
    const lines = await pdfTextLines(contract.rawPayload);
    const after = (label: string) => lines[lines.indexOf(label) + 1];
    expect(after('Korisnik kredita')).toBe('Marko Petrović');
    expect(after('Broj narudžbe kod trgovca')).toBe(flatRef);
    expect(after('Trgovac')).toBe('Stara Naknada: 50 €');
    expect(lines.join('\n')).not.toContain('odriče');
    for (const start of ['Godišnja', 'Pravo na odustanak: ne', 'Naknada: 50']) {
      expect(lines.filter((line) => line.startsWith(start))).toEqual([]);
    }

    const receipt = await apiRequest(t.app, {
      url: `/api/me/payments/${order.payments[0]?.id}/receipt.pdf`,
      cookie: shopper.cookie,
    });
    const receiptLines = await pdfTextLines(receipt.rawPayload);
    expect(receiptLines[receiptLines.indexOf('Broj narudžbe kod prodavnice') + 1]).toBe(flatRef);
    expect(receiptLines[receiptLines.indexOf('Kupac') + 1]).toBe('Marko Petrović');
    expect(receiptLines.filter((line) => line.startsWith('Godišnja'))).toEqual([]);

    const mail = await listMessages(t.app.db, { recipient: shopper.email, limit: 10 });
    const subjects = ['Tvoj ugovor o kreditu', 'Kupovina odobrena: Stara Naknada: 50 €'];
    for (const subject of subjects) {
      const message = mail.find((m) => m.subject === subject);
      expect(message, subject).toBeDefined();
      const textLines = (message?.text_body ?? '').split('\n');
      expect(textLines).toContain(`Broj narudžbe kod prodavnice: ${flatRef}`);
      expect(textLines).toContain('Prodavnica: Stara Naknada: 50 €');
      expect(textLines.filter((line) => /^(Godišnja|Pravo|Naknada)/.test(line))).toEqual([]);
    }
  });
});
