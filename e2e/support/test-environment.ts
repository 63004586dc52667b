import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The demo accounts' password in browser tests (the server honours DEMO_PASSWORD only in tests). */
export const E2E_DEMO_PASSWORD = 'NaRate-E2E-Demo-2026!';

/** The dev mailbox's token in browser tests (otherwise the server makes a random one per start). */
export const E2E_DEV_MAILBOX_TOKEN = 'narate-e2e-dev-mailbox-token';
/** What a request to /api/dev/* must carry. */
export const DEV_MAILBOX_HEADERS = { 'x-narate-dev-token': E2E_DEV_MAILBOX_TOKEN };
/** The dev mailbox page, opened the way the link the server prints opens it. */
export function devMailboxUrl(query = ''): string {
  return `/dev/mailbox${query}#token=${E2E_DEV_MAILBOX_TOKEN}`;
}

/** Keys the local acquirer and the app share in browser tests (the app's fixed local ones). */
const LOCAL_ACQUIRER_KEYS = {
  MONRI_MERCHANT_KEY: 'local-acquirer-merchant-key',
  MONRI_AUTHENTICITY_TOKEN: 'localacquirertoken',
};

/** The app's log of the run (its stdout and stderr), scanned for card data at the end. */
export function e2eAppLogFile(): string {
  return path.join(process.env.E2E_DATA_DIR ?? os.tmpdir(), 'app.log');
}

function freePort(): string {
  return execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim();
}

/**
 * When the run that made them passes, its data folder (the embedded cluster, about 50 MB, and the
 * app's log) and its database on a PostgreSQL server go: every run makes new ones, so kept they
 * pile up. A failed run keeps both for reading, and says where. Registered by the process that
 * made them, Playwright's runner, whose exit comes after its web servers were stopped.
 */
function removeLeftoversAfterAPassedRun(): void {
  const dataDir = process.env.E2E_DATA_DIR;
  const databaseUrl = process.env.E2E_DATABASE_URL;
  process.on('exit', (code) => {
    if (code !== 0) {
      console.error(`The browser run's data folder stays for reading: ${dataDir}`);
      return;
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) {
      try {
        execFileSync(process.execPath, ['scripts/test-database.mjs', 'drop', databaseUrl], {
          stdio: ['ignore', 'ignore', 'inherit'],
        });
      } catch {
        // The run passed; a database left on a throwaway server is not worth failing it for.
      }
    }
  });
}

/**
 * Picks a free port, a fresh data folder and (with DATABASE_URL) a fresh PostgreSQL database,
 * once: the values go into process.env, which Playwright's workers inherit.
 */
export function prepareE2eEnvironment(): {
  port: number;
  env: Record<string, string>;
  acquirerPort: number;
  acquirerEnv: Record<string, string>;
} {
  if (!process.env.E2E_PORT) {
    process.env.E2E_PORT = freePort();
    process.env.E2E_ACQUIRER_PORT = freePort();
    process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'narate-e2e-'));
    // Others may pass through (not list) this fresh folder, so a server run as `postgres` under
    // root keeps its cluster in it rather than in /var/lib/narate, where it would outlive the run.
    fs.chmodSync(process.env.E2E_DATA_DIR, 0o711);
    if (process.env.DATABASE_URL) {
      process.env.E2E_DATABASE_URL = execFileSync(process.execPath, [
        'scripts/test-database.mjs',
        'create',
        process.env.DATABASE_URL,
      ])
        .toString()
        .trim();
    }
    removeLeftoversAfterAPassedRun();
  }
  const port = Number(process.env.E2E_PORT);
  const acquirerPort = Number(process.env.E2E_ACQUIRER_PORT);
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: process.env.E2E_DATA_DIR ?? '',
    APP_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    // Browser tests sign in often from one address; the limiter itself is tested in the API suite.
    RATE_LIMIT_DISABLED: 'true',
    // The engine spec's webhook receiver listens on 127.0.0.1.
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    DEMO_PASSWORD: E2E_DEMO_PASSWORD,
    DEV_MAILBOX_TOKEN: E2E_DEV_MAILBOX_TOKEN,
    // The local card acquirer runs beside the app as its own process, as `npm start` runs it.
    CARD_ACQUIRER: 'local',
    ACQUIRER_PORT: String(acquirerPort),
  };
  if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;
  // Its storage is memory: every browser-test run starts with no payments.
  const acquirerEnv: Record<string, string> = {
    ACQUIRER_PORT: String(acquirerPort),
    ...LOCAL_ACQUIRER_KEYS,
    ACQUIRER_CALLBACK_URL: `http://127.0.0.1:${port}/api/payments/card-callback`,
  };
  return { port, env, acquirerPort, acquirerEnv };
}
