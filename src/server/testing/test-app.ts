import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { migrate } from '../db/migrate';
import type { PaymentFaults } from '../orders/engine-deps';
import type { PaymentProvider } from '../payments/provider';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * A migrated, empty database of its own for each test file: in-memory PGlite by default, or a
 * fresh database on the PostgreSQL server when DATABASE_URL is set (CI runs both).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const databaseUrl = process.env.DATABASE_URL
    ? execFileSync(process.execPath, ['scripts/create-test-database.mjs', process.env.DATABASE_URL])
        .toString()
        .trim()
    : undefined;
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  await migrate(database);
  return database;
}

export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  onRoute?: (route: RouteOptions) => void,
  options: { paymentProvider?: PaymentProvider; paymentFaults?: PaymentFaults } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    clientDir: '/nonexistent',
    // A key of the test's own: no key file is written into the working copy.
    encryptionKey: randomBytes(32).toString('hex'),
    ...overrides,
  };
  const app = await buildApp({
    config,
    database,
    ownsDatabase: true,
    onRoute,
    paymentProvider: options.paymentProvider,
    paymentFaults: options.paymentFaults,
  });
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
      ...(cookie ? { cookie: `narate_session=${cookie}` } : {}),
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
  const cookie = response.cookies.find((c) => c.name === 'narate_session');
  if (response.statusCode !== 200 || !cookie) {
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  }
  return cookie.value;
}
