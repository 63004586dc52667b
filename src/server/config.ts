import path from 'node:path';
import ipaddr from 'ipaddr.js';

/** Every setting comes from the environment; the README documents each with its default. */
export interface AppConfig {
  nodeEnv: string;
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections in this process's database pool (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const isProduction = nodeEnv === 'production';
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  return {
    nodeEnv,
    isProduction,
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: Math.max(
      1,
      nonNegativeInteger(env.DATABASE_POOL_SIZE, 10, 'DATABASE_POOL_SIZE'),
    ),
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'NaRate <no-reply@narate.me>',
    businessTeamEmail: env.BUSINESS_TEAM_EMAIL || 'partneri@narate.me',
    encryptionKey: env.ENCRYPTION_KEY || undefined,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    clientDir: path.resolve(env.CLIENT_DIR ?? 'dist/client'),
    seedDemoData: !isProduction && env.SEED_DEMO_DATA !== 'false',
    demoPassword: nodeEnv === 'test' ? env.DEMO_PASSWORD || undefined : undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimitEnabled: isProduction || env.RATE_LIMIT_DISABLED !== 'true',
    jobIntervalMs: env.JOB_INTERVAL_MS
      ? Math.max(100, nonNegativeInteger(env.JOB_INTERVAL_MS, 0, 'JOB_INTERVAL_MS'))
      : undefined,
    webhookAllowPrivateTargets: env.WEBHOOK_ALLOW_PRIVATE_TARGETS === 'true',
    overdueGraceDays: nonNegativeInteger(env.OVERDUE_GRACE_DAYS, 3, 'OVERDUE_GRACE_DAYS'),
  };
}

function nonNegativeInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number >= 0`);
  return n;
}
