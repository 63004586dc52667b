import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  ENV_VARIABLES,
  TRUST_PROXY_TRUE_MESSAGE,
  loadConfig,
  parseTrustProxy,
} from './config';

const KEY = 'ab'.repeat(32);

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
  });

  it('takes a hop count or the proxies addresses', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(parseTrustProxy('10.0.0.0/8, ::1,loopback')).toEqual(['10.0.0.0/8', '::1', 'loopback']);
  });

  it('refuses a blanket true with a clear start-up error', () => {
    expect(() => parseTrustProxy('true')).toThrow(TRUST_PROXY_TRUE_MESSAGE);
    expect(() => parseTrustProxy('TRUE')).toThrow(/TRUST_PROXY=1/);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(TRUST_PROXY_TRUE_MESSAGE);
  });

  it('refuses what is neither a count nor an address', () => {
    expect(() => parseTrustProxy('yes')).toThrow(/hop count/);
    expect(() => parseTrustProxy('10.0.0.0/99')).toThrow(/hop count/);
    expect(() => parseTrustProxy('-1')).toThrow(/hop count/);
    expect(() => parseTrustProxy('1000')).toThrow(/0..32/);
  });
});

describe('WEBHOOK_ALLOW_PRIVATE_TARGETS', () => {
  it('is off in every mode unless set to true', () => {
    for (const NODE_ENV of ['development', 'test', 'production', undefined]) {
      expect(loadConfig({ NODE_ENV, ENCRYPTION_KEY: KEY }).webhookAllowPrivateTargets).toBe(false);
    }
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' }).webhookAllowPrivateTargets).toBe(
      true,
    );
  });
});

describe('the environment schema', () => {
  it('gives the defaults the README documents', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      isProduction: false,
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      databasePoolSize: 10,
      jobIntervalMs: undefined,
      appUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      mailFrom: 'NaRate <no-reply@narate.me>',
      businessTeamEmail: 'partneri@narate.me',
      encryptionKey: undefined,
      logLevel: 'info',
      trustProxy: false,
      seedDemoData: true,
      rateLimitEnabled: true,
      clientDir: path.resolve('dist/client'),
      migrationsDir: path.resolve('migrations'),
      overdueGraceDays: 3,
      webhookAllowPrivateTargets: false,
      demoPassword: undefined,
      adminPassword: undefined,
      testPauseAfterProviderMs: 0,
    });
    expect(loadConfig({ PORT: '8080' }).appUrl).toBe('http://localhost:8080');
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('warn');
    expect(loadConfig({ PORT: '', LOG_LEVEL: ' ' }).port).toBe(3000);
  });

  it('reads each variable into its setting', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '4000',
      DATABASE_POOL_SIZE: '25',
      JOB_INTERVAL_MS: '500',
      APP_URL: 'https://narate.me/',
      SEED_DEMO_DATA: 'false',
      RATE_LIMIT_DISABLED: 'true',
      OVERDUE_GRACE_DAYS: '0',
      MIGRATIONS_DIR: 'elsewhere',
      ADMIN_PASSWORD: ' Admin-Pass-1! ',
      NARATE_TEST_PAUSE_AFTER_PROVIDER_MS: '1500',
    });
    expect(config).toMatchObject({
      port: 4000,
      databasePoolSize: 25,
      jobIntervalMs: 500,
      appUrl: 'https://narate.me',
      seedDemoData: false,
      rateLimitEnabled: false,
      overdueGraceDays: 0,
      migrationsDir: path.resolve('elsewhere'),
      adminPassword: ' Admin-Pass-1! ',
      testPauseAfterProviderMs: 1500,
    });
  });

  it('refuses bad values at start-up, naming every bad variable with what it must be', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_POOL_SIZE: '0',
        LOG_LEVEL: 'loud',
        SEED_DEMO_DATA: 'no',
        NODE_ENV: 'staging',
        TZ: 'Mars/Olympus',
        JOB_INTERVAL_MS: '5',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('- PORT must be a whole number from 0 to 65535, got "eighty"');
    expect(message).toContain(
      '- DATABASE_POOL_SIZE must be a whole number from 1 to 1000, got "0"',
    );
    expect(message).toContain(
      '- LOG_LEVEL must be trace, debug, info, warn, error, fatal or silent',
    );
    expect(message).toContain('- SEED_DEMO_DATA must be true or false, got "no"');
    expect(message).toContain('- NODE_ENV must be development, test or production, got "staging"');
    expect(message).toContain('- TZ must be an IANA time zone, got "Mars/Olympus"');
    expect(message).toContain('- JOB_INTERVAL_MS must be a whole number from 100');
  });

  it('requires a well-formed encryption key, and one in production', () => {
    expect(() => loadConfig({ ENCRYPTION_KEY: 'abc' })).toThrow(
      /ENCRYPTION_KEY must be 64 hexadecimal characters/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /ENCRYPTION_KEY must be set in production/,
    );
    expect(loadConfig({ NODE_ENV: 'production', ENCRYPTION_KEY: KEY }).encryptionKey).toBe(KEY);
  });

  it('ignores the test-only settings in production', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      ENCRYPTION_KEY: KEY,
      RATE_LIMIT_DISABLED: 'true',
      SEED_DEMO_DATA: 'true',
      DEMO_PASSWORD: 'x-y-z',
      NARATE_TEST_PAUSE_AFTER_PROVIDER_MS: '1000',
    });
    expect(config).toMatchObject({
      rateLimitEnabled: true,
      seedDemoData: false,
      demoPassword: undefined,
      testPauseAfterProviderMs: 0,
    });
  });

  it('is the list the README configuration table documents, variable for variable', () => {
    const readme = readFileSync(path.resolve('README.md'), 'utf8');
    const section = readme.slice(
      readme.indexOf('## Configuration'),
      readme.indexOf('## Architecture'),
    );
    const documented = [...section.matchAll(/^\| `([A-Z_]+)` /gm)].map((match) => match[1]);
    expect(documented.sort()).toEqual([...ENV_VARIABLES].sort());
  });
});
