import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, createTestApp, type TestApp } from '../testing/test-app';
import {
  latestMessage,
  post,
  sessionCookie,
  signUp,
  TEST_PASSWORD,
  uniqueAddress,
  uniqueEmail,
} from '../testing/account-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ appUrl: 'https://narate.test' });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Nova-Lozinka-2026!';

async function requestLink(email: string): Promise<string> {
  const response = await post(t.app, '/api/auth/password-reset', { email });
  expect(response.statusCode, response.body).toBe(200);
  const mail = await latestMessage(t.app, email);
  const token = /#token=([\w-]+)/.exec(mail.text_body)?.[1];
  if (!token) throw new Error(`no link in ${mail.text_body}`);
  return token;
}

async function login(email: string, password: string) {
  return post(t.app, '/api/auth/login', { email, password });
}

describe('forgotten password', () => {
  it('answers the same whether or not the email has an account', async () => {
    const { email } = await signUp(t.app);
    const known = await post(t.app, '/api/auth/password-reset', { email });
    const unknown = await post(t.app, '/api/auth/password-reset', { email: uniqueEmail('nema') });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    const mail = await latestMessage(t.app, email);
    expect(mail.subject).toBe('Promjena lozinke za NaRate');
    expect(mail.text_body).toMatch(/https:\/\/narate\.test\/reset-password#token=[\w-]{43}/);
    expect(mail.html_body).toContain('Postavi novu lozinku');
    expect(mail.text_body).toContain('Link važi 1 sat');
    // Only the token's hash is stored.
    const token = /#token=([\w-]+)/.exec(mail.text_body)?.[1] ?? '';
    const stored = await t.database.db
      .selectFrom('password_reset_tokens')
      .select('token_hash')
      .execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(token);
  });

  it('sets the new password once, signs in, and ends every other session', async () => {
    const { email, token: firstSession } = await signUp(t.app);
    const otherDevice = sessionCookie(await login(email, TEST_PASSWORD));
    const token = await requestLink(email);

    const check = await post(t.app, '/api/auth/password-reset/check', { token });
    expect(check.json()).toEqual({ valid: true });

    const done = await post(t.app, '/api/auth/password-reset/complete', {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().user.email).toBe(email);
    const fresh = sessionCookie(done);
    // Served over HTTPS (APP_URL), so the cookie is the __Host- one: Secure, HttpOnly, SameSite=Lax.
    expect(done.cookies.find((c) => c.name === '__Host-narate_session')).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
    });

    for (const old of [firstSession, otherDevice]) {
      const session = await apiRequest(t.app, { url: '/api/auth/session', cookie: old });
      expect(session.json()).toEqual({ user: null });
    }
    const current = await apiRequest(t.app, { url: '/api/auth/session', cookie: fresh });
    expect(current.json().user.email).toBe(email);

    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await post(t.app, '/api/auth/password-reset/complete', {
      token,
      password: 'Jos-Jedna-Lozinka1!',
      confirmPassword: 'Jos-Jedna-Lozinka1!',
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe('Ovaj link je već iskorišten. Zatraži novi link.');
    const checkUsed = await post(t.app, '/api/auth/password-reset/check', { token });
    expect(checkUsed.statusCode).toBe(410);
  });

  it('refuses a link older than one hour with a clear message', async () => {
    const { email } = await signUp(t.app);
    const token = await requestLink(email);
    await sql`update password_reset_tokens set expires_at = now() - interval '1 second'`.execute(
      t.database.db,
    );
    const late = await post(t.app, '/api/auth/password-reset/complete', {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe(
      'Link za promjenu lozinke je istekao (važi 1 sat). Zatraži novi link.',
    );
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an unknown link', async () => {
    const response = await post(t.app, '/api/auth/password-reset/check', { token: 'a'.repeat(43) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Link za promjenu lozinke nije ispravan. Zatraži novi link.',
    );
  });

  it('checks the new password with the sign-up password rules and messages', async () => {
    const { email } = await signUp(t.app);
    const token = await requestLink(email);
    const cases: [Record<string, string>, string][] = [
      [{ password: 'Kratka1!' }, 'Lozinka mora imati najmanje 12 karaktera'],
      [{ password: `Aa1!${'x'.repeat(125)}` }, 'Lozinka mora biti kraća od 128 karaktera'],
      [{ password: 'SAMOVELIKA123!' }, 'Lozinka mora sadržati najmanje jedno malo slovo'],
      [{ password: 'samomala1234!' }, 'Lozinka mora sadržati najmanje jedno veliko slovo'],
      [{ password: 'BezCifaraOvdje!' }, 'Lozinka mora sadržati najmanje jednu cifru'],
      [
        { password: 'BezSpecijalnih123' },
        'Lozinka mora sadržati najmanje jedan specijalni karakter',
      ],
      [{ password: NEW_PASSWORD, confirmPassword: 'Nesto-Drugo-123!' }, 'Lozinke se ne poklapaju'],
    ];
    for (const [change, message] of cases) {
      const body = { token, confirmPassword: change.password, ...change };
      const response = await post(t.app, '/api/auth/password-reset/complete', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const invalidEmail = await post(t.app, '/api/auth/password-reset', { email: 'nije-email' });
    expect(invalidEmail.json().message).toBe('Nevažeća email adresa');
  });

  it('sends at most three links an hour to one account, still answering the same', async () => {
    const { email } = await signUp(t.app);
    for (let i = 0; i < 5; i += 1) {
      expect((await post(t.app, '/api/auth/password-reset', { email })).statusCode).toBe(200);
    }
    const links = await t.database.db
      .selectFrom('outbox_messages')
      .select('id')
      .where('recipient', '=', email)
      .where('subject', '=', 'Promjena lozinke za NaRate')
      .execute();
    expect(links).toHaveLength(3);
  });

  it('lifts a login lockout on every address', async () => {
    const { email } = await signUp(t.app);
    const address = uniqueAddress();
    const loginFrom = (password: string) =>
      post(t.app, '/api/auth/login', { email, password }, { address });
    for (let i = 0; i < 5; i += 1) await loginFrom('Pogresna-Lozinka-9!');
    expect((await loginFrom(TEST_PASSWORD)).statusCode).toBe(429);
    const token = await requestLink(email);
    await post(t.app, '/api/auth/password-reset/complete', {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect((await loginFrom(NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('verifies an unverified email: the link came to that mailbox', async () => {
    const { email } = await signUp(t.app);
    const user = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('profiles')
      .set({ email_verified: false })
      .where('id', '=', user.id)
      .execute();
    const token = await requestLink(email);
    const done = await post(t.app, '/api/auth/password-reset/complete', {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(done.statusCode, done.body).toBe(200);
    const profile = await t.database.db
      .selectFrom('profiles')
      .select('email_verified')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(profile.email_verified).toBe(true);
  });

  it('brings a link asked for at a checkout back to that checkout, and only to a checkout', async () => {
    const { email } = await signUp(t.app);
    await post(t.app, '/api/auth/password-reset', { email, next: '/checkout/cs_Abc-123' });
    const mail = await latestMessage(t.app, email);
    expect(mail.text_body).toMatch(/#token=[\w-]+&next=%2Fcheckout%2Fcs_Abc-123/);

    const other = await signUp(t.app);
    await post(t.app, '/api/auth/password-reset', { email: other.email, next: '//evil.example' });
    const plain = await latestMessage(t.app, other.email);
    expect(plain.text_body).toMatch(/#token=[\w-]+\s/);
    expect(plain.text_body).not.toContain('next=');
  });
});
