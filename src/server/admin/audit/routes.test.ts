import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_SHOPPER, seedDemoData } from '../../testing/demo-accounts';
import { createTestUser, userIdByEmail } from '../../testing/admin-fixtures';
import { apiRequest, createTestApp, loginAs, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: string;
let shopperId: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
  admin = await loginAs(t.app, DEMO_ADMIN.email, DEMO_ADMIN.password);
  shopperId = await userIdByEmail(t.app.db, DEMO_SHOPPER.email);
});
afterAll(() => t.close());

describe('GET /api/admin/audit', () => {
  it("answers a user's history newest first with who, when, before and after", async () => {
    for (const cents of [20_000, 15_000]) {
      await apiRequest(t.app, {
        method: 'PUT',
        url: `/api/admin/users/${shopperId}/spending-limit`,
        payload: { spendingLimitCents: cents },
        cookie: admin,
      });
    }
    const response = await apiRequest(t.app, {
      url: `/api/admin/audit?entityType=user&entityId=${shopperId}`,
      cookie: admin,
    });
    expect(response.statusCode).toBe(200);
    const { entries } = response.json();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      action: 'user.spending_limit_changed',
      entityType: 'user',
      entityId: shopperId,
      actor: { email: DEMO_ADMIN.email, displayName: 'Ana Admin' },
      before: { spendingLimitCents: 20_000 },
      after: { spendingLimitCents: 15_000 },
    });
    expect(Date.parse(entries[0].createdAt)).toBeGreaterThanOrEqual(
      Date.parse(entries[1].createdAt),
    );
  });

  it('keeps the entry, without an actor, when the acting admin is deleted', async () => {
    const formerId = await createTestUser(t.app.db, {
      email: 'bivsi.admin@narate.me',
      password: 'Bivsi-Admin-2026!',
    });
    await t.app.db.insertInto('user_roles').values({ user_id: formerId, role: 'admin' }).execute();
    const former = await loginAs(t.app, 'bivsi.admin@narate.me', 'Bivsi-Admin-2026!');
    await apiRequest(t.app, {
      method: 'PUT',
      url: `/api/admin/users/${shopperId}/spending-limit`,
      payload: { spendingLimitCents: 12_000 },
      cookie: former,
    });
    await t.app.db.deleteFrom('users').where('id', '=', formerId).execute();
    const { entries } = (
      await apiRequest(t.app, {
        url: `/api/admin/audit?entityType=user&entityId=${shopperId}`,
        cookie: admin,
      })
    ).json();
    expect(entries[0]).toMatchObject({ actor: null, after: { spendingLimitCents: 12_000 } });
  });

  it('refuses unknown entity types and ids', async () => {
    for (const query of [
      'entityType=sessions&entityId=' + shopperId,
      'entityType=user&entityId=1',
    ]) {
      const response = await apiRequest(t.app, { url: `/api/admin/audit?${query}`, cookie: admin });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Neispravan filter.');
    }
  });
});
