import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, TEST_PASSWORD, uniqueAddress } from '../testing/account-fixtures';
import { apiRequest, createTestApp, type TestApp } from '../testing/test-app';
import { deviceSummary, maskedAddress } from './session-list';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

async function signIn(email: string, userAgent: string, remoteAddress: string) {
  const response = await apiRequest(t.app, {
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: TEST_PASSWORD },
    headers: { 'user-agent': userAgent },
    remoteAddress,
  });
  const cookie = response.cookies.find((c) => c.name === 'narate_session');
  if (response.statusCode !== 200 || !cookie) throw new Error(response.body);
  return cookie.value;
}

const as = (cookie: string, method: 'GET' | 'DELETE' | 'POST', url: string) =>
  apiRequest(t.app, { method, url, cookie, ...(method === 'POST' ? { payload: {} } : {}) });

describe('my sessions', () => {
  it('lists my devices with the current one marked and the address shortened', async () => {
    const me = await signUp(t.app);
    const laptop = await signIn(me.email, FIREFOX_WINDOWS, '203.0.113.45');
    await signIn(me.email, SAFARI_IPHONE, '2001:db8:85a3:8d3:1319:8a2e:370:7348');
    const response = await as(laptop, 'GET', '/api/me/sessions');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { sessions } = response.json() as { sessions: Record<string, unknown>[] };
    expect(sessions[0]).toMatchObject({
      current: true,
      device: 'Firefox · Windows',
      ip: '203.0.113.x',
    });
    expect(sessions.find((s) => s.device === 'Safari · iOS')).toMatchObject({
      current: false,
      ip: '2001:db8:85a3:…',
    });
    for (const session of sessions) {
      expect(Object.keys(session).sort()).toEqual([
        'createdAt',
        'current',
        'device',
        'expiresAt',
        'id',
        'ip',
        'lastSeenAt',
        'persistent',
      ]);
    }
    expect(JSON.stringify(sessions)).not.toContain('203.0.113.45');
  });

  it("ends one of my sessions; another user's session id answers 404 and stays", async () => {
    const me = await signUp(t.app);
    const someone = await signUp(t.app);
    const mine = await signIn(me.email, FIREFOX_WINDOWS, uniqueAddress());
    const phone = await signIn(me.email, SAFARI_IPHONE, uniqueAddress());
    const theirs = await signIn(someone.email, FIREFOX_WINDOWS, uniqueAddress());
    const theirList = (await as(theirs, 'GET', '/api/me/sessions')).json();
    const theirId = theirList.sessions[0].id as string;

    const foreign = await as(mine, 'DELETE', `/api/me/sessions/${theirId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Sesija nije pronađena.');
    expect((await as(theirs, 'GET', '/api/me/sessions')).statusCode).toBe(200);
    expect((await as(mine, 'DELETE', '/api/me/sessions/nije-id')).statusCode).toBe(404);

    const phoneId = (await as(phone, 'GET', '/api/me/sessions')).json().sessions[0].id as string;
    expect((await as(mine, 'DELETE', `/api/me/sessions/${phoneId}`)).statusCode).toBe(204);
    expect((await as(phone, 'GET', '/api/me/sessions')).statusCode).toBe(401);
    expect((await as(mine, 'GET', '/api/me/sessions')).statusCode).toBe(200);
    expect((await as(mine, 'DELETE', `/api/me/sessions/${phoneId}`)).statusCode).toBe(404);
  });

  it('signs out everywhere else: the other cookies get 401, this one and other users stay', async () => {
    const me = await signUp(t.app);
    const someone = await signUp(t.app);
    const here = await signIn(me.email, FIREFOX_WINDOWS, uniqueAddress());
    const phone = await signIn(me.email, SAFARI_IPHONE, uniqueAddress());
    const theirs = await signIn(someone.email, FIREFOX_WINDOWS, uniqueAddress());
    const ended = await as(here, 'POST', '/api/me/sessions/sign-out-others');
    expect(ended.statusCode).toBe(200);
    // The sign-up's own session, and the phone.
    expect(ended.json().ended).toBe(2);
    expect((await as(phone, 'GET', '/api/me/profile')).statusCode).toBe(401);
    expect((await as(me.token, 'GET', '/api/me/profile')).statusCode).toBe(401);
    expect((await as(here, 'GET', '/api/me/profile')).statusCode).toBe(200);
    expect((await as(theirs, 'GET', '/api/me/profile')).statusCode).toBe(200);
    const left = (await as(here, 'GET', '/api/me/sessions')).json().sessions;
    expect(left).toHaveLength(1);
  });

  it('records when a session was last used, at most every few minutes', async () => {
    const me = await signUp(t.app);
    const long = new Date(Date.now() - 60 * 60 * 1000);
    await t.app.db
      .updateTable('sessions')
      .set({ last_seen_at: long })
      .where('user_id', '=', me.userId)
      .execute();
    expect((await as(me.token, 'GET', '/api/me/profile')).statusCode).toBe(200);
    await expect
      .poll(async () => {
        const { sessions } = (await as(me.token, 'GET', '/api/me/sessions')).json();
        return Date.parse(sessions[0].lastSeenAt) > Date.now() - 60_000;
      })
      .toBe(true);
  });

  it('needs a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/me/sessions'],
      ['DELETE', '/api/me/sessions/00000000-0000-4000-8000-000000000000'],
      ['POST', '/api/me/sessions/sign-out-others'],
    ] as const) {
      const response = await apiRequest(t.app, { method, url, payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('device and address summaries', () => {
  it('reads common browsers and systems, and hides the host part of addresses', () => {
    expect(deviceSummary(FIREFOX_WINDOWS)).toBe('Firefox · Windows');
    expect(deviceSummary(SAFARI_IPHONE)).toBe('Safari · iOS');
    expect(
      deviceSummary(
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome · Android');
    expect(deviceSummary('curl/8.5.0')).toBeNull();
    expect(deviceSummary(null)).toBeNull();
    expect(maskedAddress('::ffff:198.51.100.7')).toBe('198.51.100.x');
    expect(maskedAddress('nije adresa')).toBeNull();
  });
});
