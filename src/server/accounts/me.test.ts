import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOPPER, seedDemoData } from '../testing/demo-accounts';
import { apiRequest, createTestApp, loginAs, type TestApp } from '../testing/test-app';
import { signUp, TEST_PASSWORD, uniqueAddress } from '../testing/account-fixtures';

let t: TestApp;
let first: Awaited<ReturnType<typeof signUp>>;
let second: { token: string; userId: string; email: string };
let firstPurchase: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
  first = await signUp(t.app, { firstName: 'Prvi', lastName: 'Korisnik' });
  second = await signUp(t.app, { firstName: 'Drugi', lastName: 'Korisnik' });
  const rows = await t.database.db
    .insertInto('purchases_before_orders')
    .values([
      { user_id: first.userId, business_name: 'Prva radnja', amount: 4_999, status: 'paid' },
      { user_id: second.userId, business_name: 'Druga radnja', amount: 1_000, status: 'paid' },
    ])
    .returning(['id', 'user_id'])
    .execute();
  firstPurchase = rows.find((r) => r.user_id === first.userId)?.id ?? '';
});
afterAll(() => t.close());

function as(
  who: { token: string },
  method: 'GET' | 'PATCH' | 'DELETE' | 'POST',
  url: string,
  payload?: unknown,
) {
  return apiRequest(t.app, {
    method,
    url,
    cookie: who.token,
    remoteAddress: uniqueAddress(),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

describe('own data only', () => {
  it('answers 401 without a session on every account endpoint', async () => {
    for (const [method, url] of [
      ['GET', '/api/me/profile'],
      ['PATCH', '/api/me/profile'],
      ['GET', '/api/me/credit-score'],
      ['GET', '/api/me/transactions'],
      ['GET', `/api/me/transactions/${firstPurchase}`],
      ['GET', '/api/me/export'],
      ['DELETE', '/api/me'],
      ['POST', '/api/me/phone-verification/send'],
      ['POST', '/api/me/email-verification/verify'],
    ] as const) {
      const response = await apiRequest(t.app, { method, url, payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('shows each user their own profile, score and purchases', async () => {
    const profile = await as(first, 'GET', '/api/me/profile');
    expect(profile.json()).toMatchObject({
      id: first.userId,
      email: first.email,
      displayName: 'Prvi Korisnik',
      emailVerified: true,
      phoneVerified: false,
      jmbgMasked: `**********${first.form.jmbg.slice(-3)}`,
    });
    expect(profile.headers['cache-control']).toBe('no-store');
    const score = await as(first, 'GET', '/api/me/credit-score');
    expect(score.json()).toEqual({
      score: 520,
      spendingLimitCents: 10_000,
      transactionsCount: 0,
      onTimePayments: 0,
      latePayments: 0,
    });
    const purchases = await as(first, 'GET', '/api/me/transactions');
    expect(purchases.json()).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(purchases.json().items).toEqual([
      expect.objectContaining({
        id: firstPurchase,
        businessName: 'Prva radnja',
        amountCents: 4_999,
      }),
    ]);
  });

  it('gives a second user no way to read the first user’s rows', async () => {
    const detail = await as(second, 'GET', `/api/me/transactions/${firstPurchase}`);
    expect(detail.statusCode).toBe(404);
    const own = await as(first, 'GET', `/api/me/transactions/${firstPurchase}`);
    expect(own.statusCode).toBe(200);

    // Ids in the query string or body are ignored: the session decides whose data it is.
    for (const url of [
      `/api/me/profile?userId=${first.userId}&id=${first.userId}`,
      `/api/me/transactions?user_id=${first.userId}`,
      `/api/me/credit-score?user_id=${first.userId}`,
    ]) {
      const response = await as(second, 'GET', url);
      expect(response.body).not.toContain(first.userId);
      expect(response.body).not.toContain('Prva radnja');
    }
    const list = await as(second, 'GET', '/api/me/transactions');
    expect(list.json().items.map((i: { businessName: string }) => i.businessName)).toEqual([
      'Druga radnja',
    ]);
    expect((await as(second, 'GET', '/api/me/transactions/not-a-uuid')).statusCode).toBe(404);
  });

  it('lets a second user change only their own profile', async () => {
    const response = await as(second, 'PATCH', '/api/me/profile', {
      id: first.userId,
      user_id: first.userId,
      display_name: 'Preuzeto',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(second.userId);
    const firstProfile = await as(first, 'GET', '/api/me/profile');
    expect(firstProfile.json().displayName).toBe('Prvi Korisnik');
  });

  it('ignores score, limit, verification flags and roles sent to the profile endpoint', async () => {
    const response = await as(second, 'PATCH', '/api/me/profile', {
      display_name: 'Drugi',
      score: 1000,
      spending_limit: 99_999_999,
      spendingLimitCents: 99_999_999,
      email_verified: false,
      phone_verified: true,
      phoneVerified: true,
      newsletter_opted_in: true,
      role: 'admin',
      roles: ['admin'],
      isAdmin: true,
      email: 'drugi@preuzeto.me',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      displayName: 'Drugi',
      email: second.email,
      phoneVerified: false,
      emailVerified: true,
      newsletterOptedIn: false,
    });
    const score = await as(second, 'GET', '/api/me/credit-score');
    expect(score.json()).toMatchObject({ score: 520, spendingLimitCents: 10_000 });
    const session = await as(second, 'GET', '/api/auth/session');
    expect(session.json().user).toMatchObject({ isAdmin: false, email: second.email });
    const roles = await t.database.db
      .selectFrom('user_roles')
      .select('role')
      .where('user_id', '=', second.userId)
      .execute();
    expect(roles).toEqual([]);
  });

  it('refuses profile changes without the CSRF header', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      payload: { display_name: 'Lažni zahtjev' },
      headers: { cookie: `narate_session=${first.token}` },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('edit profile (display name up to 100, bio up to 500)', () => {
  it('saves display name and bio, trims them and stores empty as null', async () => {
    const saved = await as(first, 'PATCH', '/api/me/profile', {
      display_name: '  Prvi K.  ',
      bio: 'Volim kupovinu na rate.',
    });
    expect(saved.json()).toMatchObject({ displayName: 'Prvi K.', bio: 'Volim kupovinu na rate.' });
    const session = await as(first, 'GET', '/api/auth/session');
    expect(session.json().user.displayName).toBe('Prvi K.');

    const cleared = await as(first, 'PATCH', '/api/me/profile', { display_name: '', bio: '   ' });
    expect(cleared.json()).toMatchObject({ displayName: null, bio: null });
    const row = await t.database.db
      .selectFrom('profiles')
      .select(['display_name', 'bio'])
      .where('id', '=', first.userId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ display_name: null, bio: null });
  });

  it('answers the length messages for too long values', async () => {
    const longName = await as(first, 'PATCH', '/api/me/profile', { display_name: 'x'.repeat(101) });
    expect(longName.statusCode).toBe(400);
    expect(longName.json().message).toBe('Ime za prikaz mora biti kraće od 100 karaktera');
    const longBio = await as(first, 'PATCH', '/api/me/profile', { bio: 'x'.repeat(501) });
    expect(longBio.json().message).toBe('Biografija mora biti kraća od 500 karaktera');
    const limits = await as(first, 'PATCH', '/api/me/profile', {
      display_name: 'x'.repeat(100),
      bio: 'y'.repeat(500),
    });
    expect(limits.statusCode).toBe(200);
  });
});

describe('transactions list', () => {
  it('pages newest first and refuses a bad page size', async () => {
    const shopper = { token: await loginAs(t.app, DEMO_SHOPPER.email, DEMO_SHOPPER.password) };
    const pageOne = await as(shopper, 'GET', '/api/me/transactions?page=1&pageSize=2');
    expect(pageOne.json()).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    const names = pageOne.json().items.map((i: { businessName: string }) => i.businessName);
    expect(names).toEqual(['Sport Centar Bar', 'Elektro Nikšić']);
    const pageThree = await as(shopper, 'GET', '/api/me/transactions?page=3&pageSize=2');
    expect(pageThree.json()).toMatchObject({ total: 5, page: 3 });
    expect(pageThree.json().items).toHaveLength(1);
    // Past the end: no rows, and still the count of all of them.
    const pastEnd = await as(shopper, 'GET', '/api/me/transactions?page=7&pageSize=2');
    expect(pastEnd.json()).toMatchObject({ items: [], total: 5, page: 7 });
    expect((await as(shopper, 'GET', '/api/me/transactions?pageSize=500')).statusCode).toBe(400);
    expect((await as(shopper, 'GET', '/api/me/transactions?page=abc')).statusCode).toBe(400);
  });
});

describe('data export', () => {
  it('downloads everything about the user as JSON without secrets', async () => {
    await t.database.db
      .insertInto('contact_submissions')
      .values([
        { name: 'Prvi Korisnik', email: first.email, reason: 'support', message: 'Poruka prvog' },
        {
          name: 'Drugi Korisnik',
          email: second.email,
          reason: 'support',
          message: 'Poruka drugog',
        },
      ])
      .execute();
    const response = await as(first, 'GET', '/api/me/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="narate-moji-podaci-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = response.json();
    expect(data.account).toMatchObject({ id: first.userId, email: first.email, roles: [] });
    expect(data.profile.jmbgMasked).toBe(`**********${first.form.jmbg.slice(-3)}`);
    expect(data.creditScore.score).toBe(520);
    expect(data.creditScoreHistory).toEqual([
      expect.objectContaining({ kind: 'signup', delta: 10, reason: 'Registracija naloga' }),
      expect.objectContaining({ kind: 'email_verified', delta: 10 }),
    ]);
    expect(data.transactions).toHaveLength(1);
    expect(data.sessions.some((s: { current: boolean }) => s.current)).toBe(true);
    // Only the messages sent from the user's own address.
    expect(data.contactMessages).toEqual([
      expect.objectContaining({
        name: 'Prvi Korisnik',
        message: 'Poruka prvog',
        status: 'pending',
      }),
    ]);
    expect(response.body).not.toContain(first.form.jmbg);
    expect(response.body).not.toContain('token_hash');
    expect(response.body).not.toContain('password');
    expect(response.body).not.toContain(first.token);
    expect(response.body).not.toContain(second.userId);
  });
});

describe('account deletion', () => {
  it('needs the right password', async () => {
    const wrong = await as(first, 'DELETE', '/api/me', { password: 'Pogresna-Lozinka-1!' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Lozinka nije ispravna.');
    const empty = await as(first, 'DELETE', '/api/me', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Unesi lozinku da potvrdiš brisanje.');
  });

  it('is refused while instalments are still owed, with the reason', async () => {
    const shopper = { token: await loginAs(t.app, DEMO_SHOPPER.email, DEMO_SHOPPER.password) };
    const response = await as(shopper, 'DELETE', '/api/me', { password: DEMO_SHOPPER.password });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: 'outstanding_balance',
      message: 'Nalog ne možeš obrisati dok imaš neotplaćene rate. Otplati ih, pa pokušaj ponovo.',
    });
  });

  it('deletes the account, its rows and its sessions', async () => {
    const doomed = await signUp(t.app);
    await t.database.db
      .insertInto('purchases_before_orders')
      .values({ user_id: doomed.userId, business_name: 'Plaćeno', amount: 100, status: 'paid' })
      .execute();
    const response = await as(doomed, 'DELETE', '/api/me', { password: TEST_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['set-cookie']).toContain('narate_session=;');
    const db = t.database.db;
    for (const table of ['users', 'profiles', 'user_credit_scores'] as const) {
      const column = table === 'user_credit_scores' ? 'user_id' : 'id';
      const rows = await db
        .selectFrom(table)
        .select(column)
        .where(column, '=', doomed.userId)
        .execute();
      expect(rows, table).toHaveLength(0);
    }
    for (const table of ['transactions', 'sessions', 'credit_score_events'] as const) {
      const rows = await db
        .selectFrom(table)
        .select('user_id')
        .where('user_id', '=', doomed.userId)
        .execute();
      expect(rows, table).toHaveLength(0);
    }
    const mail = await db
      .selectFrom('outbox_messages')
      .select('id')
      .where('recipient', '=', doomed.email)
      .execute();
    expect(mail).toHaveLength(0);
    const session = await as(doomed, 'GET', '/api/auth/session');
    expect(session.json()).toEqual({ user: null });
  });
});
