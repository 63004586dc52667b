import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  ENV_VARIABLES,
  TRUST_PROXY_TOO_BROAD_MESSAGE,
  TRUST_PROXY_TRUE_MESSAGE,
  loadConfig,
  parseTrustProxy,
} from './config';

/** 32 different bytes: a key the weak-key check accepts. */
const KEY = Array.from({ length: 32 }, (_, i) => (i * 7 + 3).toString(16).padStart(2, '0')).join(
  '',
);
const MONRI = {
  CARD_ACQUIRER: 'monri',
  MONRI_BASE_URL: 'https://ipg.monri.com',
  MONRI_MERCHANT_KEY: 'merchant-key-of-the-account',
  MONRI_AUTHENTICITY_TOKEN: 'authenticity-token-01',
};
/** A VAPID key pair made with `web-push generate-vapid-keys` for these tests only. */
const VAPID = {
  VAPID_PUBLIC_KEY:
    'BDtZEf-vI6YuSww5clXbyZCRUBTqZpWLvV4lg2dm6qsGI_zCmi0cnFY5-XjoeQJlNvbBaeeSgE8P5qdaIfCtfsY',
  VAPID_PRIVATE_KEY: 'zX54f4PMZ4j5iwMeEeCh6D4_lhOhiOigM1qCpRczI48',
  VAPID_SUBJECT: 'mailto:podrska@narate.me',
};
const PRODUCTION = {
  NODE_ENV: 'production',
  ENCRYPTION_KEY: KEY,
  APP_URL: 'https://narate.me',
  SMTP_URL: 'smtp://mailer:smtp-password-123@mail.narate.me:587',
  SMS_PROVIDER: 'infobip',
  INFOBIP_BASE_URL: 'https://xyz123.api.infobip.com',
  INFOBIP_API_KEY: 'infobip-api-key-0123456789abcdef',
  INFOBIP_WEBHOOK_SECRET: 'infobip-webhook-secret-0123456789',
  ...MONRI,
  PAYOUT_DEBTOR_NAME: 'NaRate d.o.o.',
  PAYOUT_DEBTOR_IBAN: 'ME25 5050 0001 2345 6789 51',
  PAYOUT_DEBTOR_BIC: 'demomepg',
  ...VAPID,
};

/** The message loadConfig refuses the environment with ('' when it starts). */
function refusal(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
    return '';
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
}

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

  it('refuses ranges that together trust every address, with the configuration message', () => {
    for (const list of [
      '0.0.0.0/1,128.0.0.0/1',
      '0.0.0.0/0',
      '::/0',
      '::ffff:0:0/96',
      '::ffff:0.0.0.0/97',
      '::/1,8000::/1',
      '10.0.0.0/7',
      '2001::/16',
    ]) {
      expect(() => parseTrustProxy(list), list).toThrow(TRUST_PROXY_TOO_BROAD_MESSAGE);
      expect(() => loadConfig({ HOST: '127.0.0.1', TRUST_PROXY: list }), list).toThrow(ConfigError);
    }
    expect(parseTrustProxy('10.0.0.0/8,2001:db8::/32,::ffff:10.0.0.0/104')).toHaveLength(3);
  });

  it('is refused with a non-loopback HOST unless that is opted into', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0', TRUST_PROXY: '1' })).toThrow(
      /HOST=0.0.0.0 is not a loopback address.*TRUST_PROXY_PUBLIC_HOST=true/s,
    );
    expect(() => loadConfig({ HOST: '192.0.2.2', TRUST_PROXY: '10.0.0.1' })).toThrow(ConfigError);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ HOST: '::1', TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(
      loadConfig({ HOST: '0.0.0.0', TRUST_PROXY: '10.0.0.1', TRUST_PROXY_PUBLIC_HOST: 'true' })
        .trustProxy,
    ).toEqual(['10.0.0.1']);
  });
});

describe('production settings', () => {
  it('starts with a key, an https APP_URL and nothing unsafe', () => {
    expect(loadConfig(PRODUCTION)).toMatchObject({ isProduction: true, host: '127.0.0.1' });
  });

  it('refuses to start without APP_URL, or with a plain http one', () => {
    expect(() => loadConfig({ ...PRODUCTION, APP_URL: undefined })).toThrow(
      /APP_URL must be set in production/,
    );
    expect(() => loadConfig({ ...PRODUCTION, APP_URL: 'http://narate.me' })).toThrow(
      /APP_URL must be an https:\/\/ URL in production/,
    );
    // A measurement run on this machine only.
    expect(loadConfig({ ...PRODUCTION, APP_URL: 'http://127.0.0.1:4000' }).isProduction).toBe(true);
  });

  it('refuses SMS kept in the outbox: SMS_PROVIDER unset or outbox', () => {
    for (const SMS_PROVIDER of [undefined, 'outbox']) {
      expect(refusal({ ...PRODUCTION, SMS_PROVIDER })).toContain(
        '- SMS_PROVIDER must be infobip in production',
      );
    }
  });

  it('refuses to start without SMTP_URL', () => {
    expect(refusal({ ...PRODUCTION, SMTP_URL: undefined })).toContain(
      '- SMTP_URL must be set in production',
    );
  });

  it('refuses to start without each Infobip setting, naming every missing one', () => {
    const message = refusal({
      ...PRODUCTION,
      INFOBIP_BASE_URL: undefined,
      INFOBIP_API_KEY: undefined,
      INFOBIP_WEBHOOK_SECRET: '',
    });
    expect(message).toContain('- INFOBIP_BASE_URL must be set in production');
    expect(message).toContain('- INFOBIP_API_KEY must be set in production');
    expect(message).toContain('- INFOBIP_WEBHOOK_SECRET must be set in production');
    expect(refusal({ ...PRODUCTION, INFOBIP_BASE_URL: 'http://api.infobip.com' })).toContain(
      '- INFOBIP_BASE_URL must be an https:// URL in production',
    );
  });

  it('names every unsafe setting at once and never prints a secret', () => {
    const message = refusal({
      NODE_ENV: 'production',
      ENCRYPTION_KEY: KEY,
      SMS_PROVIDER: 'outbox',
      INFOBIP_API_KEY: 'infobip-key-that-must-not-show',
    });
    for (const name of ['APP_URL', 'SMTP_URL', 'SMS_PROVIDER', 'INFOBIP_BASE_URL']) {
      expect(message).toContain(`- ${name} `);
    }
    expect(message).not.toContain('infobip-key-that-must-not-show');
    const tooShort = refusal({ ...PRODUCTION, INFOBIP_API_KEY: 'tiny-key' });
    expect(tooShort).toContain('- INFOBIP_API_KEY must be at least 16 characters');
    expect(tooShort).not.toContain('tiny-key');
  });

  it('reads the SMS settings, and outbox is the default outside production', () => {
    expect(loadConfig(PRODUCTION)).toMatchObject({
      smsProvider: 'infobip',
      infobipBaseUrl: 'https://xyz123.api.infobip.com',
      smsSender: 'NaRate',
    });
    expect(loadConfig({ NODE_ENV: 'development' }).smsProvider).toBe('outbox');
    expect(refusal({ NODE_ENV: 'development', SMS_PROVIDER: 'infobip' })).toContain(
      '- INFOBIP_BASE_URL must be set when SMS_PROVIDER=infobip',
    );
    expect(refusal({ SMS_PROVIDER: 'twilio' })).toContain(
      '- SMS_PROVIDER must be infobip or outbox',
    );
    expect(refusal({ SMS_SENDER: 'NaRate-Montenegro' })).toContain('- SMS_SENDER must be up to 11');
    expect(loadConfig({ SMS_SENDER: '+38220123456' }).smsSender).toBe('+38220123456');
  });

  it('refuses the local card acquirer in production, and Monri without its keys', () => {
    expect(() => loadConfig({ ...PRODUCTION, CARD_ACQUIRER: 'local' })).toThrow(
      /CARD_ACQUIRER=local is refused in production/,
    );
    // Unset in production means Monri, so its keys are asked for.
    const unset = () =>
      loadConfig({
        ...PRODUCTION,
        CARD_ACQUIRER: undefined,
        MONRI_BASE_URL: undefined,
        MONRI_MERCHANT_KEY: undefined,
        MONRI_AUTHENTICITY_TOKEN: undefined,
      });
    expect(unset).toThrow(/- MONRI_BASE_URL must be set/);
    expect(unset).toThrow(/- MONRI_MERCHANT_KEY must be set/);
    expect(unset).toThrow(/- MONRI_AUTHENTICITY_TOKEN must be set/);
    expect(() => loadConfig({ ...PRODUCTION, MONRI_BASE_URL: 'http://ipg.monri.com' })).toThrow(
      /MONRI_BASE_URL must be an https:\/\/ URL in production/,
    );
    expect(loadConfig(PRODUCTION).card).toEqual({
      acquirer: 'monri',
      baseUrl: 'https://ipg.monri.com',
      merchantKey: MONRI.MONRI_MERCHANT_KEY,
      authenticityToken: MONRI.MONRI_AUTHENTICITY_TOKEN,
      localPort: 3010,
    });
  });

  it('never prints the Monri keys in its refusals', () => {
    let message = '';
    try {
      loadConfig({ ...PRODUCTION, MONRI_MERCHANT_KEY: 'short-secret', CARD_ACQUIRER: 'local' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('MONRI_MERCHANT_KEY must be at least 16 characters');
    expect(message).not.toContain('short-secret');
  });

  it('uses the local acquirer with its shared local keys outside production by default', () => {
    expect(loadConfig({ NODE_ENV: 'test', ACQUIRER_PORT: '4555' }).card).toMatchObject({
      acquirer: 'local',
      baseUrl: 'http://127.0.0.1:4555',
      localPort: 4555,
    });
    expect(() => loadConfig({ NODE_ENV: 'development', CARD_ACQUIRER: 'monri' })).toThrow(
      /MONRI_MERCHANT_KEY must be set for CARD_ACQUIRER=monri/,
    );
    expect(() => loadConfig({ CARD_ACQUIRER: 'visa' })).toThrow(
      /CARD_ACQUIRER must be monri or local/,
    );
  });

  it("requires NaRate's payout account, as a valid IBAN and BIC", () => {
    for (const name of ['PAYOUT_DEBTOR_NAME', 'PAYOUT_DEBTOR_IBAN', 'PAYOUT_DEBTOR_BIC']) {
      expect(() => loadConfig({ ...PRODUCTION, [name]: undefined }), name).toThrow(
        new RegExp(`${name} must be set in production`),
      );
    }
    expect(loadConfig(PRODUCTION).payoutDebtor).toEqual({
      name: 'NaRate d.o.o.',
      iban: 'ME25505000012345678951',
      bic: 'DEMOMEPG',
    });
    expect(() => loadConfig({ PAYOUT_DEBTOR_IBAN: 'ME25505000012345678952' })).toThrow(
      /PAYOUT_DEBTOR_IBAN must be a valid IBAN/,
    );
    expect(() => loadConfig({ PAYOUT_DEBTOR_BIC: 'NOTABIC' })).toThrow(
      /PAYOUT_DEBTOR_BIC must be a BIC/,
    );
    // Outside production a made-up account, so demo files can be made.
    expect(loadConfig({}).payoutDebtor.iban).toBe('ME25505000012345678951');
  });

  it('requires the VAPID keys and subject in production, and refuses private push endpoints', () => {
    const { VAPID_PRIVATE_KEY: _omitted, ...withoutPrivateKey } = PRODUCTION;
    expect(() => loadConfig(withoutPrivateKey)).toThrow(
      /VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT must be set in production/,
    );
    expect(() => loadConfig({ ...PRODUCTION, PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true' })).toThrow(
      /PUSH_ALLOW_PRIVATE_ENDPOINTS=true is refused in production/,
    );
    expect(loadConfig(PRODUCTION).vapid).toEqual({
      publicKey: VAPID.VAPID_PUBLIC_KEY,
      privateKey: VAPID.VAPID_PRIVATE_KEY,
    });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: VAPID.VAPID_PUBLIC_KEY })).toThrow(
      /must be set together/,
    );
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: 'short' })).toThrow(/VAPID_PRIVATE_KEY must be/);
    expect(loadConfig({}).vapid).toBeUndefined();
  });

  it('refuses webhooks to private addresses in production', () => {
    expect(() => loadConfig({ ...PRODUCTION, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' })).toThrow(
      /WEBHOOK_ALLOW_PRIVATE_TARGETS=true is refused in production/,
    );
  });

  it('refuses an all-zero or patterned encryption key', () => {
    for (const key of ['0'.repeat(64), 'ab'.repeat(32), '0123456789abcdef'.repeat(4)]) {
      expect(() => loadConfig({ ...PRODUCTION, ENCRYPTION_KEY: key }), key).toThrow(
        /ENCRYPTION_KEY is not random enough/,
      );
    }
  });

  it('never prints the value of a secret setting', () => {
    let message = '';
    try {
      loadConfig({
        NODE_ENV: 'production',
        ENCRYPTION_KEY: `${KEY.slice(0, 63)}`,
        SMTP_URL: 'submission://mailer:S3cr3t-SMTP-pass@mail.example.com:587',
        DATABASE_URL: 'postgresql+psycopg://narate:DbPassw0rd!@db.internal/narate',
        METRICS_TOKEN: 'short-secret',
        ADMIN_PASSWORD: 'x',
        PORT: 'eighty',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('- ENCRYPTION_KEY must be 64 hexadecimal characters');
    expect(message).toContain('- SMTP_URL must be an smtp:// or smtps:// URL');
    expect(message).toContain('- DATABASE_URL must be a postgres:// or postgresql:// URL');
    expect(message).toContain('- METRICS_TOKEN must be at least 16 characters');
    expect(message).toContain('got "eighty"');
    for (const secret of [KEY.slice(0, 20), 'S3cr3t-SMTP-pass', 'DbPassw0rd!', 'short-secret']) {
      expect(message).not.toContain(secret);
    }
  });
});

describe('WEBHOOK_ALLOW_PRIVATE_TARGETS', () => {
  it('is off in every mode unless set to true', () => {
    for (const NODE_ENV of ['development', 'test', 'production', undefined]) {
      expect(loadConfig({ ...PRODUCTION, NODE_ENV }).webhookAllowPrivateTargets).toBe(false);
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
      devRoutesEnabled: false,
      metricsToken: undefined,
      port: 3000,
      host: '127.0.0.1',
      requestTimeoutMs: 30_000,
      maxConnections: 2_000,
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
      payoutDebtor: { name: 'NaRate d.o.o.', iban: 'ME25505000012345678951', bic: 'DEMOMEPG' },
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
    expect(loadConfig(PRODUCTION).encryptionKey).toBe(KEY);
  });

  it('ignores the test-only settings in production', () => {
    const config = loadConfig({
      ...PRODUCTION,
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
