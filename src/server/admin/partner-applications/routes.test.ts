import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, seedDemoData } from '#server/testing/demo-accounts';
import {
  auditRows,
  createApplication,
  createTestUser,
  userIdByEmail,
} from '#server/testing/admin-fixtures';
import { apiRequest, createTestApp, loginAs, type TestApp } from '#server/testing/test-app';

let t: TestApp;
let admin: string;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
  admin = await loginAs(t.app, DEMO_ADMIN.email, DEMO_ADMIN.password);
  adminId = await userIdByEmail(t.app.db, DEMO_ADMIN.email);
});
afterAll(() => t.close());

const post = (id: string, action: 'approve' | 'decline', payload: Record<string, unknown>) =>
  apiRequest(t.app, {
    method: 'POST',
    url: `/api/admin/partner-applications/${id}/${action}`,
    payload,
    cookie: admin,
  });

describe('partner application decisions', () => {
  it('shows the structured application', async () => {
    const { applicationId, contactId } = await createApplication(t.app, { pib: '101134702' });
    const response = await apiRequest(t.app, {
      url: `/api/admin/partner-applications/${applicationId}`,
      cookie: admin,
    });
    expect(response.json()).toMatchObject({
      id: applicationId,
      contactSubmissionId: contactId,
      companyName: '"Mont-Trade" d.o.o.',
      pib: '101134702',
      businessType: 'retail',
      monthlyRevenue: '10k-50k',
      payoutAccount: {
        holder: 'Mont-Trade d.o.o.',
        iban: 'ME25 5050 0001 2345 6789 51',
        ibanMasked: 'ME25 **** **** **** **51',
        bic: null,
      },
      status: 'pending',
      merchant: null,
    });
  });

  it('approves into a merchant with the chosen tier, notifies the applicant and audits', async () => {
    const { applicationId } = await createApplication(t.app);
    const response = await post(applicationId, 'approve', { pricingTier: 'starter' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'approved',
      merchant: { name: '"Mont-Trade" d.o.o.', pricingTier: 'starter', feeBasisPoints: 300 },
    });
    const merchant = await t.app.db
      .selectFrom('merchants')
      .selectAll()
      .where('partner_application_id', '=', applicationId)
      .executeTakeFirstOrThrow();
    expect(merchant).toMatchObject({ pib: '02655284', business_type: 'retail', status: 'active' });
    // The applicant's payout account becomes the merchant's, with no hold.
    expect(merchant).toMatchObject({
      payout_account_holder: 'Mont-Trade d.o.o.',
      payout_iban: 'ME25505000012345678951',
      payout_bic: null,
      payouts_held_until: null,
    });
    expect(body.merchant).toMatchObject({
      payoutAccount: { ibanMasked: 'ME25 **** **** **** **51' },
      payoutsHeldUntil: null,
    });

    const rows = await auditRows(t.app.db, applicationId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_id: adminId,
      action: 'partner_application.approved',
      entity_type: 'partner_application',
      before: { status: 'pending' },
      after: {
        status: 'approved',
        merchantId: merchant.id,
        pricingTier: 'starter',
        feeBasisPoints: 300,
      },
    });
    const mail = await t.app.db
      .selectFrom('outbox_messages')
      .select(['subject', 'text_body'])
      .where('recipient', '=', 'marko@mont-trade.me')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Tvoj zahtjev za NaRate partnerstvo je odobren');
    expect(mail.text_body).toContain('Starter, provizija 3\u00a0%');
  });

  it('refuses a second decision and a second merchant with the same PIB', async () => {
    const [approved] = await t.app.db
      .selectFrom('partner_applications')
      .select('id')
      .where('status', '=', 'approved')
      .execute();
    const again = await post(approved?.id ?? '', 'decline', { reason: 'Greška' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('O ovom zahtjevu je već odlučeno.');

    const { applicationId } = await createApplication(t.app);
    const duplicate = await post(applicationId, 'approve', { pricingTier: 'growth' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('Trgovac sa ovim PIB-om već postoji.');
    const still = await apiRequest(t.app, {
      url: `/api/admin/partner-applications/${applicationId}`,
      cookie: admin,
    });
    expect(still.json().status).toBe('pending');
  });

  it('takes a custom fee for Enterprise and fixed fees otherwise', async () => {
    const { applicationId } = await createApplication(t.app, {
      pib: '10000003',
      monthlyRevenue: '100k+',
    });
    const invalid = await post(applicationId, 'approve', {
      pricingTier: 'enterprise',
      feeBasisPoints: 1500,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Provizija mora biti između 0 % i 2,5 %.');
    const ok = await post(applicationId, 'approve', {
      pricingTier: 'enterprise',
      feeBasisPoints: 250,
    });
    expect(ok.json().merchant).toMatchObject({ pricingTier: 'enterprise', feeBasisPoints: 250 });
  });

  it('declines with a reason, emailed and audited', async () => {
    const { applicationId, contactId } = await createApplication(t.app, { pib: '10000020' });
    const missing = await post(applicationId, 'decline', { reason: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Navedi razlog odbijanja.');

    const response = await post(applicationId, 'decline', { reason: 'Djelatnost nije podržana.' });
    expect(response.json()).toMatchObject({
      status: 'declined',
      declineReason: 'Djelatnost nije podržana.',
      merchant: null,
    });
    const rows = await auditRows(t.app.db, applicationId);
    expect(rows[0]).toMatchObject({
      action: 'partner_application.declined',
      before: { status: 'pending', declineReason: null },
      after: { status: 'declined', declineReason: 'Djelatnost nije podržana.' },
    });
    // The message's history shows the application's decision and the message being resolved.
    const audit = await apiRequest(t.app, {
      url: `/api/admin/audit?entityType=contact_submission&entityId=${contactId}`,
      cookie: admin,
    });
    expect(audit.json().entries).toHaveLength(2);
    expect(audit.json().entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'partner_application.declined',
          actor: expect.objectContaining({ email: DEMO_ADMIN.email, displayName: 'Ana Admin' }),
        }),
        expect.objectContaining({ action: 'contact.status_changed' }),
      ]),
    );
  });

  it("writes the decision email in the language of the applicant's NaRate account", async () => {
    const email = 'english-partner@mont-trade.me';
    const userId = await createTestUser(t.app.db, { email });
    await t.app.db.updateTable('users').set({ locale: 'en' }).where('id', '=', userId).execute();
    const { applicationId } = await createApplication(t.app, {
      pib: '10000046',
      contactEmail: email,
    });
    const response = await post(applicationId, 'decline', { reason: 'Not supported yet.' });
    expect(response.statusCode).toBe(200);
    const mail = await t.app.db
      .selectFrom('outbox_messages')
      .select(['subject', 'text_body'])
      .where('recipient', '=', email)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Answer to your NaRate partnership application');
    expect(mail.text_body).toContain('Reason: Not supported yet.');
    expect(mail.text_body).toContain('write to us at partneri@narate.me');
    expect(mail.text_body).not.toMatch(/Zdravo|Razlog/);
  });

  it('answers 404 for an unknown application and 400 for an unknown tier', async () => {
    const unknown = await post('00000000-0000-4000-8000-000000000000', 'approve', {
      pricingTier: 'starter',
    });
    expect(unknown.statusCode).toBe(404);
    const { applicationId } = await createApplication(t.app, { pib: '10000038' });
    const tier = await post(applicationId, 'approve', { pricingTier: 'gold' });
    expect(tier.json().message).toBe('Izaberi cjenovni paket.');
  });

  it("resolves the application's contact message on approval and on decline", async () => {
    const status = async (contactId: string) =>
      (
        await t.app.db
          .selectFrom('contact_submissions')
          .select(['status', 'resolved_at'])
          .where('id', '=', contactId)
          .executeTakeFirstOrThrow()
      ).status;
    const approved = await createApplication(t.app, { pib: '10000011' });
    expect(await status(approved.contactId)).toBe('pending');
    expect(
      (await post(approved.applicationId, 'approve', { pricingTier: 'starter' })).statusCode,
    ).toBe(200);
    expect(await status(approved.contactId)).toBe('resolved');

    const declined = await createApplication(t.app, { pib: '10000020' });
    expect(
      (await post(declined.applicationId, 'decline', { reason: 'Nepotpuno' })).statusCode,
    ).toBe(200);
    expect(await status(declined.contactId)).toBe('resolved');
  });
});

describe('GET /api/stores', () => {
  it('lists active partner stores with category and website, publicly', async () => {
    const { applicationId } = await createApplication(t.app, { pib: '10000038' });
    await t.app.db
      .updateTable('partner_applications')
      .set({ website: 'www.mont-trade.me', company_name: 'Mont Trade Web' })
      .where('id', '=', applicationId)
      .execute();
    expect((await post(applicationId, 'approve', { pricingTier: 'starter' })).statusCode).toBe(200);
    const response = await apiRequest(t.app, { url: '/api/stores' });
    expect(response.statusCode).toBe(200);
    const { stores } = response.json() as {
      stores: { name: string; category: string; website: string | null }[];
    };
    expect(stores).toContainEqual(
      expect.objectContaining({
        name: 'Mont Trade Web',
        category: 'retail',
        website: 'https://www.mont-trade.me/',
      }),
    );
    const names = stores.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    await t.app.db.updateTable('merchants').set({ status: 'suspended' }).execute();
    const none = await apiRequest(t.app, { url: '/api/stores' });
    expect(none.json()).toEqual({ stores: [] });
  });
});
