import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeValidJmbg } from '#shared/testing/jmbg-test-data';
import { DEMO_SHOPPER, seedDemoData } from '../testing/demo-accounts';
import { listMessages } from '../notifications/outbox-repository';
import { apiRequest, createTestApp, type TestApp } from '../testing/test-app';
import {
  latestCode,
  latestMessage,
  post,
  sessionCookie,
  signUp,
  signupForm,
  TEST_PASSWORD,
  uniqueAddress,
} from '../testing/account-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
});
afterAll(() => t.close());

async function start(overrides = {}) {
  const form = signupForm(overrides);
  const response = await post(t.app, '/api/accounts/signup', form);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { signupToken: string; sentTo: string };
  return { form, email: form.email.toLowerCase(), signupToken: body.signupToken, response };
}

/** Moves every code to the target back in time, as if `ms` had passed. */
async function age(target: string, ms: number) {
  await sql`update verification_codes
    set created_at = created_at - ${ms} * interval '1 millisecond',
        expires_at = expires_at - ${ms} * interval '1 millisecond'
    where target = ${target}`.execute(t.database.db);
}

describe('sign-up with an email code', () => {
  it('emails a code, refuses a wrong one, and creates the account with the right one', async () => {
    const { form, email, signupToken, response } = await start({ newsletterOptIn: true });
    expect(response.json()).toEqual({
      signupToken,
      sentTo: email,
      expiresInSeconds: 600,
      resendAfterSeconds: 60,
    });
    const mail = await latestMessage(t.app, email);
    expect(mail.subject).toBe('Tvoj NaRate verifikacioni kod');
    expect(mail.html_body).toContain('<!doctype html>');
    const code = await latestCode(t.app, email);
    // Nothing exists yet: no user before the right code.
    expect(
      await t.database.db.selectFrom('users').where('email', '=', email).select('id').execute(),
    ).toHaveLength(0);

    const wrongCode = code === '999999' ? '999998' : String(Number(code) + 1).padStart(6, '0');
    const wrong = await post(t.app, '/api/accounts/signup/verify', {
      signupToken,
      code: wrongCode,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error: 'wrong_code',
      message: 'Unesi ispravan verifikacioni kod.',
    });

    const right = await post(t.app, '/api/accounts/signup/verify', { signupToken, code });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().user).toMatchObject({ email, displayName: 'Milica Đurović' });
    const cookie = right.cookies.find((c) => c.name === 'narate_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    const db = t.database.db;
    const user = await db
      .selectFrom('users')
      .innerJoin('profiles', 'profiles.id', 'users.id')
      .innerJoin('user_credit_scores', 'user_credit_scores.user_id', 'users.id')
      .selectAll()
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      display_name: 'Milica Đurović',
      first_name: 'Milica',
      last_name: 'Đurović',
      phone: '+38267123456',
      email_verified: true,
      phone_verified: false,
      newsletter_opted_in: true,
      score: 520,
      spending_limit: 10_000,
    });
    expect(user.email_confirmed_at).toBeInstanceOf(Date);
    // The code verified the address: the score history names both, as the rulebook's table.
    const history = await t.app.db
      .selectFrom('credit_score_events')
      .select(['delta', 'reason'])
      .where('user_id', '=', user.id)
      .orderBy('created_at')
      .execute();
    expect(history.map((h) => h.delta)).toEqual([10, 10]);
    expect(history.map((h) => h.reason)).toContain('Registracija naloga');
    expect(user.password_hash).toMatch(/^scrypt\$/);
    expect(user.password_hash).not.toContain(TEST_PASSWORD);
    // The JMBG is encrypted at rest and decrypts back.
    expect(user.jmbg_encrypted).not.toContain(form.jmbg);
    expect(t.app.encryption.decrypt(user.jmbg_encrypted ?? '')).toBe(form.jmbg);

    const welcome = await latestMessage(t.app, email);
    expect(welcome.subject).toBe('Tvoj NaRate nalog je spreman!');
    expect(welcome.text_body).toContain('+20 bodova');
    expect(welcome.html_body).toContain('Zdravo Milica');

    const profile = await apiRequest(t.app, {
      url: '/api/me/profile',
      cookie: sessionCookie(right),
    });
    expect(profile.json().jmbgMasked).toBe(`**********${form.jmbg.slice(-3)}`);
    expect(profile.body).not.toContain(form.jmbg);
  });

  it('never sends the code to the browser: not in any answer of the flow', async () => {
    const { email, signupToken, response } = await start();
    const first = await latestCode(t.app, email);
    await age(email, 61_000);
    const resend = await post(t.app, '/api/accounts/signup/resend', { signupToken });
    expect(resend.statusCode, resend.body).toBe(200);
    const second = await latestCode(t.app, email);
    expect(second).not.toBe(first);
    const wrong = await post(t.app, '/api/accounts/signup/verify', {
      signupToken,
      code: first,
    });
    const right = await post(t.app, '/api/accounts/signup/verify', { signupToken, code: second });
    for (const answer of [response, resend, wrong, right]) {
      const everything = answer.body + JSON.stringify(answer.headers);
      expect(everything).not.toContain(first);
      expect(everything).not.toContain(second);
    }
    // The stored value is a keyed hash, not the code.
    const stored = await t.database.db
      .selectFrom('verification_codes')
      .select('code_hash')
      .where('target', '=', email)
      .execute();
    for (const row of stored) {
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.code_hash).not.toContain(first);
    }
  });

  it('answers an existing email exactly like a new one, and tells only the owner', async () => {
    const { email } = await signUp(t.app);
    // The account's own sign-up code is older than the resend wait, as for any settled account.
    await age(email, 61_000);
    const before = await t.database.db.selectFrom('users').select('id').execute();
    const fresh = await post(t.app, '/api/accounts/signup', signupForm());
    const again = await post(
      t.app,
      '/api/accounts/signup',
      signupForm({ email: email.toUpperCase() }),
    );
    const shape = (r: typeof fresh) => {
      const { signupToken, sentTo, ...rest } = r.json() as Record<string, unknown>;
      return {
        status: r.statusCode,
        rest,
        token: String(signupToken).length,
        sentTo: String(sentTo).toLowerCase() === String(sentTo),
      };
    };
    expect(fresh.statusCode).toBe(200);
    expect(shape(again)).toEqual(shape(fresh));
    // The owner is told someone tried, with the way to sign in; no code reaches anyone.
    const notice = await latestMessage(t.app, email);
    expect(notice.subject).toBe('Pokušaj registracije sa tvojom email adresom');
    expect(notice.text_body).toContain('/auth');
    expect(notice.text_body).not.toMatch(/\b\d{6}\b/);
    // A resend of that sign-up answers as for a new email, and still sends no code.
    await age(email, 61_000);
    const { signupToken } = again.json() as { signupToken: string };
    const resend = await post(t.app, '/api/accounts/signup/resend', { signupToken });
    expect(resend.statusCode, resend.body).toBe(200);
    expect((await latestMessage(t.app, email)).subject).toBe(
      'Pokušaj registracije sa tvojom email adresom',
    );
    const demo = await post(
      t.app,
      '/api/accounts/signup',
      signupForm({ email: DEMO_SHOPPER.email }),
    );
    expect(demo.statusCode).toBe(200);
    const after = await t.database.db.selectFrom('users').select('id').execute();
    expect(after.length).toBe(before.length);
  });

  it('creates only one account when two pending sign-ups for one email both verify', async () => {
    const a = await start();
    await age(a.email, 61_000);
    const b = await start({ email: a.email });
    const codeB = await latestCode(t.app, a.email);
    const okB = await post(t.app, '/api/accounts/signup/verify', {
      signupToken: b.signupToken,
      code: codeB,
    });
    expect(okB.statusCode).toBe(200);
    const codeA = (await listMessages(t.app.db, { recipient: a.email })).at(-1)?.text_body;
    const codeOfA = /\b(\d{6})\b/.exec(codeA ?? '')?.[1] ?? '';
    const lateA = await post(t.app, '/api/accounts/signup/verify', {
      signupToken: a.signupToken,
      code: codeOfA,
    });
    expect(lateA.statusCode).toBe(409);
    expect(lateA.json().error).toBe('signup_refused');
  });

  it('binds the code to the browser that started the sign-up', async () => {
    const victim = await start();
    const code = await latestCode(t.app, victim.email);
    await age(victim.email, 61_000);
    const attacker = await start({
      email: victim.email,
      password: 'Napadac-Lozinka9!',
      confirmPassword: 'Napadac-Lozinka9!',
    });
    // The attacker's own token with the victim's code fails, and the victim's still works.
    const stolen = await post(t.app, '/api/accounts/signup/verify', {
      signupToken: attacker.signupToken,
      code,
    });
    expect(stolen.statusCode).toBe(400);
    const own = await post(t.app, '/api/accounts/signup/verify', {
      signupToken: victim.signupToken,
      code,
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('code limits', () => {
  it('refuses a resend within 60 s and replaces the old code after it', async () => {
    const { email, signupToken } = await start();
    const first = await latestCode(t.app, email);
    const early = await post(t.app, '/api/accounts/signup/resend', { signupToken });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ error: 'resend_too_soon' });
    expect(early.json().message).toMatch(/^Novi kod možeš zatražiti za \d+ s\.$/);
    expect(early.json().retryAfterSeconds).toBeGreaterThan(55);

    await age(email, 61_000);
    expect((await post(t.app, '/api/accounts/signup/resend', { signupToken })).statusCode).toBe(
      200,
    );
    const old = await post(t.app, '/api/accounts/signup/verify', { signupToken, code: first });
    expect(old.statusCode).toBe(400);
  });

  it('refuses the 6th try after five wrong codes, even with the right code', async () => {
    const { email, signupToken } = await start();
    const code = await latestCode(t.app, email);
    const wrongCode = code === '100000' ? '100001' : '100000';
    for (let i = 0; i < 5; i += 1) {
      const wrong = await post(t.app, '/api/accounts/signup/verify', {
        signupToken,
        code: wrongCode,
      });
      expect(wrong.statusCode).toBe(400);
    }
    const sixth = await post(t.app, '/api/accounts/signup/verify', { signupToken, code });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('Previše pogrešnih pokušaja. Zatraži novi kod.');
    expect(
      await t.database.db.selectFrom('users').select('id').where('email', '=', email).execute(),
    ).toHaveLength(0);
  });

  it('refuses an expired code (older than 10 minutes)', async () => {
    const { email, signupToken } = await start();
    const code = await latestCode(t.app, email);
    await age(email, 10 * 60_000 + 1_000);
    const late = await post(t.app, '/api/accounts/signup/verify', { signupToken, code });
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe('Kod je istekao. Zatraži novi kod.');
  });

  it('sends at most five codes an hour to one address', async () => {
    const { email, signupToken } = await start();
    for (let i = 0; i < 4; i += 1) {
      await age(email, 61_000);
      expect((await post(t.app, '/api/accounts/signup/resend', { signupToken })).statusCode).toBe(
        200,
      );
    }
    await age(email, 61_000);
    const sixth = await post(t.app, '/api/accounts/signup/resend', { signupToken });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('Zatražio si previše kodova. Pokušaj ponovo za sat vremena.');
  });

  it('answers an unknown sign-up token with 404 and a malformed one with 400', async () => {
    const unknown = await post(t.app, '/api/accounts/signup/verify', {
      signupToken: 'x'.repeat(43),
      code: '123456',
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await post(t.app, '/api/accounts/signup/verify', {
      signupToken: '../../etc',
      code: '123456',
    });
    expect(malformed.statusCode).toBe(400);
    const badCode = await post(t.app, '/api/accounts/signup/verify', {
      signupToken: 'x'.repeat(43),
      code: '12345a',
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().message).toBe('Unesi ispravan verifikacioni kod.');
  });
});

describe('sign-up validation, checked by the server too', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['firstName', { firstName: ' ' }, 'Ime je obavezno'],
    ['firstName', { firstName: 'A'.repeat(51) }, 'Ime mora biti kraće od 50 karaktera'],
    ['firstName', { firstName: 'Ana1' }, 'Ime može sadržati samo slova, razmake i crtice'],
    ['lastName', { lastName: '' }, 'Prezime je obavezno'],
    ['lastName', { lastName: 'B'.repeat(51) }, 'Prezime mora biti kraće od 50 karaktera'],
    ['lastName', { lastName: 'Đ_' }, 'Prezime može sadržati samo slova, razmake i crtice'],
    ['email', { email: 'nije-email' }, 'Nevažeća email adresa'],
    ['email', { email: `${'a'.repeat(251)}@x.me` }, 'Email mora biti kraći od 255 karaktera'],
    ['phone', { phone: '067' }, 'Nevažeći format telefona (npr. +382 XX XXX XXX)'],
    ['jmbg', { jmbg: '123' }, 'JMBG mora imati tačno 13 cifara'],
    ['jmbg', { jmbg: makeValidJmbg(1, 1, 1990).slice(0, 12) + '9' }, 'JMBG nije ispravan'],
    ['password', { password: 'Kratka1!' }, 'Lozinka mora imati najmanje 12 karaktera'],
    [
      'password',
      { password: `Aa1!${'x'.repeat(125)}` },
      'Lozinka mora biti kraća od 128 karaktera',
    ],
    ['password', { password: 'SAMOVELIKA123!' }, 'Lozinka mora sadržati najmanje jedno malo slovo'],
    [
      'password',
      { password: 'samomala1234!' },
      'Lozinka mora sadržati najmanje jedno veliko slovo',
    ],
    ['password', { password: 'BezCifaraOvdje!' }, 'Lozinka mora sadržati najmanje jednu cifru'],
    [
      'password',
      { password: 'BezSpecijalnih123' },
      'Lozinka mora sadržati najmanje jedan specijalni karakter',
    ],
    ['confirmPassword', { confirmPassword: 'Druga-Lozinka12!' }, 'Lozinke se ne poklapaju'],
    ['agreeToTerms', { agreeToTerms: false }, 'Prihvati uslove korištenja da nastaviš'],
  ];
  for (const [field, change, message] of cases) {
    it(`answers 400 "${message}" on ${field}`, async () => {
      const form = { ...signupForm(), ...change };
      if ('password' in change) form.confirmPassword = form.password;
      const response = await post(t.app, '/api/accounts/signup', form);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect(response.json().fields[field]).toBe(message);
    });
  }

  it('never answers 500 to a malformed body', async () => {
    for (const payload of [null, [], 'tekst', { email: 5 }, { jmbg: { $gt: '' } }]) {
      const response = await apiRequest(t.app, {
        method: 'POST',
        url: '/api/accounts/signup',
        payload: payload as never,
        headers: { 'content-type': 'application/json' },
        remoteAddress: uniqueAddress(),
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});
