import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_FIELD_CASES } from '../testing/partner-field-cases';
import {
  createApplication,
  nextRemoteAddress,
  postApplication,
  VALID_APPLICATION,
} from '../testing/admin-fixtures';
import { apiRequest, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/partners/applications', () => {
  it('stores the structured application, its contact message and the team notification', async () => {
    const response = await postApplication(t.app);
    expect(response.statusCode).toBe(201);
    const id = response.json().id as string;

    const application = await t.app.db
      .selectFrom('partner_applications')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(application).toMatchObject({
      company_name: '"Mont-Trade" d.o.o.',
      pib: '02655284',
      business_type: 'retail',
      monthly_revenue: '10k-50k',
      contact_email: 'marko@mont-trade.me',
      payout_account_holder: 'Mont-Trade d.o.o.',
      payout_iban: 'ME25505000012345678951',
      payout_bic: null,
      status: 'pending',
      decided_at: null,
    });

    const contact = await t.app.db
      .selectFrom('contact_submissions')
      .selectAll()
      .where('id', '=', application.contact_submission_id)
      .executeTakeFirstOrThrow();
    expect(contact).toMatchObject({
      name: 'Marko Ivanović',
      email: 'marko@mont-trade.me',
      reason: 'business_partnership',
      status: 'pending',
    });
    expect(contact.message).toBe(
      [
        'Kompanija: "Mont-Trade" d.o.o.',
        'PIB: 02655284',
        'Tip biznisa: Maloprodaja',
        'Web sajt: https://mont-trade.me',
        'Mjesečni prihod: 10.000 – 50.000\u00a0€',
        'Kontakt osoba: Marko Ivanović',
        'Email: marko@mont-trade.me',
        'Telefon: +382 20 123 456',
        '',
        'Poruka:',
        'Zanima nas saradnja.',
      ].join('\n'),
    );

    const mail = await t.app.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('recipient', '=', 'partneri@narate.me')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Novi zahtjev za partnerstvo: "Mont-Trade" d.o.o.');
    expect(mail.html_body).toContain('&quot;Mont-Trade&quot; d.o.o.');
    expect(mail.html_body).not.toContain('"Mont-Trade"');
  });

  it('acknowledges the application to the applicant in the language they applied in', async () => {
    for (const [locale, email, subject, line] of [
      [
        'me',
        'prijava-me@mont-trade.me',
        'Primili smo tvoj zahtjev za partnerstvo — NaRate',
        'primili smo zahtjev za partnerstvo za kompaniju Lovćen Tech d.o.o.',
      ],
      [
        'en',
        'prijava-en@mont-trade.me',
        'We received your partner application — NaRate',
        'we received the partner application for Lovćen Tech d.o.o.',
      ],
    ] as const) {
      const response = await apiRequest(t.app, {
        method: 'POST',
        url: '/api/partners/applications',
        headers: { 'x-narate-locale': locale },
        payload: {
          ...VALID_APPLICATION,
          companyName: 'Lovćen Tech d.o.o.',
          contactEmail: email,
          pib: locale === 'me' ? '03184463' : '02931435',
        },
        remoteAddress: nextRemoteAddress(),
      });
      expect(response.statusCode, response.body).toBe(201);
      const mail = await t.app.db
        .selectFrom('outbox_messages')
        .selectAll()
        .where('recipient', '=', email)
        .executeTakeFirstOrThrow();
      expect(mail.subject).toBe(subject);
      expect(mail.text_body).toContain(line);
    }
  });

  it('keeps the application when the business team cannot be notified', async () => {
    const original = t.app.notifier.email;
    t.app.notifier.email = async () => {
      throw new Error('outbox unavailable');
    };
    try {
      const before = await t.app.db
        .selectFrom('outbox_messages')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      const { applicationId, contactId } = await createApplication(t.app, { pib: '101134702' });
      expect(applicationId).toBeTruthy();
      expect(contactId).toBeTruthy();
      const after = await t.app.db
        .selectFrom('outbox_messages')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(after.n).toBe(before.n);
    } finally {
      t.app.notifier.email = original;
    }
  });

  it('needs a BIC for an account outside Montenegro and SEPA, and stores it in upper case', async () => {
    const serbian = { iban: 'RS35 2600 0560 1001 6113 79' };
    const missing = await postApplication(t.app, serbian);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({
      bic: 'Za račun van Crne Gore i SEPA zone unesi BIC (SWIFT) banke.',
    });
    const { applicationId } = await createApplication(t.app, { ...serbian, bic: 'aikbrs22' });
    const row = await t.app.db
      .selectFrom('partner_applications')
      .select(['payout_iban', 'payout_bic'])
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ payout_iban: 'RS35260005601001611379', payout_bic: 'AIKBRS22' });
  });

  it('leaves out empty optional fields', async () => {
    const { contactId, applicationId } = await createApplication(t.app, {
      website: '',
      contactPhone: '',
      message: '',
    });
    const application = await t.app.db
      .selectFrom('partner_applications')
      .select(['website', 'contact_phone', 'message'])
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow();
    expect(application).toEqual({ website: null, contact_phone: null, message: null });
    const contact = await t.app.db
      .selectFrom('contact_submissions')
      .select('message')
      .where('id', '=', contactId)
      .executeTakeFirstOrThrow();
    expect(contact.message).not.toMatch(/Web sajt|Telefon|Poruka/);
  });

  for (const { field, value, message } of PARTNER_FIELD_CASES) {
    it(`refuses ${field} = ${JSON.stringify(value).slice(0, 30)} with "${message}"`, async () => {
      const response = await postApplication(t.app, { [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message, fields: { [field]: message } });
    });
  }

  it('stores nothing for an invalid application', async () => {
    const count = () =>
      t.app.db
        .selectFrom('partner_applications')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('company_name', '=', 'Ne Postoji d.o.o.')
        .executeTakeFirstOrThrow();
    await postApplication(t.app, { companyName: 'Ne Postoji d.o.o.', pib: '1' });
    expect(Number((await count()).n)).toBe(0);
  });

  it('limits applications per address', async () => {
    const send = () =>
      apiRequest(t.app, {
        method: 'POST',
        url: '/api/partners/applications',
        payload: { ...VALID_APPLICATION, pib: 'x' },
        remoteAddress: '10.9.9.9',
      });
    for (let i = 0; i < 5; i += 1) expect((await send()).statusCode).toBe(400);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Previše zahtjeva. Pokušajte ponovo za minut.');
  });
});
