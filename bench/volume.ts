import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '#server/app';
import { LOCAL_ACQUIRER_KEYS, loadConfig } from '#server/config';
import { openDatabase, openPool } from '#server/db/database';
import { migrate } from '#server/db/migrate';
import { seedDemoData, DEMO_MERCHANT } from '#server/demo-data/seed';
import { backgroundJobs } from '#server/jobs/background-jobs';
import { runReconciliation } from '#server/ledger/reconciliation';
import { createEncryption } from '#server/security/encryption';
import {
  startTestAcquirer,
  storedTransaction,
  writeAcquirerStore,
} from '#server/testing/local-acquirer';
import { seedVolume, VOLUME } from './seed-volume';

/**
 * `npx tsx bench/volume.ts`: every list route and every background job timed on the bench's
 * volume (bench/seed-volume.ts), written into bench/results/latest.json under `volume`.
 * The data directory is kept (BENCH_VOLUME_DIR, a folder under the system's temporary one by
 * default), so a second run skips the seeding. Never part of `npm test`.
 */
const DATA_DIR = process.env.BENCH_VOLUME_DIR ?? path.join(os.tmpdir(), 'narate-bench-volume');
const REPEATS = Number(process.env.BENCH_VOLUME_REPEATS ?? 5);
/** `routes` or `jobs` to time only those (while working on one of them). */
const ONLY = process.env.BENCH_VOLUME_ONLY;
const PASSWORD = 'Bench-volume-2026';
const KEY = '9c1b2f3e4d5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0';

fs.mkdirSync(DATA_DIR, { recursive: true, mode: 0o711 });
const handle = await openDatabase({ dataDir: DATA_DIR, embeddedMode: 'start', poolSize: 10 });
await migrate(handle);
const users = await handle.db
  .selectFrom('users')
  .select((eb) => eb.fn.countAll<string>().as('n'))
  .executeTakeFirstOrThrow();
let seedMs: number | null = null;
if (Number(users.n) === 0) {
  const started = Date.now();
  const encryption = createEncryption(Buffer.from(KEY, 'hex'));
  await seedDemoData(handle.db, { demoMerchant: true, password: PASSWORD, encryption });
  // One connection without the app's statement timeout: a bulk insert may take longer.
  const seeding = await openPool(handle.url, 1);
  await sql`set statement_timeout = 0`.execute(seeding.db);
  await seedVolume(seeding.db);
  await seeding.close();
  seedMs = Date.now() - started;
  console.log(`seeded the volume in ${seedMs} ms`);
}

// The local acquirer answers the jobs that ask the card network: reconciliation reads its
// statement (every charge it carried out) in pages, from where the last run stopped. Its records
// are written from the volume's card payments, so that statement and books agree as they would.
const acquirerStore = path.join(DATA_DIR, 'acquirer-store.json');
if (!fs.existsSync(acquirerStore)) {
  const charges = await sql<{ key: string; amount_cents: number; created_at: Date }>`
    select provider_charge_id as key, amount_cents, created_at from payments
    where provider_charge_id like 'bv_%'`.execute(handle.db);
  writeAcquirerStore(
    acquirerStore,
    charges.rows.map((row) =>
      storedTransaction(row.key, {
        amount: row.amount_cents,
        createdAt: row.created_at.toISOString(),
      }),
    ),
  );
}
const acquirer = await startTestAcquirer({ ...LOCAL_ACQUIRER_KEYS, storeFile: acquirerStore });
const baseConfig = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_DISABLED: 'true',
});
const config = {
  ...baseConfig,
  card: { ...baseConfig.card, baseUrl: acquirer.url },
  clientDir: '/nonexistent',
  encryptionKey: KEY,
};
const app = await buildApp({ config, database: handle, ownsDatabase: false });
await app.ready();

async function login(email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-narate-csrf': '1', 'content-type': 'application/json' },
    payload: { email, password: PASSWORD },
  });
  const cookie = response.cookies.find((c) => c.name.endsWith('narate_session'));
  if (!cookie) throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}
const admin = await login('admin@narate.me');
const shopper = await login('kupac@narate.me');
const merchant = await login(DEMO_MERCHANT.email);

/** Longest stretch the event loop could not turn, from a 1 ms timer's lateness. */
function loopWatch() {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last - 1);
    last = now;
  }, 1);
  return () => {
    clearInterval(timer);
    histogram.disable();
    return {
      longestBlockMs: Math.round(longest),
      eventLoopP99Ms: Math.round(histogram.percentile(99) / 1e6),
    };
  };
}

const ms = (n: number) => Math.round(n * 10) / 10;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

interface RouteTiming {
  name: string;
  url: string;
  status: number;
  medianMs: number;
  maxMs: number;
}
const routes: RouteTiming[] = [];
async function timeRoute(name: string, url: string, cookie?: string, headers = {}) {
  const times: number[] = [];
  let status = 0;
  let body = '';
  for (let i = 0; i < REPEATS + 1; i += 1) {
    const started = performance.now();
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { ...(cookie ? { cookie } : {}), ...headers },
    });
    if (i > 0) times.push(performance.now() - started);
    status = response.statusCode;
    body = response.body;
  }
  routes.push({ name, url, status, medianMs: ms(median(times)), maxMs: ms(Math.max(...times)) });
  console.log(`${name}: ${status} median ${ms(median(times))} ms, max ${ms(Math.max(...times))}`);
  return body;
}

if (ONLY !== 'jobs') {
  const firstPage = JSON.parse(
    await timeRoute('admin transactions, page 1', '/api/admin/transactions?page=1', admin),
  ) as { nextCursor?: string | null };
  await timeRoute(
    'admin transactions, page 500 (offset)',
    '/api/admin/transactions?page=500',
    admin,
  );
  if (firstPage.nextCursor) {
    await timeRoute(
      'admin transactions, next page by cursor',
      `/api/admin/transactions?cursor=${encodeURIComponent(firstPage.nextCursor)}`,
      admin,
    );
  }
  await timeRoute(
    'admin transactions, status overdue',
    '/api/admin/transactions?status=overdue',
    admin,
  );
  await timeRoute('admin users, newest first', '/api/admin/users?page=1', admin);
  await timeRoute('admin users, search petrovi', '/api/admin/users?q=petrovi&page=1', admin);
  await timeRoute('admin users, by name', '/api/admin/users?sort=name&dir=asc&page=1', admin);
  await timeRoute('admin contacts', '/api/admin/contacts?page=1', admin);
  await timeRoute('admin stats', '/api/admin/stats', admin);
  await timeRoute('admin audit', '/api/admin/audit', admin);
  await timeRoute('admin payout files', '/api/admin/payout-files', admin);
  await timeRoute('shopper transactions', '/api/me/transactions?limit=5', shopper);
  await timeRoute('shopper transactions page 2', '/api/me/transactions?page=2', shopper);
  await timeRoute('shopper orders', '/api/me/orders', shopper);
  await timeRoute('shopper payment calendar', '/api/me/payment-calendar', shopper);
  await timeRoute('merchant orders', '/api/merchant/orders', merchant);
  await timeRoute('merchant API orders', '/api/v1/orders', undefined, {
    authorization: 'Bearer sk_test_demo_NaRateDemoProdavnica2026',
  });
}

interface JobTiming {
  name: string;
  totalMs: number;
  /** Longest stretch the event loop could not turn while the job ran. */
  maxLoopBlockMs: number;
  eventLoopP99Ms: number;
  /** What the job reports it did (rows, shoppers, lines…), summed. */
  rows: number | null;
  error?: string;
}

/** A job's answer as one number: a count, the sum of its counts, or a list's length. */
function rowsOf(result: unknown): number | null {
  if (typeof result === 'number') return result;
  if (Array.isArray(result)) return result.length;
  if (result && typeof result === 'object') {
    if ('discrepancies' in result && Array.isArray(result.discrepancies)) {
      return result.discrepancies.length;
    }
    const counts = Object.values(result).filter((v): v is number => typeof v === 'number');
    return counts.length > 0 ? counts.reduce((a, b) => a + b, 0) : null;
  }
  return null;
}

const jobs: JobTiming[] = [];
async function timeJob(name: string, run: () => Promise<unknown>) {
  const stop = loopWatch();
  const started = performance.now();
  let error: string | undefined;
  let result: unknown;
  try {
    result = await run();
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
  }
  const totalMs = Math.round(performance.now() - started);
  const loop = stop();
  const rows = rowsOf(result);
  jobs.push({
    name,
    totalMs,
    maxLoopBlockMs: loop.longestBlockMs,
    eventLoopP99Ms: loop.eventLoopP99Ms,
    rows,
    ...(error ? { error } : {}),
  });
  console.log(
    `job ${name}: ${totalMs} ms, rows ${rows}, longest event-loop block ${loop.longestBlockMs} ms${error ? ` (${error})` : ''}`,
  );
}
const deps = { db: handle.db, provider: app.paymentProvider };
for (const job of ONLY === 'routes' ? [] : backgroundJobs(app)) {
  if (job.name === 'reconciliation') {
    // The daily job runs once a day: timed here as a first run (the whole statement read) and
    // as the next one (only what came since).
    await sql`update reconciliation_statement_cursor set read_at = null`.execute(handle.db);
    await timeJob('reconciliation (first run: the whole statement)', () => runReconciliation(deps));
    await timeJob('reconciliation (next run: since the last)', () => runReconciliation(deps));
    continue;
  }
  await timeJob(job.name, () => job.run());
}
await app.close();
await acquirer.close();
await handle.close();

const resultsFile = 'bench/results/latest.json';
fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
const previous = fs.existsSync(resultsFile)
  ? (JSON.parse(fs.readFileSync(resultsFile, 'utf8')) as Record<string, unknown>)
  : {};
fs.writeFileSync(
  resultsFile,
  `${JSON.stringify(
    {
      ...previous,
      volume: {
        at: new Date().toISOString(),
        loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
        rows: VOLUME,
        seedMs,
        repeats: REPEATS,
        routes,
        jobs,
      },
    },
    null,
    2,
  )}\n`,
);
