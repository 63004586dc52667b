import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, seedDemoData } from '#server/testing/demo-accounts';
import { auditRows, createApplication, userIdByEmail } from '#server/testing/admin-fixtures';
import { apiRequest, createTestApp, loginAs, type TestApp } from '#server/testing/test-app';

let t: TestApp;
let admin: string;
let adminId: string;
let generalId: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
  admin = await loginAs(t.app, DEMO_ADMIN.email, DEMO_ADMIN.password);
  adminId = await userIdByEmail(t.app.db, DEMO_ADMIN.email);
  const general = await t.app.db
    .insertInto('contact_submissions')
    .values({
      name: 'Ana Anić',
      reason: 'support',
      message: 'Ne mogu da vidim svoje rate.',
      created_at: new Date(Date.now() - 60_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  generalId = general.id;
});
afterAll(() => t.close());

const patch = (id: string, payload: Record<string, unknown>) =>
  apiRequest(t.app, { method: 'PATCH', url: `/api/admin/contacts/${id}`, payload, cookie: admin });

describe('GET /api/admin/contacts', () => {
  it('lists newest first, marking partner applications', async () => {
    const { contactId, applicationId } = await createApplication(t.app);
    const body = (await apiRequest(t.app, { url: '/api/admin/contacts', cookie: admin })).json();
    expect(body.total).toBe(2);
    expect(body.items.map((c: { id: string }) => c.id)).toEqual([contactId, generalId]);
    expect(body.items[0]).toMatchObject({
      reason: 'business_partnership',
      partnerApplicationId: applicationId,
      status: 'pending',
    });
    expect(body.items[1].partnerApplicationId).toBeNull();
  });

  it("shows a partner application's labels in the reader's language", async () => {
    const list = (lang: string) =>
      apiRequest(t.app, {
        url: '/api/admin/contacts?reason=business_partnership',
        cookie: admin,
        headers: { 'x-narate-locale': lang },
      }).then((r) => r.json().items[0] as { id: string; message: string });
    const english = await list('en');
    expect(english.message).toContain('Company:');
    expect(english.message).toContain('Type of business:');
    expect(english.message).not.toContain('Kompanija:');
    expect((await list('me')).message).toContain('Kompanija:');
    const detail = await apiRequest(t.app, {
      url: `/api/admin/contacts/${english.id}`,
      cookie: admin,
      headers: { 'x-narate-locale': 'en' },
    });
    expect(detail.json().message).toContain('Company:');
  });

  it('filters by status and reason', async () => {
    const support = await apiRequest(t.app, {
      url: '/api/admin/contacts?reason=support&status=pending',
      cookie: admin,
    });
    expect(support.json().items.map((c: { id: string }) => c.id)).toEqual([generalId]);
    const resolved = await apiRequest(t.app, {
      url: '/api/admin/contacts?status=resolved',
      cookie: admin,
    });
    expect(resolved.json()).toMatchObject({ total: 0, items: [] });
    const bad = await apiRequest(t.app, { url: '/api/admin/contacts?status=x', cookie: admin });
    expect(bad.statusCode).toBe(400);
  });
});

describe('PATCH /api/admin/contacts/:id', () => {
  it('moves pending → in_progress → resolved with notes, setting resolved_at only at the end', async () => {
    const progress = await patch(generalId, { status: 'in_progress', adminNotes: 'Zovem kupca.' });
    expect(progress.statusCode).toBe(200);
    expect(progress.json()).toMatchObject({
      status: 'in_progress',
      adminNotes: 'Zovem kupca.',
      resolvedAt: null,
    });

    const resolved = await patch(generalId, {
      status: 'resolved',
      adminNotes: 'Riješeno telefonom.',
    });
    expect(resolved.json()).toMatchObject({
      status: 'resolved',
      adminNotes: 'Riješeno telefonom.',
    });
    expect(Date.parse(resolved.json().resolvedAt)).toBeGreaterThan(Date.now() - 60_000);

    const rows = await auditRows(t.app.db, generalId);
    expect(rows.map((r) => [r.action, r.actor_id, r.before, r.after])).toEqual([
      [
        'contact.status_changed',
        adminId,
        { status: 'pending', adminNotes: null, resolvedAt: null },
        { status: 'in_progress', adminNotes: 'Zovem kupca.', resolvedAt: null },
      ],
      [
        'contact.status_changed',
        adminId,
        { status: 'in_progress', adminNotes: 'Zovem kupca.', resolvedAt: null },
        {
          status: 'resolved',
          adminNotes: 'Riješeno telefonom.',
          resolvedAt: resolved.json().resolvedAt,
        },
      ],
    ]);
  });

  it('refuses any change to a resolved message', async () => {
    const response = await patch(generalId, { status: 'in_progress', adminNotes: 'Opet' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Riješena poruka se više ne može mijenjati.');
    expect(await auditRows(t.app.db, generalId)).toHaveLength(2);
  });

  it('validates the status and notes', async () => {
    const { contactId } = await createApplication(t.app);
    const back = await patch(contactId, { status: 'pending' });
    expect(back.statusCode).toBe(400);
    expect(back.json().message).toBe('Izaberi novi status poruke.');
    const long = await patch(contactId, { status: 'in_progress', adminNotes: 'x'.repeat(2001) });
    expect(long.json().message).toBe('Bilješke moraju biti kraće od 2000 karaktera.');
    const unknown = await patch('00000000-0000-4000-8000-000000000000', { status: 'resolved' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Poruka nije pronađena.');
  });

  it('stores empty notes as none', async () => {
    const { contactId } = await createApplication(t.app);
    const response = await patch(contactId, { status: 'in_progress', adminNotes: '   ' });
    expect(response.json().adminNotes).toBeNull();
  });
});
