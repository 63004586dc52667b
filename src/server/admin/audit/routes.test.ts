import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_SHOPPER, seedDemoData } from '#server/testing/demo-accounts';
import { createTestUser, userIdByEmail } from '#server/testing/admin-fixtures';
import { apiRequest, createTestApp, loginAs, type TestApp } from '#server/testing/test-app';

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

describe('GET /api/admin/audit without an entity: the whole trail', () => {
  const page = async (query: string) => {
    const response = await apiRequest(t.app, { url: `/api/admin/audit?${query}`, cookie: admin });
    expect(response.statusCode).toBe(200);
    return response.json() as {
      items: { action: string; entityId: string; actor: { email: string } | null }[];
      total: number;
      page: number;
      pageSize: number;
    };
  };

  it('lists every entry newest first, filtered by actor, action and time, in pages', async () => {
    const otherId = await createTestUser(t.app.db, { email: 'blokiran@primjer.me' });
    for (const path of ['block', 'unblock', 'block']) {
      const response = await apiRequest(t.app, {
        method: 'POST',
        url: `/api/admin/users/${otherId}/${path}`,
        cookie: admin,
      });
      expect(response.statusCode).toBe(200);
    }
    const all = await page('');
    expect(all.total).toBeGreaterThanOrEqual(6);
    expect(all.items[0]).toMatchObject({ action: 'user.blocked', entityId: otherId });

    const blocked = await page('action=user.blocked');
    expect(blocked.total).toBe(2);
    expect(blocked.items.every((item) => item.action === 'user.blocked')).toBe(true);

    const byAna = await page('actor=ana%20adm&action=user.unblocked');
    expect(byAna.items).toEqual([
      expect.objectContaining({
        entityId: otherId,
        actor: expect.objectContaining({ email: DEMO_ADMIN.email }),
      }),
    ]);
    expect((await page('actor=nepoznat')).total).toBe(0);

    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await page(`from=${encodeURIComponent(future)}`)).total).toBe(0);
    expect((await page(`to=${encodeURIComponent(future)}`)).total).toBe(all.total);

    const second = await page('pageSize=2&page=2');
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: all.total });
    expect(second.items.map((item) => item.entityId)).toEqual(
      all.items.slice(2, 4).map((item) => item.entityId),
    );
  });

  it('refuses an unknown action, a bad date or a reversed range with a message', async () => {
    for (const query of [
      'action=user.deleted',
      'from=jucer',
      `from=${encodeURIComponent('2026-02-01T00:00:00Z')}&to=${encodeURIComponent('2026-01-01T00:00:00Z')}`,
    ]) {
      const response = await apiRequest(t.app, { url: `/api/admin/audit?${query}`, cookie: admin });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it('is for admins only', async () => {
    const response = await apiRequest(t.app, { url: '/api/admin/audit' });
    expect([401, 403]).toContain(response.statusCode);
  });
});
