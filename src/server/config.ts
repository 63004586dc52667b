// Every setting comes from the environment, parsed and checked once at start-up by one zod schema
// (`envSchema`): a wrong value stops the process with one message naming each bad variable, and no
// other production code reads process.env. The README's configuration table lists the same
// variables with the same defaults (a test compares them).
import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

export interface AppConfig {
  nodeEnv: string;
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections in this process's database pool (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  /** Named prepared statements on each connection (DATABASE_PREPARED_STATEMENTS). */
  databasePreparedStatements: boolean;
  /** Public base URL used in emails (reset links). */
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Receives a notification for every partner application. */
  businessTeamEmail: string;
  /** 64 hex chars (32 bytes) for AES-256-GCM; generated into dataDir when absent outside production. */
  encryptionKey: string | undefined;
  logLevel: string;
  /** Directory with the built client (index.html and assets). */
  clientDir: string;
  seedDemoData: boolean;
  /**
   * DEMO_PASSWORD: one known password for the demo accounts, so browser and fault tests can sign
   * in. Honoured only when NODE_ENV=test; everywhere else each demo account gets a random one.
   */
  demoPassword: string | undefined;
  /**
   * Which X-Forwarded-For hops to believe (TRUST_PROXY): false (none, the default), a hop count,
   * or the proxies' addresses/CIDR ranges. Never every hop: a client could then name any address.
   */
  trustProxy: TrustProxy;
  /** Off only for browser test runs, where one address signs in many times a minute. */
  rateLimitEnabled: boolean;
  /** Runs every background job at this interval instead of its own (JOB_INTERVAL_MS; tests). */
  jobIntervalMs: number | undefined;
  /**
   * WEBHOOK_ALLOW_PRIVATE_TARGETS=true lets webhooks go to private and loopback addresses; only the
   * project's own tests set it (their receivers listen on 127.0.0.1). Off in every mode otherwise.
   */
  webhookAllowPrivateTargets: boolean;
  /** Days after a due day before an unpaid instalment is marked overdue (OVERDUE_GRACE_DAYS). */
  overdueGraceDays: number;
  /** Where the SQL migrations are read from (MIGRATIONS_DIR). */
  migrationsDir: string;
  /** ADMIN_PASSWORD: the password `npm run admin:create` gives a new admin instead of a random one. */
  adminPassword: string | undefined;
  /**
   * NARATE_TEST_PAUSE_AFTER_PROVIDER_MS (never in production): every payment waits this long after
   * the provider answered and before its outcome is committed, so the crash test can kill the
   * process exactly there. 0: no pause.
   */
  testPauseAfterProviderMs: number;
}

export type TrustProxy = false | number | string[];

export const TRUST_PROXY_TRUE_MESSAGE =
  'TRUST_PROXY=true would believe any X-Forwarded-For a client sends (rate limits and address ' +
  'checks could then be walked around). Set the number of proxies in front of NaRate ' +
  '(TRUST_PROXY=1) or their addresses (TRUST_PROXY=127.0.0.1 or 10.0.0.0/8,192.168.1.5).';

/** Names proxy-addr understands for whole ranges, besides addresses and CIDR ranges. */
const TRUST_PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text.toLowerCase() === 'true') throw new Error(TRUST_PROXY_TRUE_MESSAGE);
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 32) throw new Error(`TRUST_PROXY hop count must be 0..32, got "${text}"`);
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const known =
      TRUST_PROXY_RANGE_NAMES.has(entry) ||
      ipaddr.isValid(entry) ||
      (entry.includes('/') && isCidr(entry));
    if (!known) {
      throw new Error(
        `TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses, got "${entry}"`,
      );
    }
  }
  return entries;
}

function isCidr(value: string): boolean {
  try {
    ipaddr.parseCIDR(value);
    return true;
  } catch {
    return false;
  }
}

/** Unset and empty mean the same: the default. */
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

/** A password is taken as written (spaces count); only an empty one means unset. */
const optionalPassword = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

function wholeNumber(min: number, max: number = Number.MAX_SAFE_INTEGER) {
  return optionalText.pipe(
    z
      .string()
      .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
      .transform(Number)
      .refine((n) => n >= min && n <= max, `must be a whole number from ${min} to ${max}`)
      .optional(),
  );
}

const flag = optionalText.pipe(
  z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
);

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The environment NaRate reads, variable by variable. Defaults that depend on another variable
 * (APP_URL on PORT, LOG_LEVEL and the demo switches on NODE_ENV) are filled in by loadConfig.
 */
export const envSchema = z.object({
  NODE_ENV: optionalText.pipe(
    z
      .enum(['development', 'test', 'production'], {
        error: 'must be development, test or production',
      })
      .default('development'),
  ),
  PORT: wholeNumber(0, 65535),
  HOST: optionalText,
  DATA_DIR: optionalText,
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATABASE_POOL_SIZE: wholeNumber(1, 1000),
  DATABASE_PREPARED_STATEMENTS: flag,
  JOB_INTERVAL_MS: wholeNumber(100),
  APP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^https?:\/\/[^/\s]+/, 'must be an http:// or https:// URL')
      .optional(),
  ),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: optionalText,
  BUSINESS_TEAM_EMAIL: optionalText.pipe(z.email('must be an email address').optional()),
  ENCRYPTION_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (32 bytes)')
      .optional(),
  ),
  LOG_LEVEL: optionalText.pipe(
    z
      .enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'], {
        error: 'must be trace, debug, info, warn, error, fatal or silent',
      })
      .optional(),
  ),
  TRUST_PROXY: z.string().optional(),
  SEED_DEMO_DATA: flag,
  RATE_LIMIT_DISABLED: flag,
  CLIENT_DIR: optionalText,
  MIGRATIONS_DIR: optionalText,
  OVERDUE_GRACE_DAYS: wholeNumber(0, 365),
  TZ: optionalText.pipe(z.string().refine(isTimeZone, 'must be an IANA time zone').optional()),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: flag,
  DEMO_PASSWORD: optionalPassword,
  ADMIN_PASSWORD: optionalPassword,
  NARATE_TEST_PAUSE_AFTER_PROVIDER_MS: wholeNumber(0, 600_000),
});

/** The names of every environment variable NaRate reads. */
export const ENV_VARIABLES = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

/** Start-up error listing every variable that failed, each with what it must be. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function describeIssues(error: z.ZodError, env: NodeJS.ProcessEnv): string {
  const lines = error.issues.map((issue) => {
    const name = String(issue.path[0] ?? '');
    const value = env[name];
    return `- ${name} ${issue.message}${value === undefined ? '' : `, got "${value}"`}`;
  });
  return `Invalid configuration in the environment:\n${lines.join('\n')}`;
}

/** Reads and checks the environment once; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(describeIssues(parsed.error, env));
  const e = parsed.data;
  const nodeEnv = e.NODE_ENV;
  const isProduction = nodeEnv === 'production';
  if (isProduction && !e.ENCRYPTION_KEY) {
    throw new ConfigError(
      'Invalid configuration in the environment:\n- ENCRYPTION_KEY must be set in production (64 hexadecimal characters)',
    );
  }
  let trustProxy: TrustProxy;
  try {
    trustProxy = parseTrustProxy(e.TRUST_PROXY);
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration in the environment:\n- ${(error as Error).message}`,
    );
  }
  const port = e.PORT ?? 3000;
  return {
    nodeEnv,
    isProduction,
    port,
    host: e.HOST ?? '0.0.0.0',
    dataDir: path.resolve(e.DATA_DIR ?? 'data'),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? 10,
    databasePreparedStatements: e.DATABASE_PREPARED_STATEMENTS ?? true,
    appUrl: (e.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'NaRate <no-reply@narate.me>',
    businessTeamEmail: e.BUSINESS_TEAM_EMAIL ?? 'partneri@narate.me',
    encryptionKey: e.ENCRYPTION_KEY,
    logLevel: e.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    clientDir: path.resolve(e.CLIENT_DIR ?? 'dist/client'),
    seedDemoData: !isProduction && e.SEED_DEMO_DATA !== false,
    demoPassword: nodeEnv === 'test' ? e.DEMO_PASSWORD : undefined,
    trustProxy,
    rateLimitEnabled: isProduction || e.RATE_LIMIT_DISABLED !== true,
    jobIntervalMs: e.JOB_INTERVAL_MS,
    webhookAllowPrivateTargets: e.WEBHOOK_ALLOW_PRIVATE_TARGETS === true,
    overdueGraceDays: e.OVERDUE_GRACE_DAYS ?? 3,
    migrationsDir: path.resolve(e.MIGRATIONS_DIR ?? 'migrations'),
    adminPassword: e.ADMIN_PASSWORD,
    testPauseAfterProviderMs: isProduction ? 0 : (e.NARATE_TEST_PAUSE_AFTER_PROVIDER_MS ?? 0),
  };
}
