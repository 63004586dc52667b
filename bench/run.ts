import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../src/server/db/database';
import {
  TEST_DEMO_PASSWORD,
  freePort,
  freshDatabaseUrl,
  login,
  startServer,
} from '../faults/support/server-process';
import { seedVolume, VOLUME } from './seed-volume';

/**
 * `npm run bench`: the production build on a fresh database with a realistic volume, measured
 * with autocannon in one run, each route compared with bare Fastify on the same machine.
 */
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Row {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  ratio: number;
}

async function measure(name: string, url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  const errors = result.errors + result.timeouts + result.non2xx;
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
  };
}

function peakRssMb(child: ChildProcess): number {
  const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

const databaseUrl = freshDatabaseUrl();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'narate-bench-'));
const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
if (databaseUrl) env.DATABASE_URL = databaseUrl;

// 1. First start on an empty database: migrate + demo seed, then time to first answer.
let started = Date.now();
const first = await startServer(env);
const coldStartMs = Date.now() - started;
await first.stop();

// 2. Realistic volume, written straight into the (stopped) server's database.
started = Date.now();
const handle = await openDatabase({ databaseUrl, dataDir });
await seedVolume(handle.db);
await handle.close();
const seedMs = Date.now() - started;

// 3. Warm start on the full database, then the measurements.
started = Date.now();
const server = await startServer(env);
const warmStartMs = Date.now() - started;
const helloPort = await freePort();
const hello = spawn(process.execPath, ['--import', 'tsx', 'bench/hello-server.ts'], {
  env: { ...process.env, PORT: String(helloPort) },
  stdio: 'ignore',
});
const rows: Row[] = [];
try {
  for (let i = 0; i < 100; i += 1) {
    if (
      await fetch(`http://127.0.0.1:${helloPort}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const shopper = await login(server.base, 'kupac@narate.me', TEST_DEMO_PASSWORD);
  const admin = await login(server.base, 'admin@narate.me', TEST_DEMO_PASSWORD);
  const cookie = (token?: string) => ({ cookie: `narate_session=${token}` });
  // A checkout session of the demo merchant; its page computes the decision for the signed-in
  // shopper (verification, overdue, available limit) on every load.
  const created = await fetch(`${server.base}/api/v1/checkout/sessions`, {
    method: 'POST',
    headers: {
      authorization: 'Bearer sk_test_demo_NaRateDemoProdavnica2026',
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      amount_cents: 8_990,
      order_reference: 'bench-1',
      success_url: 'https://shop.example/ok',
      cancel_url: 'https://shop.example/cancel',
    }),
  });
  const checkoutId = created.ok ? ((await created.json()) as { id: string }).id : 'missing';
  const targets: [string, string, Record<string, string>][] = [
    ['bare Fastify hello (ceiling)', `http://127.0.0.1:${helloPort}/`, {}],
    ['GET /api/health', `${server.base}/api/health`, {}],
    [
      'dashboard: GET /api/me/transactions',
      `${server.base}/api/me/transactions?limit=5`,
      cookie(shopper.token),
    ],
    [
      'dashboard: GET /api/me/credit-score',
      `${server.base}/api/me/credit-score`,
      cookie(shopper.token),
    ],
    [
      'admin users search',
      `${server.base}/api/admin/users?search=petrovi&page=1`,
      cookie(admin.token),
    ],
    [
      'checkout decision: GET /api/checkout/sessions/:id',
      `${server.base}/api/checkout/sessions/${checkoutId}`,
      cookie(shopper.token),
    ],
  ];
  for (const [name, url, headers] of targets) {
    const probe = await fetch(url, { headers });
    if (probe.status === 404) {
      console.log(`  (skipped ${name}: route not present in this build)`);
      continue;
    }
    const row = await measure(name, url, headers);
    rows.push({ ...row, ratio: 0 });
  }
} finally {
  hello.kill('SIGTERM');
}
const peakMb = peakRssMb(server.child);
await server.stop();

const ceiling = rows[0]?.requestsPerSecond ?? 1;
for (const row of rows) row.ratio = row.requestsPerSecond / ceiling;

const database = databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)';
console.log(
  `\nNaRate benchmark — ${database}, ${VOLUME.shoppers} shoppers, ${VOLUME.transactions} transactions, ${VOLUME.merchants} merchants`,
);
console.log(`${CONNECTIONS} connections × ${DURATION_S} s each, ${os.cpus().length} cores\n`);
console.log('| route | req/s | p50 ms | p99 ms | errors | ratio to ceiling |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const r of rows) {
  console.log(
    `| ${r.name} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.ratio.toFixed(2)} |`,
  );
}
console.log(
  `\nstart-up to first answer: ${coldStartMs} ms on an empty database (migrate + seed), ${warmStartMs} ms with the full volume`,
);
console.log(`volume seeding: ${seedMs} ms; server peak memory (RSS high-water mark): ${peakMb} MB`);

fs.mkdirSync('bench/results', { recursive: true });
fs.writeFileSync(
  'bench/results/latest.json',
  JSON.stringify(
    {
      at: new Date().toISOString(),
      database,
      volume: VOLUME,
      rows,
      coldStartMs,
      warmStartMs,
      seedMs,
      peakMb,
    },
    null,
    2,
  ),
);
