import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_SHOPPER, seedDemoData } from '../demo-accounts';
import { apiRequest, createTestApp, loginAs, type TestApp } from '../test-app';

/**
 * Every API route, found as it is registered, receives generated garbage: wrong types, huge and
 * unicode strings, nulls, extra fields, odd path ids. None may answer 5xx, and a refused request
 * (4xx) must not have added or removed a row anywhere.
 */
const routes: { method: string; url: string }[] = [];
let t: TestApp;
let shopperCookie: string;
const SECRET_KEY = 'sk_test_demo_NaRateDemoProdavnica2026';

beforeAll(async () => {
  // Per-address limits would stop the fuzzing itself; they have tests of their own.
  t = await createTestApp({ rateLimitEnabled: false }, (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) continue;
      routes.push({ method, url: route.url });
    }
  });
  await seedDemoData(t.database.db, { demoMerchant: true });
  shopperCookie = await loginAs(t.app, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
}, 120_000);
afterAll(() => t.close());

/** Row count of every table of ours, to prove a refused request wrote nothing. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
      -- Sessions come and go with sign-in and sign-out; idempotency records keep refused
      -- answers on purpose, so a retry with the same key gets the same refusal.
      and table_name not in ('schema_migrations', 'sessions', 'idempotency_keys')
    order by table_name`.execute(t.database.db);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const row = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(name)}`.execute(
      t.database.db,
    );
    counts[name] = row.rows[0]?.n ?? 0;
  }
  return counts;
}

const weirdString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constant("'; drop table users; --"),
  fc.constant('<script>alert(1)</script>'),
  fc.constant('\u0000\uFFFF\uD83D'),
  fc.constant('x'.repeat(20_000)),
);
const weirdValue = fc.oneof(
  weirdString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything(), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);
const FIELDS = [
  'email',
  'password',
  'name',
  'message',
  'reason',
  'amount_cents',
  'instalments',
  'card',
  'code',
  'display_name',
  'bio',
  'status',
  'admin_notes',
  'url',
  'scope',
  'spendingLimitCents',
  'role',
  'firstName',
  'jmbg',
  'pib',
  'token',
  'order_reference',
  'success_url',
  '__proto__',
  'constructor',
];
const weirdBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), weirdValue, { maxKeys: 8 }),
  fc.anything(),
  fc.constant(null),
);
const weirdId = fc.oneof(
  fc.uuid(),
  fc.constant('00000000-0000-0000-0000-000000000000'),
  fc.constant("1' or '1'='1"),
  fc.constant('cs_' + 'a'.repeat(24)),
  fc.constant('ord_x'),
  fc.string({ minLength: 1, maxLength: 40 }),
);

describe('abuse: generated input against every API endpoint', () => {
  it('found the routes of every domain', () => {
    const urls = routes.map((r) => r.url).join(' ');
    for (const prefix of [
      '/api/auth',
      '/api/me',
      '/api/admin',
      '/api/v1',
      '/api/checkout',
      '/api/contact',
      '/api/merchant',
    ]) {
      expect(urls).toContain(prefix);
    }
  });

  it('never answers 5xx and never writes on a refused request', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      if (route.url === '/api/metrics') continue;
      // A fresh session each route: the fuzzing may sign out or otherwise end the last one.
      shopperCookie = await loginAs(t.app, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
      const before = await rowCounts();
      let allRefused = true;
      await fc.assert(
        fc.asyncProperty(weirdBody, weirdId, fc.boolean(), async (body, id, asShopper) => {
          const url = route.url.replace(/:(\w+)/g, () => encodeURIComponent(id));
          const hasBody = !['GET', 'DELETE'].includes(route.method);
          const response = await apiRequest(t.app, {
            method: route.method as 'GET',
            url: `${url}${route.method === 'GET' ? `?page=${encodeURIComponent(String(id))}&search=%27%3B--` : ''}`,
            ...(hasBody ? { payload: JSON.stringify(body ?? null) } : {}),
            headers: {
              'content-type': 'application/json',
              ...(route.url.startsWith('/api/v1/')
                ? { authorization: `Bearer ${SECRET_KEY}` }
                : {}),
              'idempotency-key': `abuse-${Math.random().toString(36).slice(2)}`,
            },
            ...(asShopper ? { cookie: shopperCookie } : {}),
          });
          if (response.statusCode >= 500) {
            failures.push(
              `${route.method} ${url} → ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
          }
          if (response.statusCode < 400) allRefused = false;
        }),
        { numRuns: 6 },
      );
      if (allRefused) {
        const after = await rowCounts();
        const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
        expect(changed, `${route.method} ${route.url} changed rows while refusing`).toEqual([]);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('refuses a signed-in shopper on every admin endpoint', async () => {
    shopperCookie = await loginAs(t.app, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    for (const route of routes.filter((r) => r.url.startsWith('/api/admin/'))) {
      const url = route.url.replace(/:(\w+)/g, '00000000-0000-0000-0000-000000000000');
      const response = await apiRequest(t.app, {
        method: route.method as 'GET',
        url,
        cookie: shopperCookie,
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      expect(response.statusCode, `${route.method} ${url}`).toBe(403);
    }
  });

  it('stores SQL and script text as text and answers it back unchanged', async () => {
    const admin = await loginAs(t.app, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const nasty = "Robert'); DROP TABLE users;-- <img src=x onerror=alert(1)>";
    const profile = await apiRequest(t.app, {
      method: 'PATCH',
      url: '/api/me/profile',
      cookie: admin,
      payload: { bio: nasty },
    });
    expect(profile.statusCode).toBe(200);
    const read = await apiRequest(t.app, { url: '/api/me/profile', cookie: admin });
    expect(JSON.stringify(read.json())).toContain(JSON.stringify(nasty).slice(1, -1));
    const users = await t.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(users.n)).toBeGreaterThan(0);
  });
});
