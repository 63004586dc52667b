import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, seedDemoData } from '#server/testing/demo-accounts';
import { createApplication, createTestUser } from '#server/testing/admin-fixtures';
import { apiRequest, createTestApp, loginAs, type TestApp } from '#server/testing/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stats = async () =>
  (await apiRequest(t.app, { url: '/api/admin/stats', cookie: admin })).json();

describe('GET /api/admin/stats', () => {
  it('counts profiles, transactions, pending messages and the rounded average score', async () => {
    await seedDemoData(t.database.db);
    admin = await loginAs(t.app, DEMO_ADMIN.email, DEMO_ADMIN.password);
    // Demo data: admin 500 and shopper 520.
    expect(await stats()).toEqual({
      users: 2,
      transactions: 5,
      pendingMessages: 0,
      averageScore: 510,
      reconciliationDiscrepancies: 0,
    });

    await createTestUser(t.app.db, { email: 'treci@primjer.me', score: 501 });
    await createTestUser(t.app.db, { email: 'bez@primjer.me', score: null });
    const { contactId } = await createApplication(t.app);
    await createApplication(t.app);
    expect(await stats()).toEqual({
      users: 4,
      transactions: 5,
      pendingMessages: 2,
      // (500 + 520 + 501) / 3 = 507
      averageScore: 507,
      reconciliationDiscrepancies: 0,
    });

    await apiRequest(t.app, {
      method: 'PATCH',
      url: `/api/admin/contacts/${contactId}`,
      payload: { status: 'in_progress' },
      cookie: admin,
    });
    expect((await stats()).pendingMessages).toBe(1);
  });
});
