import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_SHOPPER, seedDemoData } from '#server/testing/demo-accounts';
import { auditRows, createTestUser, userIdByEmail } from '#server/testing/admin-fixtures';
import { apiRequest, createTestApp, loginAs, type TestApp } from '#server/testing/test-app';
import { USERS_COUNT_CAP } from './repository';

let t: TestApp;
let admin: string;
let adminId: string;
let shopperId: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
  admin = await loginAs(t.app, DEMO_ADMIN.email, DEMO_ADMIN.password);
  adminId = await userIdByEmail(t.app.db, DEMO_ADMIN.email);
  shopperId = await userIdByEmail(t.app.db, DEMO_SHOPPER.email);
  await createTestUser(t.app.db, {
    email: 'jelena@primjer.me',
    displayName: 'Jelena Đurović',
    score: 780,
  });
  await createTestUser(t.app.db, {
    email: 'bez.skora@primjer.me',
    displayName: 'Bez Skora',
    score: null,
  });
  await createTestUser(t.app.db, {
    email: 'nizak@primjer.me',
    displayName: 'Nizak Skor',
    score: 320,
  });
});
afterAll(() => t.close());

const get = (url: string) => apiRequest(t.app, { url, cookie: admin });

describe('GET /api/admin/users', () => {
  it('pages on the server and counts every user', async () => {
    const response = await get('/api/admin/users?pageSize=2&page=1');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(body.items).toHaveLength(2);
    const last = (await get('/api/admin/users?pageSize=2&page=3')).json();
    expect(last.items).toHaveLength(1);
    expect(last.total).toBe(5);
    // Past the last page: no rows, and still the number of all users.
    const beyond = (await get('/api/admin/users?pageSize=2&page=9')).json();
    expect(beyond).toMatchObject({ items: [], total: 5, page: 9 });
  });

  it('counts every match of a search, not only the page, and pages them in order', async () => {
    const first = (await get('/api/admin/users?q=primjer.me&pageSize=2&sort=email&dir=asc')).json();
    const second = (
      await get('/api/admin/users?q=primjer.me&pageSize=2&page=2&sort=email&dir=asc')
    ).json();
    expect(first.total).toBe(3);
    expect(second.total).toBe(3);
    expect([...first.items, ...second.items].map((u: { email: string }) => u.email)).toEqual([
      'bez.skora@primjer.me',
      'jelena@primjer.me',
      'nizak@primjer.me',
    ]);
  });

  it('counts a search only up to the cap and says the total is more', async () => {
    await sql`
      insert into users (email, password_hash)
      select 'mnogo' || g || '@masovno.me', 'not-a-hash' from generate_series(0, ${USERS_COUNT_CAP}) g`.execute(
      t.app.db,
    );
    const capped = (await get('/api/admin/users?q=masovno&pageSize=3&sort=email&dir=asc')).json();
    expect(capped).toMatchObject({ total: USERS_COUNT_CAP, totalCapped: true });
    expect(capped.items).toHaveLength(3);
    const exact = (await get('/api/admin/users?q=primjer.me')).json();
    expect(exact).toMatchObject({ total: 3, totalCapped: false });
    await t.app.db.deleteFrom('users').where('email', 'like', '%@masovno.me').execute();
  });

  it('searches names and emails, ignoring case and LIKE wildcards', async () => {
    const byName = (await get('/api/admin/users?q=đurov')).json();
    expect(byName.items.map((u: { email: string }) => u.email)).toEqual(['jelena@primjer.me']);
    const byEmail = (await get('/api/admin/users?q=KUPAC@')).json();
    expect(byEmail.items.map((u: { email: string }) => u.email)).toEqual([DEMO_SHOPPER.email]);
    expect((await get('/api/admin/users?q=%25')).json().total).toBe(0);
  });

  it('finds the first and last name in any case, never a term spanning two names', async () => {
    const id = await userIdByEmail(t.app.db, 'jelena@primjer.me');
    await t.app.db
      .updateTable('profiles')
      .set({ first_name: 'Jelena', last_name: 'ĐUROVIĆ-Šćepanović' })
      .where('id', '=', id)
      .execute();
    const byFullName = (await get('/api/admin/users?q=jelena%20%C4%91urovi%C4%87-%C5%A1')).json();
    expect(byFullName.items.map((u: { email: string }) => u.email)).toEqual(['jelena@primjer.me']);
    // The display name ends with "Đurović" and the first name is "Jelena": no match across them.
    expect((await get('/api/admin/users?q=%C4%91urovi%C4%87%20jelena')).json().total).toBe(0);
  });

  it('sorts by score both ways', async () => {
    const asc = (await get('/api/admin/users?sort=score&dir=asc')).json();
    const scores = asc.items.map((u: { score: number }) => u.score);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    expect(scores[0]).toBe(320);
    const desc = (await get('/api/admin/users?sort=score&dir=desc')).json();
    expect(desc.items[0].score).toBe(780);
  });

  it('sorts by the name shown and searches it, following renames, email changes and a removed profile', async () => {
    const names = async () =>
      (await get('/api/admin/users?sort=name&dir=asc&pageSize=50'))
        .json()
        .items.map((u: { displayName: string | null; email: string }) => u.displayName ?? u.email);
    const before: string[] = await names();
    expect(before).toEqual(
      [...before].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en')),
    );
    const id = await userIdByEmail(t.app.db, 'nizak@primjer.me');
    await t.app.db
      .updateTable('profiles')
      .set({ display_name: 'aaa Prvi' })
      .where('id', '=', id)
      .execute();
    expect((await names())[0]).toBe('aaa Prvi');
    expect((await get('/api/admin/users?q=aaa%20prvi')).json().total).toBe(1);
    expect((await get('/api/admin/users?q=nizak%20skor')).json().total).toBe(0);
    // Without a profile the email is the name; a new email is found and sorted at once.
    await t.app.db
      .updateTable('users')
      .set({ email: 'aab@primjer.me' })
      .where('id', '=', id)
      .execute();
    await t.app.db.deleteFrom('profiles').where('id', '=', id).execute();
    expect((await names())[0]).toBe('aab@primjer.me');
    expect((await get('/api/admin/users?q=aab@')).json().total).toBe(1);
    expect((await get('/api/admin/users?q=nizak@')).json().total).toBe(0);
    expect((await get('/api/admin/users?q=aaa%20prvi')).json().total).toBe(0);
  });

  it('shows the 500 / 100 EUR defaults where the score row is missing', async () => {
    const body = (await get('/api/admin/users?q=bez.skora')).json();
    expect(body.items[0]).toMatchObject({ score: 500, spendingLimitCents: 10_000, isAdmin: false });
  });

  it('marks staff and merchant users without a complete identity as no shopper (no score or limit shown)', async () => {
    const shopper = (name: string) =>
      get(`/api/admin/users?q=${encodeURIComponent(name)}`).then((r) => r.json().items[0]);
    expect(await shopper(DEMO_ADMIN.email)).toMatchObject({ isAdmin: true, shopper: false });
    const merchantId = await createTestUser(t.app.db, {
      email: 'prodavac@primjer.me',
      displayName: 'Prodavac Bez JMBG',
    });
    await t.app.db
      .insertInto('user_roles')
      .values({ user_id: merchantId, role: 'merchant' })
      .execute();
    expect(await shopper('prodavac@primjer.me')).toMatchObject({
      isMerchant: true,
      shopper: false,
    });
    expect(await shopper(DEMO_SHOPPER.email)).toMatchObject({ isMerchant: false, shopper: true });
    // A shopper without JMBG yet is still a shopper: only a role makes the score meaningless.
    expect(await shopper('jelena@primjer.me')).toMatchObject({ isAdmin: false, shopper: true });
    const detail = (await get(`/api/admin/users/${merchantId}`)).json();
    expect(detail).toMatchObject({ isMerchant: true, shopper: false });
  });

  it('marks admins and refuses unknown sort keys', async () => {
    const body = (await get('/api/admin/users?q=admin@narate')).json();
    expect(body.items[0]).toMatchObject({ isAdmin: true, blocked: false });
    const bad = await get('/api/admin/users?sort=password_hash');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Neispravan filter.');
  });
});

describe('GET /api/admin/users/:id', () => {
  it('answers profile, verification, score, ceiling and transactions', async () => {
    await t.app.db
      .insertInto('credit_score_events')
      .values({
        user_id: shopperId,
        kind: 'email_verified',
        delta: 10,
        score_after: 520,
        reason: 'Email verifikovan',
      })
      .execute();
    const response = await get(`/api/admin/users/${shopperId}`);
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(user).toMatchObject({
      email: DEMO_SHOPPER.email,
      displayName: 'Marko Petrović',
      emailVerified: true,
      phoneVerified: false,
      score: 520,
      spendingLimitCents: 10_000,
      limitCeilingCents: 30_000,
      hasScoreRow: true,
      blocked: false,
    });
    expect(user.scoreHistory).toEqual([
      expect.objectContaining({ delta: 10, scoreAfter: 520, reason: 'Email verifikovan' }),
    ]);
    expect(user.recentTransactions).toHaveLength(5);
    expect(user).not.toHaveProperty('password_hash');
    expect(JSON.stringify(user)).not.toContain('scrypt');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await get('/api/admin/users/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    const malformed = await get('/api/admin/users/not-a-uuid');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().message).toBe('Korisnik nije pronađen.');
  });
});

describe('PUT /api/admin/users/:id/spending-limit', () => {
  const put = (id: string, payload: Record<string, unknown>) =>
    apiRequest(t.app, {
      method: 'PUT',
      url: `/api/admin/users/${id}/spending-limit`,
      payload,
      cookie: admin,
    });

  it('changes the limit within the band and records before and after', async () => {
    const response = await put(shopperId, { spendingLimitCents: 25_000 });
    expect(response.statusCode).toBe(200);
    expect(response.json().spendingLimitCents).toBe(25_000);
    const rows = await auditRows(t.app.db, shopperId);
    expect(rows.at(-1)).toMatchObject({
      actor_id: adminId,
      action: 'user.spending_limit_changed',
      entity_type: 'user',
      before: { spendingLimitCents: 10_000, score: 520 },
      after: { spendingLimitCents: 25_000, score: 520 },
    });
  });

  it('refuses a limit above the band ceiling with a Montenegrin message', async () => {
    const response = await put(shopperId, { spendingLimitCents: 30_001 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Limit potrošnje mora biti između 0 € i 300\u00a0€ za nivo Prosječan.',
      fields: { spendingLimitCents: expect.stringContaining('300') },
    });
  });

  it('refuses negative, fractional and missing amounts', async () => {
    expect((await put(shopperId, { spendingLimitCents: -5 })).json().message).toBe(
      'Limit potrošnje ne može biti negativan.',
    );
    expect((await put(shopperId, { spendingLimitCents: 10.5 })).statusCode).toBe(400);
    expect((await put(shopperId, {})).statusCode).toBe(400);
  });

  it('creates the score row with the starting score for a user without one', async () => {
    const id = await userIdByEmail(t.app.db, 'bez.skora@primjer.me');
    expect((await put(id, { spendingLimitCents: 40_000 })).statusCode).toBe(400);
    const ok = await put(id, { spendingLimitCents: 20_000 });
    expect(ok.json()).toMatchObject({ hasScoreRow: true, score: 500, spendingLimitCents: 20_000 });
  });

  it('writes no audit row when nothing changes', async () => {
    const before = (await auditRows(t.app.db, shopperId)).length;
    await put(shopperId, { spendingLimitCents: 25_000 });
    expect(await auditRows(t.app.db, shopperId)).toHaveLength(before);
  });
});

describe('blocking', () => {
  it('blocks: sessions end, login is refused, then unblocks', async () => {
    const id = await createTestUser(t.app.db, {
      email: 'blok@primjer.me',
      password: 'Blok-Lozinka-2026!',
    });
    const session = await loginAs(t.app, 'blok@primjer.me', 'Blok-Lozinka-2026!');

    const blocked = await apiRequest(t.app, {
      method: 'POST',
      url: `/api/admin/users/${id}/block`,
      cookie: admin,
    });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ blocked: true });
    const sessions = await t.app.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', id)
      .execute();
    expect(sessions).toEqual([]);
    const me = await apiRequest(t.app, { url: '/api/auth/session', cookie: session });
    expect(me.json()).toEqual({ user: null });
    const login = await apiRequest(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'blok@primjer.me', password: 'Blok-Lozinka-2026!' },
    });
    expect(login.statusCode).toBe(403);

    const unblocked = await apiRequest(t.app, {
      method: 'POST',
      url: `/api/admin/users/${id}/unblock`,
      cookie: admin,
    });
    expect(unblocked.json()).toMatchObject({ blocked: false, blockedAt: null });
    await loginAs(t.app, 'blok@primjer.me', 'Blok-Lozinka-2026!');

    const rows = await auditRows(t.app.db, id);
    expect(rows.map((r) => r.action)).toEqual(['user.blocked', 'user.unblocked']);
    expect(rows[0]).toMatchObject({ actor_id: adminId, before: { blockedAt: null } });
    expect((rows[0]?.after as { blockedAt: string }).blockedAt).toMatch(/^\d{4}-/);
    expect(rows[1]).toMatchObject({ after: { blockedAt: null } });
  });

  it('never blocks the admin themself', async () => {
    const response = await apiRequest(t.app, {
      method: 'POST',
      url: `/api/admin/users/${adminId}/block`,
      cookie: admin,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Ne možeš blokirati vlastiti nalog.');
  });
});

describe('admin role', () => {
  it('grants and revokes, with audit rows', async () => {
    const id = await userIdByEmail(t.app.db, 'jelena@primjer.me');
    const granted = await apiRequest(t.app, {
      method: 'PUT',
      url: `/api/admin/users/${id}/admin-role`,
      cookie: admin,
    });
    expect(granted.json().isAdmin).toBe(true);
    const revoked = await apiRequest(t.app, {
      method: 'DELETE',
      url: `/api/admin/users/${id}/admin-role`,
      cookie: admin,
    });
    expect(revoked.json().isAdmin).toBe(false);
    const rows = await auditRows(t.app.db, id);
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ['user.admin_granted', { isAdmin: false }, { isAdmin: true }],
      ['user.admin_revoked', { isAdmin: true }, { isAdmin: false }],
    ]);
  });

  it("never changes the admin's own role", async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await apiRequest(t.app, {
        method,
        url: `/api/admin/users/${adminId}/admin-role`,
        cookie: admin,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Ne možeš mijenjati vlastitu administratorsku ulogu.');
    }
    const roles = await t.app.db
      .selectFrom('user_roles')
      .select('role')
      .where('user_id', '=', adminId)
      .execute();
    expect(roles).toEqual([{ role: 'admin' }]);
  });
});
