import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_SHOPPER, seedDemoData } from '../testing/demo-accounts';
import { apiRequest, createTestApp, loginAs, type TestApp } from '../testing/test-app';

const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** Every admin endpoint, with a body that would be valid, so only the permission can refuse. */
const ADMIN_ENDPOINTS = [
  { method: 'GET', url: '/api/admin/stats' },
  { method: 'GET', url: '/api/admin/users' },
  { method: 'GET', url: `/api/admin/users/${SOME_ID}` },
  {
    method: 'PUT',
    url: `/api/admin/users/${SOME_ID}/spending-limit`,
    payload: { spendingLimitCents: 100 },
  },
  { method: 'POST', url: `/api/admin/users/${SOME_ID}/block` },
  { method: 'POST', url: `/api/admin/users/${SOME_ID}/unblock` },
  { method: 'PUT', url: `/api/admin/users/${SOME_ID}/admin-role` },
  { method: 'DELETE', url: `/api/admin/users/${SOME_ID}/admin-role` },
  { method: 'GET', url: '/api/admin/contacts' },
  { method: 'GET', url: `/api/admin/contacts/${SOME_ID}` },
  {
    method: 'PATCH',
    url: `/api/admin/contacts/${SOME_ID}`,
    payload: { status: 'resolved', adminNotes: '' },
  },
  { method: 'GET', url: `/api/admin/partner-applications/${SOME_ID}` },
  {
    method: 'POST',
    url: `/api/admin/partner-applications/${SOME_ID}/approve`,
    payload: { pricingTier: 'starter' },
  },
  {
    method: 'POST',
    url: `/api/admin/partner-applications/${SOME_ID}/decline`,
    payload: { reason: 'Test' },
  },
  { method: 'GET', url: '/api/admin/transactions' },
  { method: 'GET', url: '/api/admin/merchants' },
  { method: 'GET', url: `/api/admin/audit?entityType=user&entityId=${SOME_ID}` },
] as const;

let t: TestApp;
let shopper: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
  shopper = await loginAs(t.app, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
  admin = await loginAs(t.app, DEMO_ADMIN.email, DEMO_ADMIN.password);
});
afterAll(() => t.close());

describe('admin API permissions', () => {
  it('lists only routes that exist', () => {
    for (const endpoint of ADMIN_ENDPOINTS) {
      const url = endpoint.url.split('?')[0]?.replace(SOME_ID, ':id') ?? '';
      expect(t.app.hasRoute({ method: endpoint.method, url }), `${endpoint.method} ${url}`).toBe(
        true,
      );
    }
  });

  for (const endpoint of ADMIN_ENDPOINTS) {
    const name = `${endpoint.method} ${endpoint.url}`;

    it(`${name} answers 401 without a session`, async () => {
      const response = await apiRequest(t.app, { ...endpoint });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Prijavi se za nastavak.');
    });

    it(`${name} answers 403 to a signed-in shopper`, async () => {
      const response = await apiRequest(t.app, { ...endpoint, cookie: shopper });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Nemaš dozvolu za ovu radnju.');
    });

    it(`${name} lets an admin through`, async () => {
      const response = await apiRequest(t.app, { ...endpoint, cookie: admin });
      expect([200, 404]).toContain(response.statusCode);
      expect(response.headers['cache-control']).toBe('no-store');
    });
  }

  it('stops answering a user whose admin role was revoked, at the next request', async () => {
    const other = await loginAs(t.app, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const adminId = (await apiRequest(t.app, { url: '/api/auth/session', cookie: other })).json()
      .user.id as string;
    await t.app.db.deleteFrom('user_roles').where('user_id', '=', adminId).execute();
    try {
      const response = await apiRequest(t.app, { url: '/api/admin/stats', cookie: other });
      expect(response.statusCode).toBe(403);
    } finally {
      await t.app.db.insertInto('user_roles').values({ user_id: adminId, role: 'admin' }).execute();
    }
  });
});
