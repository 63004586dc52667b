// Every setting comes from the environment, parsed and checked once at start-up by one zod schema
// (`envSchema`): a wrong value stops the process with one message naming each bad variable, and no
// other production code reads process.env. The README's configuration table lists the same
// variables with the same defaults (a test compares them).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import Fastify from 'fastify';
import ipaddr from 'ipaddr.js';
import { isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';

export interface AppConfig {
  nodeEnv: string;
  isProduction: boolean;
  /**
   * The dev mailbox and other /api/dev routes: only when NODE_ENV names development or test
   * explicitly, never for a server whose operator left NODE_ENV unset.
   */
  devRoutesEnabled: boolean;
  /**
   * The secret the dev mailbox asks for (DEV_MAILBOX_TOKEN, else a random one per start, printed
   * with the mailbox link): a relay or proxy on the same host is no way in without it.
   */
  devMailboxToken: string;
  /** Bearer token a metrics scraper presents at /api/metrics (METRICS_TOKEN); unset: admins only. */
  metricsToken: string | undefined;
  port: number;
  /** Listen address; loopback unless HOST says otherwise. */
  host: string;
  /** A request (headers and body) must arrive within this time, else 408 and the socket closes. */
  requestTimeoutMs: number;
  /** Open connections the server accepts at once (MAX_CONNECTIONS); further ones are dropped. */
  maxConnections: number;
  /**
   * Checkout decisions (confirmations) one process works on at once (DECISION_CONCURRENCY); one
   * more is answered 503 with Retry-After at once instead of queueing for seconds.
   */
  decisionConcurrency: number;
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
  /**
   * NARATE_CHECK_ANSWERS=true (never in production; the test apps set it): every JSON answer is
   * also checked against its zod schema, and one that does not fit, or that the compiled writer
   * writes differently, answers 500.
   */
  checkAnswers: boolean;
  /**
   * Where SMS go (SMS_PROVIDER): 'infobip' sends them through Infobip's SMS API; 'outbox' only
   * keeps them in the database for the dev mailbox (refused in production).
   */
  smsProvider: 'infobip' | 'outbox';
  /** Infobip's API base URL of the account (INFOBIP_BASE_URL), without a trailing slash. */
  infobipBaseUrl: string | undefined;
  /** Infobip API key (INFOBIP_API_KEY), sent as `Authorization: App <key>`. */
  infobipApiKey: string | undefined;
  /**
   * The secret Infobip presents (HTTP Basic password) when it posts delivery reports
   * (INFOBIP_WEBHOOK_SECRET); unset: the delivery-report endpoint answers 404.
   */
  infobipWebhookSecret: string | undefined;
  /** The sender name or number SMS show (SMS_SENDER). */
  smsSender: string;
  /** The card acquirer and how NaRate reaches it. */
  card: CardAcquirerConfig;
  /**
   * NaRate's own account that pays the merchants: the debtor of every credit-transfer file
   * (PAYOUT_DEBTOR_NAME, PAYOUT_DEBTOR_IBAN, PAYOUT_DEBTOR_BIC). Required in production; a made-up
   * account elsewhere, so demo files can be generated.
   */
  payoutDebtor: { name: string; iban: string; bic: string };
  /**
   * The VAPID key pair (base64url, as `web-push generate-vapid-keys` prints it) and the contact
   * push services see (VAPID_SUBJECT, a mailto: or https: URL). Required in production; elsewhere
   * a pair is generated once and kept in the database.
   */
  vapid: { publicKey: string; privateKey: string } | undefined;
  vapidSubject: string;
  /**
   * PUSH_ALLOW_PRIVATE_ENDPOINTS=true lets push messages go to loopback and private addresses (the
   * project's own tests, whose fake push service listens on 127.0.0.1); refused in production.
   */
  pushAllowPrivateEndpoints: boolean;
}

/**
 * Cards are charged through Monri (CARD_ACQUIRER=monri) or, outside production, through the
 * local acquirer, a stand-in that speaks Monri's protocol on 127.0.0.1: the same code, only the
 * base URL and the keys differ.
 */
export interface CardAcquirerConfig {
  acquirer: 'monri' | 'local';
  /** Monri's API and components origin (MONRI_BASE_URL), or the local acquirer's address. */
  baseUrl: string;
  merchantKey: string;
  authenticityToken: string;
  /** The local acquirer's port on 127.0.0.1 (ACQUIRER_PORT). */
  localPort: number;
}

/** Keys the local acquirer and NaRate share outside production; they protect no money. */
export const LOCAL_ACQUIRER_KEYS = {
  merchantKey: 'local-acquirer-merchant-key',
  authenticityToken: 'localacquirertoken',
} as const;

export type TrustProxy = false | number | string[];

export const TRUST_PROXY_TRUE_MESSAGE =
  'TRUST_PROXY=true would believe any X-Forwarded-For a client sends (rate limits and address ' +
  'checks could then be walked around). Set the number of proxies in front of NaRate ' +
  '(TRUST_PROXY=1) or their addresses (TRUST_PROXY=127.0.0.1 or 10.0.0.0/8,192.168.1.5).';

/** Names proxy-addr understands for whole ranges, besides addresses and CIDR ranges. */
const TRUST_PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * The widest range one TRUST_PROXY entry may name. A proxy has a handful of addresses; a range
 * wider than a /8 (IPv4) or /32 (IPv6), and so any set of ranges covering the whole Internet
 * (0.0.0.0/1,128.0.0.0/1 or ::ffff:0:0/96), would let clients name their own address again.
 */
const WIDEST_IPV4_PREFIX = 8;
const WIDEST_IPV6_PREFIX = 32;

export const TRUST_PROXY_TOO_BROAD_MESSAGE =
  'is too broad: it would believe the X-Forwarded-For of almost any client. Name the proxies ' +
  '(at most a /8 for IPv4, a /32 for IPv6), or give their number (TRUST_PROXY=1)';

/** Why a TRUST_PROXY entry trusts too much, or undefined when its range is narrow enough. */
function tooBroad(entry: string): boolean {
  if (!entry.includes('/')) return false;
  const [address, prefix] = ipaddr.parseCIDR(entry);
  if (address.kind() === 'ipv4') return prefix < WIDEST_IPV4_PREFIX;
  const v6 = address as ipaddr.IPv6;
  if (prefix < WIDEST_IPV6_PREFIX) return true;
  // proxy-addr matches IPv4 clients against IPv4-mapped ranges: ::ffff:0:0/96 is every IPv4.
  const mappedBlock = ipaddr.IPv6.parse('::ffff:0:0');
  if (prefix <= 96) return mappedBlock.match(v6, prefix);
  return v6.isIPv4MappedAddress() && prefix - 96 < WIDEST_IPV4_PREFIX;
}

/** Checks the list the way Fastify will use it (proxy-addr's compile), so start-up cannot crash. */
function compilesInProxyAddr(entries: string[]): string | undefined {
  try {
    Fastify({ trustProxy: entries, logger: false });
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

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
    if (tooBroad(entry))
      throw new Error(`TRUST_PROXY range "${entry}" ${TRUST_PROXY_TOO_BROAD_MESSAGE}`);
  }
  const refused = compilesInProxyAddr(entries);
  if (refused) throw new Error(`TRUST_PROXY is not a list of proxy addresses: ${refused}`);
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
/** A gateway's base URL; production further asks for https. */
const optionalHttpUrl = optionalText.pipe(
  z
    .string()
    .regex(/^https?:\/\/[^/\s]+/, 'must be an http:// or https:// URL')
    .optional(),
);

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
  REQUEST_TIMEOUT_MS: wholeNumber(1000, 600_000),
  MAX_CONNECTIONS: wholeNumber(10, 1_000_000),
  DECISION_CONCURRENCY: wholeNumber(1, 10_000),
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
  TRUST_PROXY_PUBLIC_HOST: flag,
  METRICS_TOKEN: optionalPassword.pipe(
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  DEV_MAILBOX_TOKEN: optionalPassword.pipe(
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
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
  NARATE_CHECK_ANSWERS: flag,
  SMS_PROVIDER: optionalText.pipe(
    z.enum(['infobip', 'outbox'], { error: 'must be infobip or outbox' }).optional(),
  ),
  INFOBIP_BASE_URL: optionalHttpUrl,
  CARD_ACQUIRER: optionalText.pipe(
    z.enum(['monri', 'local'], { error: 'must be monri or local' }).optional(),
  ),
  MONRI_BASE_URL: optionalHttpUrl,
  INFOBIP_API_KEY: optionalPassword.pipe(
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  INFOBIP_WEBHOOK_SECRET: optionalPassword.pipe(
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  // An alphanumeric sender has at most 11 characters; a numeric one is a phone number.
  SMS_SENDER: optionalText.pipe(
    z
      .string()
      .regex(
        /^([A-Za-z0-9 ]{1,11}|\+?\d{3,15})$/,
        'must be up to 11 letters and digits, or a phone number of up to 15 digits',
      )
      .optional(),
  ),
  MONRI_MERCHANT_KEY: optionalPassword.pipe(
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  MONRI_AUTHENTICITY_TOKEN: optionalPassword.pipe(
    z.string().min(8, 'must be at least 8 characters').optional(),
  ),
  ACQUIRER_PORT: wholeNumber(1, 65535),
  PAYOUT_DEBTOR_NAME: optionalText.pipe(
    z.string().max(70, 'must be at most 70 characters').optional(),
  ),
  PAYOUT_DEBTOR_IBAN: optionalText.pipe(
    z
      .string()
      .transform((v) => electronicIban(v))
      .refine((v) => isValidIBAN(v), 'must be a valid IBAN (length and mod-97 check digits)')
      .optional(),
  ),
  PAYOUT_DEBTOR_BIC: optionalText.pipe(
    z
      .string()
      .transform((v) => v.toUpperCase())
      .refine((v) => isValidBIC(v), 'must be a BIC of 8 or 11 characters')
      .optional(),
  ),
  VAPID_PUBLIC_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)')
      .optional(),
  ),
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
      .optional(),
  ),
  PUSH_ALLOW_PRIVATE_ENDPOINTS: flag,
});

/** An IBAN as typed (spaces, lower case) in its electronic form. */
function electronicIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** The names of every environment variable NaRate reads. */
export const ENV_VARIABLES = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

/** Start-up error listing every variable that failed, each with what it must be. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Variables whose value is a secret or holds one (a URL with a password): an error about them
 * names the variable and the rule, never the value, since start-up errors end up in logs.
 */
export function isSecretVariable(name: string): boolean {
  return (
    /(_KEY|_TOKEN|_SECRET|PASSWORD)$/.test(name) || name === 'DATABASE_URL' || name === 'SMTP_URL'
  );
}

function describeIssues(error: z.ZodError, env: NodeJS.ProcessEnv): string {
  const lines = error.issues.map((issue) => {
    const name = String(issue.path[0] ?? '');
    const value = env[name];
    if (value === undefined) return `- ${name} ${issue.message}`;
    if (isSecretVariable(name)) {
      return `- ${name} ${issue.message} (the value, ${value.length} characters, is not shown)`;
    }
    return `- ${name} ${issue.message}, got "${value}"`;
  });
  return configError(lines);
}

function configError(lines: string[]): string {
  return `Invalid configuration in the environment:\n${lines.join('\n')}`;
}

/**
 * A key with few distinct bytes (all zeros, one byte repeated, a short pattern) is a placeholder,
 * not a key: 32 random bytes almost always hold more than 20 different values.
 */
const FEWEST_DISTINCT_KEY_BYTES = 16;

export function isWeakEncryptionKey(hex: string): boolean {
  return new Set(hex.toLowerCase().match(/../g)).size < FEWEST_DISTINCT_KEY_BYTES;
}

export function isLoopbackHost(host: string): boolean {
  if (host === 'localhost') return true;
  return ipaddr.isValid(host) && ipaddr.process(host).range() === 'loopback';
}

/** An http:// APP_URL is accepted in production only on this machine (a local measurement run). */
function isLocalUrl(url: string): boolean {
  try {
    return isLoopbackHost(new URL(url).hostname.replace(/^\[|\]$/g, ''));
  } catch {
    return false;
  }
}

/** Settings that production must not start with, each with what to do instead. */
function productionProblems(e: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (!e.ENCRYPTION_KEY) {
    problems.push('- ENCRYPTION_KEY must be set in production (64 hexadecimal characters)');
  }
  if (!e.APP_URL) {
    problems.push(
      '- APP_URL must be set in production: the public https:// address (cookies, HSTS, email links)',
    );
  } else if (!e.APP_URL.startsWith('https://') && !isLocalUrl(e.APP_URL)) {
    problems.push('- APP_URL must be an https:// URL in production');
  }
  if (!e.SMTP_URL) {
    problems.push(
      '- SMTP_URL must be set in production: without it email would only be kept in the database',
    );
  }
  if (e.SMS_PROVIDER !== 'infobip') {
    problems.push(
      `- SMS_PROVIDER must be infobip in production (it is ${e.SMS_PROVIDER ?? 'unset, which means outbox'}): the outbox only keeps SMS in the database, nobody receives them`,
    );
  }
  if (!e.INFOBIP_BASE_URL) {
    problems.push(
      '- INFOBIP_BASE_URL must be set in production: the Infobip API address of the account',
    );
  } else if (!e.INFOBIP_BASE_URL.startsWith('https://') && !isLocalUrl(e.INFOBIP_BASE_URL)) {
    problems.push('- INFOBIP_BASE_URL must be an https:// URL in production');
  }
  if (!e.INFOBIP_API_KEY) {
    problems.push('- INFOBIP_API_KEY must be set in production: the API key SMS are sent with');
  }
  if (!e.INFOBIP_WEBHOOK_SECRET) {
    problems.push(
      '- INFOBIP_WEBHOOK_SECRET must be set in production: the secret Infobip presents with delivery reports',
    );
  }
  // Real money needs the real acquirer: the local one approves any test card.
  if (e.CARD_ACQUIRER === 'local') {
    problems.push(
      '- CARD_ACQUIRER=local is refused in production: it is a stand-in that takes test cards; set CARD_ACQUIRER=monri with the Monri keys',
    );
  } else {
    if (e.MONRI_BASE_URL && !e.MONRI_BASE_URL.startsWith('https://')) {
      problems.push('- MONRI_BASE_URL must be an https:// URL in production');
    }
  }
  for (const name of ['PAYOUT_DEBTOR_NAME', 'PAYOUT_DEBTOR_IBAN', 'PAYOUT_DEBTOR_BIC'] as const) {
    if (!e[name]) {
      problems.push(
        `- ${name} must be set in production: NaRate's account that pays the merchants (the debtor of the credit-transfer files)`,
      );
    }
  }
  if (!e.VAPID_PUBLIC_KEY || !e.VAPID_PRIVATE_KEY || !e.VAPID_SUBJECT) {
    problems.push(
      '- VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT must be set in production (`npx web-push generate-vapid-keys`; the subject a mailto: address)',
    );
  }
  if (e.PUSH_ALLOW_PRIVATE_ENDPOINTS === true) {
    problems.push(
      '- PUSH_ALLOW_PRIVATE_ENDPOINTS=true is refused in production: push messages could then reach private networks',
    );
  }
  if (e.WEBHOOK_ALLOW_PRIVATE_TARGETS === true) {
    problems.push(
      '- WEBHOOK_ALLOW_PRIVATE_TARGETS=true is refused in production: webhooks could then reach private networks',
    );
  }
  return problems;
}

/** Reads and checks the environment once; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(describeIssues(parsed.error, env));
  const e = parsed.data;
  const nodeEnv = e.NODE_ENV;
  const isProduction = nodeEnv === 'production';
  const problems = isProduction ? productionProblems(e) : [];
  if (e.ENCRYPTION_KEY && isWeakEncryptionKey(e.ENCRYPTION_KEY)) {
    problems.push(
      '- ENCRYPTION_KEY is not random enough (too few different bytes); make one with `openssl rand -hex 32`',
    );
  }
  // Monri (chosen, or production's only acquirer) needs the merchant account's three settings.
  if (e.CARD_ACQUIRER === 'monri' || (isProduction && e.CARD_ACQUIRER !== 'local')) {
    for (const name of [
      'MONRI_BASE_URL',
      'MONRI_MERCHANT_KEY',
      'MONRI_AUTHENTICITY_TOKEN',
    ] as const) {
      if (!e[name])
        problems.push(`- ${name} must be set for CARD_ACQUIRER=monri (the Monri merchant account)`);
    }
  }
  const host = e.HOST ?? '127.0.0.1';
  let trustProxy: TrustProxy = false;
  try {
    trustProxy = parseTrustProxy(e.TRUST_PROXY);
  } catch (error) {
    problems.push(`- ${(error as Error).message}`);
  }
  // Reached directly, a server that believes X-Forwarded-For lets every client name its address.
  if (trustProxy !== false && !isLoopbackHost(host) && e.TRUST_PROXY_PUBLIC_HOST !== true) {
    problems.push(
      `- TRUST_PROXY is set but HOST=${host} is not a loopback address: clients that reach the ` +
        'port directly could forge their address. Listen on 127.0.0.1 behind the proxy, or, when ' +
        'the proxy is on another machine and only it can reach the port, set TRUST_PROXY_PUBLIC_HOST=true',
    );
  }
  if (e.SMS_PROVIDER === 'infobip' && !isProduction) {
    // Production names these among its own problems; elsewhere infobip still needs somewhere to send.
    if (!e.INFOBIP_BASE_URL)
      problems.push('- INFOBIP_BASE_URL must be set when SMS_PROVIDER=infobip');
    if (!e.INFOBIP_API_KEY)
      problems.push('- INFOBIP_API_KEY must be set when SMS_PROVIDER=infobip');
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    problems.push('- VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (one key pair)');
  }
  if (problems.length > 0) throw new ConfigError(configError(problems));
  const port = e.PORT ?? 3000;
  const acquirer = e.CARD_ACQUIRER ?? (isProduction ? 'monri' : 'local');
  const localPort = e.ACQUIRER_PORT ?? 3010;
  const local = acquirer === 'local';
  return {
    nodeEnv,
    isProduction,
    devRoutesEnabled: env.NODE_ENV?.trim() === 'development' || nodeEnv === 'test',
    devMailboxToken: e.DEV_MAILBOX_TOKEN ?? randomBytes(24).toString('base64url'),
    metricsToken: e.METRICS_TOKEN,
    port,
    host,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS ?? 30_000,
    maxConnections: e.MAX_CONNECTIONS ?? 2_000,
    decisionConcurrency: e.DECISION_CONCURRENCY ?? 32,
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
    checkAnswers: !isProduction && e.NARATE_CHECK_ANSWERS === true,
    smsProvider: e.SMS_PROVIDER ?? 'outbox',
    infobipBaseUrl: e.INFOBIP_BASE_URL?.replace(/\/+$/, ''),
    infobipApiKey: e.INFOBIP_API_KEY,
    infobipWebhookSecret: e.INFOBIP_WEBHOOK_SECRET,
    smsSender: e.SMS_SENDER ?? 'NaRate',
    card: {
      acquirer,
      baseUrl: (e.MONRI_BASE_URL ?? (local ? `http://127.0.0.1:${localPort}` : '')).replace(
        /\/$/,
        '',
      ),
      merchantKey: e.MONRI_MERCHANT_KEY ?? (local ? LOCAL_ACQUIRER_KEYS.merchantKey : ''),
      authenticityToken:
        e.MONRI_AUTHENTICITY_TOKEN ?? (local ? LOCAL_ACQUIRER_KEYS.authenticityToken : ''),
      localPort,
    },
    // Outside production a made-up account (it passes the IBAN check), so demo files validate.
    payoutDebtor: {
      name: e.PAYOUT_DEBTOR_NAME ?? 'NaRate d.o.o.',
      iban: e.PAYOUT_DEBTOR_IBAN ?? 'ME25505000012345678951',
      bic: e.PAYOUT_DEBTOR_BIC ?? 'DEMOMEPG',
    },
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: e.VAPID_SUBJECT ?? 'mailto:podrska@narate.me',
    pushAllowPrivateEndpoints: !isProduction && e.PUSH_ALLOW_PRIVATE_ENDPOINTS === true,
  };
}
