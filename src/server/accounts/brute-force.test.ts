import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkCredentials,
  loginAddressKey,
  MAX_FAILED_LOGINS_PER_ADDRESS,
} from '../auth/login-service';
import type { HttpError } from '../http/errors';
import { serviceDeps } from '../service-deps';
import { createTestApp, type TestApp } from '../testing/test-app';
import {
  post,
  signUp,
  signupForm,
  TEST_PASSWORD,
  uniqueAddress,
  uniqueEmail,
} from '../testing/account-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Sends `count` requests from one address; returns the status codes in order. */
async function burst(count: number, send: (address: string, i: number) => ReturnType<typeof post>) {
  const address = uniqueAddress();
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await send(address, i)).statusCode);
  return statuses;
}

describe('login brute force', () => {
  const wrongLogin = (email: string, i: number, address: string) =>
    post(t.app, '/api/auth/login', { email, password: `Pogresna-Loz-${i}!A` }, { address });

  it('slows the (email, address) pair after five wrong passwords; the owner still signs in from another address', async () => {
    const { email } = await signUp(t.app);
    const attacker = uniqueAddress();
    for (let i = 0; i < 4; i += 1) {
      const wrong = await wrongLogin(email, i, attacker);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().message).toBe('Pogrešan email ili lozinka.');
    }
    expect((await wrongLogin(email, 5, attacker)).statusCode).toBe(429);
    const right = await post(
      t.app,
      '/api/auth/login',
      { email, password: TEST_PASSWORD },
      { address: attacker },
    );
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe('Previše neuspješnih pokušaja. Pokušaj ponovo za 15 minuta.');
    // The owner, from their own address, is not locked out by the stranger.
    const owner = await post(t.app, '/api/auth/login', { email, password: TEST_PASSWORD });
    expect(owner.statusCode).toBe(200);
  });

  it('says how many tries are left before the lock, the same for an unknown email', async () => {
    const { email } = await signUp(t.app);
    for (const target of [email, uniqueEmail('nepoznat')]) {
      const address = uniqueAddress();
      const left: unknown[] = [];
      for (let i = 0; i < 4; i += 1)
        left.push((await wrongLogin(target, i, address)).json().attemptsLeft);
      expect(left).toEqual([4, 3, 2, 1]);
      const last = await wrongLogin(target, 4, address);
      expect(last.statusCode).toBe(429);
    }
  });

  it('answers an unknown email exactly as a known one, wrong login after wrong login', async () => {
    const { email } = await signUp(t.app);
    const unknown = uniqueEmail('nema-naloga');
    const sequence = async (target: string) => {
      const address = uniqueAddress();
      const answers: string[] = [];
      for (let i = 0; i < 7; i += 1) {
        const response = await wrongLogin(target, i, address);
        answers.push(`${response.statusCode} ${response.body}`);
      }
      return answers;
    };
    const known = await sequence(email);
    expect(await sequence(unknown)).toEqual(known);
    expect(known.map((a) => a.slice(0, 3))).toEqual([
      '401',
      '401',
      '401',
      '401',
      '429',
      '429',
      '429',
    ]);
  });

  it('counts parallel wrong passwords: ten at once from one address lock that pair', async () => {
    const { email } = await signUp(t.app);
    const address = uniqueAddress();
    const guesses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => wrongLogin(email, i, address)),
    );
    const statuses = guesses.map((g) => g.statusCode);
    // At most four plain refusals: the fifth wrong password locks, the rest find it locked.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(4);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(6);
    const right = await post(
      t.app,
      '/api/auth/login',
      { email, password: TEST_PASSWORD },
      { address },
    );
    expect(right.statusCode).toBe(429);
  });

  it('a right password clears the count, and an expired lock starts a fresh one', async () => {
    const { email } = await signUp(t.app);
    const address = uniqueAddress();
    const login = (password: string) =>
      post(t.app, '/api/auth/login', { email, password }, { address });
    // Ten requests in all: the per-minute limit of the address stays out of the way.
    for (let i = 0; i < 2; i += 1) await wrongLogin(email, i, address);
    expect((await login(TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) {
      expect((await wrongLogin(email, i, address)).statusCode).toBe(401);
    }
    expect((await wrongLogin(email, 4, address)).statusCode).toBe(429);
    await t.app.db
      .updateTable('login_throttles')
      .set({ locked_until: new Date(Date.now() - 1_000) })
      .where('address', '=', address)
      .where('account_key', '<>', '')
      .execute();
    expect((await wrongLogin(email, 9, address)).statusCode).toBe(401);
    expect((await login(TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('slows one address that tries many emails, without touching other addresses', async () => {
    const deps = serviceDeps(t.app);
    const address = uniqueAddress();
    const outcomes: number[] = [];
    for (let i = 0; i < MAX_FAILED_LOGINS_PER_ADDRESS + 1; i += 1) {
      try {
        await checkCredentials(deps, uniqueEmail(`s${i}`), 'Pogresna-Loz-1!A', address);
      } catch (error) {
        outcomes.push((error as HttpError).statusCode);
      }
    }
    expect(outcomes.slice(0, MAX_FAILED_LOGINS_PER_ADDRESS - 1).every((s) => s === 401)).toBe(true);
    expect(outcomes.slice(MAX_FAILED_LOGINS_PER_ADDRESS - 1)).toEqual([429, 429]);
    const { email } = await signUp(t.app);
    expect(
      (await post(t.app, '/api/auth/login', { email, password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('groups IPv6 clients by their /64', () => {
    expect(loginAddressKey('2001:db8:1:2:aaaa::1')).toBe(loginAddressKey('2001:db8:1:2:bbbb::9'));
    expect(loginAddressKey('2001:db8:1:3::1')).not.toBe(loginAddressKey('2001:db8:1:2::1'));
    expect(loginAddressKey('::ffff:10.0.0.1')).toBe('10.0.0.1');
  });

  it('limits one address to ten login attempts a minute across accounts', async () => {
    const statuses = await burst(12, (address, i) =>
      post(
        t.app,
        '/api/auth/login',
        { email: uniqueEmail(`n${i}`), password: TEST_PASSWORD },
        { address },
      ),
    );
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('code brute force', () => {
  it('limits one address to ten code checks a minute', async () => {
    const statuses = await burst(12, (address) =>
      post(
        t.app,
        '/api/accounts/signup/verify',
        { signupToken: 'y'.repeat(43), code: '123456' },
        { address },
      ),
    );
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('limits phone code checks per address', async () => {
    const user = await signUp(t.app, { phone: '+382 68 000 111' });
    await post(t.app, '/api/me/phone-verification/send', {}, { cookie: user.token });
    const statuses = await burst(11, (address) =>
      post(
        t.app,
        '/api/me/phone-verification/verify',
        { code: '000000' },
        { cookie: user.token, address },
      ),
    );
    expect(statuses.at(-1)).toBe(429);
  });

  it('limits sign-up starts and reset requests per address', async () => {
    const signups = await burst(6, (address) =>
      post(t.app, '/api/accounts/signup', signupForm({ password: 'x' }), { address }),
    );
    expect(signups).toEqual([400, 400, 400, 400, 400, 429]);
    const resets = await burst(6, (address) =>
      post(t.app, '/api/auth/password-reset', { email: uniqueEmail() }, { address }),
    );
    expect(resets).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
