import path from 'node:path';

/** Every setting comes from the environment; the README documents each with its default. */
export interface AppConfig {
  nodeEnv: string;
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
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
  /** Trust X-Forwarded-* headers (behind a reverse proxy). */
  trustProxy: boolean;
  /** Off only for browser test runs, where one address signs in many times a minute. */
  rateLimitEnabled: boolean;
  /**
   * WEBHOOK_ALLOW_PRIVATE_TARGETS=true lets webhooks go to private and loopback addresses; only the
   * project's own tests set it (their receivers listen on 127.0.0.1). Off in every mode otherwise.
   */
  webhookAllowPrivateTargets: boolean;
  /** Days after a due day before an unpaid instalment is marked overdue (OVERDUE_GRACE_DAYS). */
  overdueGraceDays: number;
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
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'NaRate <no-reply@narate.me>',
    businessTeamEmail: env.BUSINESS_TEAM_EMAIL || 'partneri@narate.me',
    encryptionKey: env.ENCRYPTION_KEY || undefined,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    clientDir: path.resolve(env.CLIENT_DIR ?? 'dist/client'),
    seedDemoData: !isProduction && env.SEED_DEMO_DATA !== 'false',
    trustProxy: env.TRUST_PROXY === 'true',
    rateLimitEnabled: isProduction || env.RATE_LIMIT_DISABLED !== 'true',
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
