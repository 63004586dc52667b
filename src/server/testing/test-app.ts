import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { LOCAL_ACQUIRER_KEYS, loadConfig, type AppConfig } from '../config';
import { startTestAcquirer } from './local-acquirer';
import { openPool, type DatabaseHandle } from '../db/database';
import type { PaymentFaults } from '../orders/order-deps';
import type { PaymentProvider } from '../payments/provider';
import { MonriPaymentProvider } from '../payments/monri/provider';
import { createDatabaseFromTemplate } from './test-databases';
import { sessionCookieName } from '../auth/session-cookie';
import { DEMO_ADMIN, seedDemoData } from './demo-accounts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * A migrated, empty database of its own: a copy of the run's template database, on the embedded
 * PostgreSQL of the test run or on the server of DATABASE_URL (CI runs both). See global-setup.ts.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = await createDatabaseFromTemplate(inject('testDatabaseServer'));
  // Tests that queue many requests behind one row lock wait longer for a connection on a loaded
  // machine than a server would let a request wait.
  return openPool(url, 10, 'postgres', { connectionTimeoutMs: 30_000 });
}

export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  onRoute?: (route: RouteOptions) => void,
  options: {
    paymentProvider?: PaymentProvider;
    paymentFaults?: PaymentFaults;
    paymentProviderTimeoutMs?: number;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  // Cards go to a local acquirer of this app's own, its own process as with `npm start`: its
  // statement then holds only this app's charges, which the ledger check compares with the books.
  const acquirer = overrides.card ? null : await startTestAcquirer(LOCAL_ACQUIRER_KEYS);
  const config: AppConfig = {
    ...base,
    clientDir: '/nonexistent',
    ...(acquirer ? { card: { ...base.card, baseUrl: acquirer.url } } : {}),
    // A key of the test's own: no key file is written into the working copy.
    encryptionKey: randomBytes(32).toString('hex'),
    // Every answer is also checked against its schema: a misfit fails the test that reaches it.
    checkAnswers: true,
    ...overrides,
  };
  const app = await buildApp({
    config,
    database,
    ownsDatabase: true,
    onRoute,
    paymentProvider: options.paymentProvider,
    paymentFaults: options.paymentFaults,
    paymentProviderTimeoutMs: options.paymentProviderTimeoutMs,
  });
  if (acquirer) app.addHook('onClose', () => acquirer.close());
  await app.ready();
  return { app, database, close: () => app.close() };
}

/** app.inject with the CSRF header our browser client sends and an optional session cookie. */
export function apiRequest(
  app: FastifyInstance,
  options: InjectOptions & { cookie?: string },
): Promise<LightMyRequestResponse> {
  const { cookie, headers, ...rest } = options;
  return app.inject({
    ...rest,
    headers: {
      'x-narate-csrf': '1',
      ...(cookie ? { cookie: `${sessionCookieName(app.config)}=${cookie}` } : {}),
      ...headers,
    },
  });
}

/** Logs in and returns the session token from the cookie. */
export async function loginAs(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<string> {
  const response = await apiRequest(app, {
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  const cookie = response.cookies.find((c) => c.name === sessionCookieName(app.config));
  if (response.statusCode !== 200 || !cookie) {
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  }
  return cookie.value;
}

/**
 * A provider over the run's local acquirer with the app's keys, for tests that wrap the provider
 * (an outage switch, a silent network) around the one the app would use.
 */
export function acquirerProvider(config: Pick<AppConfig, 'card'>): MonriPaymentProvider {
  return new MonriPaymentProvider({ ...config.card, timeoutMs: 10_000 });
}

/** An app on a database with the demo accounts, and the demo admin signed in (a session cookie). */
export async function createTestAppAsAdmin(): Promise<{ t: TestApp; admin: string }> {
  const t = await createTestApp();
  await seedDemoData(t.app.db);
  return { t, admin: await loginAs(t.app, DEMO_ADMIN.email, DEMO_ADMIN.password) };
}
