// `NODE_ENV=production` refuses to pretend: the real start-up (src/server/main.ts, what
// `npm start` runs once built) exits non-zero naming each unsafe setting, before it opens a
// database or a port, and the dev mailbox page does not exist.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './testing/test-app';

const TSX_CLI = path.resolve('node_modules/tsx/dist/cli.mjs');
const MAIN = path.resolve('src/server/main.ts');

/** 32 different bytes: a key the weak-key check accepts. */
const KEY = Array.from({ length: 32 }, (_, i) => (i * 7 + 3).toString(16).padStart(2, '0')).join(
  '',
);

function start(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'narate-prod-start-'));
  try {
    return spawnSync(process.execPath, [TSX_CLI, MAIN], {
      // Only what is given: nothing from the test run's own environment leaks in.
      env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), DATA_DIR: dataDir, ...env },
      encoding: 'utf8',
      timeout: 60_000,
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('NODE_ENV=production start-up', () => {
  it('exits non-zero naming every missing or unsafe setting, without printing a secret', () => {
    const run = start({
      NODE_ENV: 'production',
      ENCRYPTION_KEY: KEY,
      SMS_PROVIDER: 'outbox',
      INFOBIP_API_KEY: 'infobip-secret-key-never-printed',
      CARD_ACQUIRER: 'local',
    });
    expect(run.status, run.stderr).toBe(1);
    const output = `${run.stdout}${run.stderr}`;
    expect(output).toContain('Invalid configuration in the environment:');
    for (const line of [
      '- APP_URL must be set in production',
      '- SMTP_URL must be set in production',
      '- SMS_PROVIDER must be infobip in production',
      '- INFOBIP_BASE_URL must be set in production',
      '- INFOBIP_WEBHOOK_SECRET must be set in production',
      '- CARD_ACQUIRER=local is refused in production',
    ]) {
      expect(output).toContain(line);
    }
    expect(output).not.toContain('infobip-secret-key-never-printed');
    expect(output).not.toContain(KEY);
    // Refused before anything started: no stack trace, no listening line.
    expect(output).not.toContain('NaRate listens');
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('refuses SMS kept in the outbox even when everything else is set', () => {
    const run = start({
      NODE_ENV: 'production',
      ENCRYPTION_KEY: KEY,
      APP_URL: 'https://narate.me',
      SMTP_URL: 'smtp://mailer:smtp-secret-password@mail.narate.me:587',
      INFOBIP_BASE_URL: 'https://xyz123.api.infobip.com',
      INFOBIP_API_KEY: 'infobip-secret-key-never-printed',
      INFOBIP_WEBHOOK_SECRET: 'infobip-webhook-secret-never-printed',
      CARD_ACQUIRER: 'monri',
      MONRI_BASE_URL: 'https://ipg.monri.com',
      MONRI_MERCHANT_KEY: 'monri-merchant-key-never-printed',
      MONRI_AUTHENTICITY_TOKEN: 'monri-token-never-printed',
      PAYOUT_DEBTOR_NAME: 'NaRate d.o.o.',
      PAYOUT_DEBTOR_IBAN: 'ME25505000012345678951',
      PAYOUT_DEBTOR_BIC: 'DEMOMEPG',
      VAPID_PUBLIC_KEY:
        'BDtZEf-vI6YuSww5clXbyZCRUBTqZpWLvV4lg2dm6qsGI_zCmi0cnFY5-XjoeQJlNvbBaeeSgE8P5qdaIfCtfsY',
      VAPID_PRIVATE_KEY: 'zX54f4PMZ4j5iwMeEeCh6D4_lhOhiOigM1qCpRczI48',
      VAPID_SUBJECT: 'mailto:podrska@narate.me',
    });
    expect(run.status, run.stderr).toBe(1);
    const output = `${run.stdout}${run.stderr}`;
    expect(output.trim().split('\n')).toEqual([
      'Invalid configuration in the environment:',
      expect.stringMatching(
        /^- SMS_PROVIDER must be infobip in production \(it is unset, which means outbox\)/,
      ),
    ]);
    for (const secret of ['smtp-secret-password', 'never-printed']) {
      expect(output).not.toContain(secret);
    }
  });
});

describe('the dev mailbox page in production', () => {
  it('answers 404, while development serves the page', async () => {
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'narate-client-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>NaRate</title>');
    const production = await createTestApp({
      isProduction: true,
      nodeEnv: 'production',
      clientDir,
    });
    const development = await createTestApp({ clientDir });
    try {
      expect((await production.app.inject({ url: '/dev/mailbox' })).statusCode).toBe(404);
      expect((await production.app.inject({ url: '/api/dev/mailbox' })).statusCode).toBe(404);
      expect((await development.app.inject({ url: '/dev/mailbox' })).statusCode).toBe(200);
    } finally {
      await production.close();
      await development.close();
      fs.rmSync(clientDir, { recursive: true, force: true });
    }
  });
});
