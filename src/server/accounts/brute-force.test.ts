import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  it('locks the account after five wrong passwords, even for the right one, from any address', async () => {
    const { email } = await signUp(t.app);
    for (let i = 0; i < 4; i += 1) {
      const wrong = await post(t.app, '/api/auth/login', {
        email,
        password: `Pogresna-Loz-${i}!A`,
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().message).toBe('Pogrešan email ili lozinka.');
    }
    const fifth = await post(t.app, '/api/auth/login', { email, password: 'Pogresna-Loz-5!A' });
    expect(fifth.statusCode).toBe(429);
    const right = await post(t.app, '/api/auth/login', { email, password: TEST_PASSWORD });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(
      'Previše neuspješnih pokušaja. Pokušajte ponovo za 15 minuta.',
    );
  });

  it('counts parallel wrong passwords: ten at once lock the account', async () => {
    const { email } = await signUp(t.app);
    const guesses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(
          t.app,
          '/api/auth/login',
          { email, password: `Pogresna-Loz-${i}!A` },
          { address: uniqueAddress() },
        ),
      ),
    );
    const statuses = guesses.map((g) => g.statusCode);
    // At most four plain refusals: the fifth wrong password locks, the rest find it locked.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(4);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(6);
    const right = await post(t.app, '/api/auth/login', { email, password: TEST_PASSWORD });
    expect(right.statusCode).toBe(429);
  });

  it('a right password clears the count, and an expired lock starts a fresh one', async () => {
    const { email } = await signUp(t.app);
    for (let i = 0; i < 4; i += 1) {
      await post(t.app, '/api/auth/login', { email, password: `Pogresna-Loz-${i}!A` });
    }
    expect(
      (await post(t.app, '/api/auth/login', { email, password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
    for (let i = 0; i < 4; i += 1) {
      const wrong = await post(t.app, '/api/auth/login', { email, password: `Pogresna-${i}!Ab` });
      expect(wrong.statusCode).toBe(401);
    }
    await t.app.db
      .updateTable('users')
      .set({ failed_login_count: 9, locked_until: new Date(Date.now() - 1_000) })
      .where('email', '=', email)
      .execute();
    const afterLock = await post(t.app, '/api/auth/login', { email, password: 'Pogresna-X!Ab1' });
    expect(afterLock.statusCode).toBe(401);
    expect(
      (await post(t.app, '/api/auth/login', { email, password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
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
