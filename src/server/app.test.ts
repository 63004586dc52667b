import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfGuarded, pathOf } from './plugins/app/csrf';
import { DEMO_ADMIN, DEMO_SHOPPER, seedDemoData } from './testing/demo-accounts';
import { apiRequest, createTestApp, loginAs, type TestApp } from './testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
});
afterAll(() => t.close());

describe('shell API', () => {
  it('reports the database as reachable', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'reachable' });
  });

  it('answers a real JSON 404 for unknown /api paths', async () => {
    const response = await t.app.inject({ url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found' });
  });

  it('sends pages a strict Content-Security-Policy and a request id', async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.headers['content-type']).not.toMatch(/json/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('switches off camera, microphone and geolocation, and keeps payments to our origin', async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.headers['permissions-policy']).toBe(
      'camera=(), microphone=(), geolocation=(), payment=(self)',
    );
  });

  it('sends JSON answers only the headers that keep them from being loaded, framed or sniffed', async () => {
    for (const url of ['/api/health', '/api/does-not-exist']) {
      const response = await t.app.inject({ url });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['x-request-id']).toBeTruthy();
      // Policies that only govern documents are not repeated on every answer.
      expect(response.headers['permissions-policy']).toBeUndefined();
      expect(response.headers['referrer-policy']).toBeUndefined();
    }
  });

  it('refuses state-changing requests without the CSRF header', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: DEMO_SHOPPER,
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses state-changing requests from another origin', async () => {
    const response = await apiRequest(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: DEMO_SHOPPER,
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses an oversized body with 413', async () => {
    const response = await apiRequest(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.me', password: 'x'.repeat(300 * 1024) },
    });
    expect(response.statusCode).toBe(413);
  });
});

describe('sessions', () => {
  it('answers an empty session without a cookie', async () => {
    const response = await t.app.inject({ url: '/api/auth/session' });
    expect(response.json()).toEqual({ user: null });
  });

  it('signs in, reports the admin flag from the roles table, and signs out', async () => {
    const token = await loginAs(t.app, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const session = await apiRequest(t.app, { url: '/api/auth/session', cookie: token });
    expect(session.json().user).toMatchObject({ email: DEMO_ADMIN.email, isAdmin: true });

    await apiRequest(t.app, { method: 'POST', url: '/api/auth/logout', cookie: token });
    const after = await apiRequest(t.app, { url: '/api/auth/session', cookie: token });
    expect(after.json()).toEqual({ user: null });
  });

  it('issues an HttpOnly SameSite=Lax cookie that persists only with remember me', async () => {
    const browserOnly = await apiRequest(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { ...DEMO_SHOPPER, rememberMe: false },
    });
    const cookie = browserOnly.cookies.find((c) => c.name === 'narate_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.expires).toBeUndefined();

    const remembered = await apiRequest(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { ...DEMO_SHOPPER, rememberMe: true },
    });
    const persistent = remembered.cookies.find((c) => c.name === 'narate_session');
    expect(persistent?.expires?.getTime()).toBeGreaterThan(Date.now() + 20 * 86_400_000);
  });

  it('over HTTPS names the cookie __Host-narate_session (Secure, Path=/, no Domain) and reads only it', async () => {
    const https = await createTestApp({ appUrl: 'https://narate.example' });
    try {
      await seedDemoData(https.database.db);
      const login = await apiRequest(https.app, {
        method: 'POST',
        url: '/api/auth/login',
        payload: DEMO_SHOPPER,
      });
      expect(login.statusCode).toBe(200);
      const cookie = login.cookies.find((c) => c.name === '__Host-narate_session');
      expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true });
      expect(cookie?.domain).toBeUndefined();
      expect(login.cookies.some((c) => c.name === 'narate_session')).toBe(false);

      const asHost = await https.app.inject({
        url: '/api/auth/session',
        headers: { cookie: `__Host-narate_session=${cookie?.value}` },
      });
      expect(asHost.json().user).toMatchObject({ email: DEMO_SHOPPER.email });
      // A plain cookie of the same value (one a sibling subdomain could plant) is not a session.
      const planted = await https.app.inject({
        url: '/api/auth/session',
        headers: { cookie: `narate_session=${cookie?.value}` },
      });
      expect(planted.json()).toEqual({ user: null });

      const logout = await https.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { 'x-narate-csrf': '1', cookie: `__Host-narate_session=${cookie?.value}` },
      });
      const cleared = logout.cookies.find((c) => c.name === '__Host-narate_session');
      expect(cleared).toMatchObject({ secure: true, path: '/', value: '' });
    } finally {
      await https.close();
    }
  });

  it('rejects a wrong password with 401 and the validation message for bad input with 400', async () => {
    const wrong = await apiRequest(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_SHOPPER.email, password: 'Pogresna-Lozinka-1!' },
    });
    expect(wrong.statusCode).toBe(401);
    const invalid = await apiRequest(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ne-email', password: 'x' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Nevažeća email adresa');
  });
});

describe('slow clients', () => {
  it('closes a connection whose body stops arriving once the request timeout passes', async () => {
    const slow = await createTestApp({ requestTimeoutMs: 1_000 });
    try {
      await slow.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = slow.app.server.address() as net.AddressInfo;
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      const started = Date.now();
      const closed = new Promise<number>((resolve) =>
        socket.on('close', () => resolve(Date.now())),
      );
      socket.on('error', () => {});
      socket.write(
        'PATCH /api/me/profile HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          'x-narate-csrf: 1\r\nContent-Length: 200000\r\n\r\n{',
      );
      const closedAt = await Promise.race([
        closed,
        new Promise<number>((resolve) => setTimeout(() => resolve(-1), 8_000)),
      ]);
      socket.destroy();
      expect(closedAt, 'the socket was still open after 8 s').toBeGreaterThan(0);
      expect(closedAt - started).toBeGreaterThanOrEqual(900);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await slow.close();
    }
  });

  it('caps the open connections at MAX_CONNECTIONS', async () => {
    const capped = await createTestApp({ maxConnections: 25 });
    try {
      expect(capped.app.server.maxConnections).toBe(25);
    } finally {
      await capped.close();
    }
  });
});

describe('CSRF guard and the request target', () => {
  it('judges the routed path, so an absolute-form target does not skip it', async () => {
    expect(pathOf('http://127.0.0.1:3000/api/auth/logout')).toBe('/api/auth/logout');
    expect(pathOf('/api/auth/logout?x=1')).toBe('/api/auth/logout?x=1');
    expect(csrfGuarded('/api/auth/logout')).toBe(true);
    expect(csrfGuarded('/api/v1/orders')).toBe(false);
    // Gateways' callbacks carry their own secret and no session.
    expect(csrfGuarded('/api/callbacks/infobip/sms-delivery-reports')).toBe(false);
    expect(csrfGuarded('/kontakt')).toBe(false);

    const listening = await createTestApp();
    try {
      await listening.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = listening.app.server.address() as net.AddressInfo;
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1');
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
        socket.write(
          `POST http://127.0.0.1:${port}/api/auth/logout HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
            'Content-Length: 0\r\nConnection: close\r\n\r\n',
        );
      });
      expect(answer).toMatch(/^HTTP\/1\.1 403/);
    } finally {
      await listening.close();
    }
  });
});
