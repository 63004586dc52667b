import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { Pool } from 'undici';
import { openDatabase } from '../src/server/db/database';
import { startEmbeddedPostgres } from '../src/server/db/embedded-postgres';
import {
  TEST_DEMO_PASSWORD,
  freePort,
  freshDatabaseUrl,
  login,
  startServer,
} from '../faults/support/server-process';
import {
  CONFIRM_BODY,
  CONFIRM_HEADERS,
  confirmPath,
  decisionRequests,
  MERCHANT_HEADERS,
  prepareDecisionShoppers,
  SESSION_BODY,
} from './decision-requests';
import { seedVolume, VOLUME } from './seed-volume';

/**
 * `npm run bench`: the production build on a fresh database (the embedded PostgreSQL, or a new
 * database on the server of DATABASE_URL) with a realistic volume, measured with autocannon in
 * one run. Every route is compared with the database ceiling measured in the same run: bare
 * Fastify doing one pooled `SELECT 1` per request against the same database.
 */
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DECISION_CONNECTIONS = 100;
/** The share of the decision's saturation throughput offered in its fixed-rate run. */
const DECISION_LOAD = Number(process.env.BENCH_DECISION_LOAD ?? 0.5);
const POOL_SIZE = process.env.DATABASE_POOL_SIZE ?? '10';

type Kind = 'ceiling' | 'read' | 'write' | 'decision';
interface RouteResult {
  name: string;
  kind: Kind;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  ratioToDbCeiling: number;
  /** The database ceiling measured just before this route, which its ratio is taken against. */
  dbCeilingReqPerSec?: number;
}

async function measure(
  name: string,
  kind: Kind,
  options: autocannon.Options,
): Promise<RouteResult> {
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: DURATION_S,
    ...options,
  });
  return {
    name,
    kind,
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    ratioToDbCeiling: 0,
  };
}

/**
 * The checkout decision offered at `requestsPerSecond` (both calls counted, as autocannon counts
 * them): decisions start at the moments of a Poisson process over at most DECISION_CONNECTIONS
 * keep-alive connections, each with a shopper of its own that no other running decision uses.
 * Latency is per request, from sending it to its whole answer.
 */
async function openLoopDecision(
  name: string,
  base: string,
  requestsPerSecond: number,
  options: { cookies: string[] },
): Promise<RouteResult> {
  const pool = new Pool(base, { connections: DECISION_CONNECTIONS });
  const latencies: number[] = [];
  let errors = 0;
  let waitedForShopper = 0;
  const free = [...options.cookies];
  const waiting: Array<(cookie: string) => void> = [];
  const takeShopper = (): Promise<string> => {
    const cookie = free.pop();
    if (cookie) return Promise.resolve(cookie);
    waitedForShopper += 1;
    return new Promise((resolve) => waiting.push(resolve));
  };
  const giveBack = (cookie: string) => {
    const next = waiting.shift();
    if (next) next(cookie);
    else free.push(cookie);
  };
  const send = async (
    path: string,
    headers: Record<string, string>,
    body: string,
  ): Promise<string | null> => {
    const started = performance.now();
    try {
      const response = await pool.request({ method: 'POST', path, headers, body });
      const text = await response.body.text();
      if (response.statusCode >= 300) errors += 1;
      return text;
    } catch {
      errors += 1;
      return null;
    } finally {
      latencies.push(performance.now() - started);
    }
  };
  const decide = async () => {
    const cookie = await takeShopper();
    try {
      const created = await send(
        '/api/v1/checkout/sessions',
        { ...MERCHANT_HEADERS, 'idempotency-key': randomUUID() },
        SESSION_BODY,
      );
      const id = created ? (JSON.parse(created) as { id?: string }).id : undefined;
      if (!id) return;
      await send(
        confirmPath(id),
        { ...CONFIRM_HEADERS, cookie, 'idempotency-key': randomUUID() },
        CONFIRM_BODY,
      );
    } finally {
      giveBack(cookie);
    }
  };
  const decisionsPerSecond = requestsPerSecond / 2;
  const started = performance.now();
  const end = started + DURATION_S * 1000;
  const running: Promise<void>[] = [];
  for (
    let at = started;
    at < end;
    at += (-Math.log(1 - Math.random()) * 1000) / decisionsPerSecond
  ) {
    const wait = at - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    running.push(decide());
  }
  await Promise.all(running);
  const elapsedS = (performance.now() - started) / 1000;
  await pool.close();
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0);
  if (waitedForShopper > 0) {
    console.log(`  (${name}: ${waitedForShopper} decisions waited for a free shopper)`);
  }
  return {
    name,
    kind: 'decision',
    reqPerSec: Math.round(latencies.length / elapsedS),
    p50Ms: percentile(0.5),
    p99Ms: percentile(0.99),
    errors,
    ratioToDbCeiling: 0,
  };
}

/** Peak resident memory (VmHWM) of one process, in MB. */
function peakRssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

/** The embedded server: its postmaster and every backend it forked, summed. */
function databasePeakRssMb(dataDir: string): number | null {
  let postmaster: number;
  try {
    postmaster = Number(
      fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
  } catch {
    return null;
  }
  let total = peakRssMb(postmaster);
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === postmaster) total += peakRssMb(Number(entry));
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}

async function waitForOk(url: string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

const databaseUrl = freshDatabaseUrl();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'narate-bench-'));
// Others may pass through (not list) this fresh folder, so a server run as `postgres` under root
// keeps its cluster in it (DATA_DIR/pg, read below) rather than in /var/lib/narate.
fs.chmodSync(dataDir, 0o711);
const env: Record<string, string> = {
  DATA_DIR: dataDir,
  // The production default: one log line per request is part of what is measured.
  LOG_LEVEL: 'info',
  DATABASE_POOL_SIZE: POOL_SIZE,
};
if (databaseUrl) env.DATABASE_URL = databaseUrl;

// 1. First start on an empty data directory: initdb (embedded), migrate, demo seed.
// Both start-ups run what `npm start` runs: the build check (nothing changed since the build
// this bench just made), then the server.
const START_SCRIPT = 'scripts/start.mjs';
let started = Date.now();
const first = await startServer(env, START_SCRIPT);
const startEmptyMs = Date.now() - started;
await first.stop();

// 2. Realistic volume, written while the app is stopped.
started = Date.now();
// One connection without the app's statement timeout: on a busy shared machine one bulk insert of
// the volume can take longer than a request ever may.
const handle = await openDatabase({ databaseUrl, dataDir, embeddedMode: 'attach', poolSize: 1 });
await sql`set statement_timeout = 0`.execute(handle.db);
await seedVolume(handle.db);
// The checkout decision buys again and again: the demo shopper's limit must not run out
// (a top score, so the tier's ceiling is the highest).
await handle.db
  .updateTable('user_credit_scores')
  .set({ spending_limit: 2_000_000_000, score: 950 })
  .where('user_id', 'in', (eb) =>
    eb.selectFrom('users').select('id').where('email', '=', 'kupac@narate.me'),
  )
  .execute();
const decisionCookies = (await prepareDecisionShoppers(handle.db, DECISION_CONNECTIONS)).map(
  (shopper) => shopper.cookie,
);
await handle.close();
const seedMs = Date.now() - started;

// 3. Start on the full data directory, then the measurements.
started = Date.now();
const server = await startServer(env, START_SCRIPT);
const startFullMs = Date.now() - started;

const ceilingUrl = databaseUrl ?? (await startEmbeddedPostgres(dataDir, { mode: 'attach' })).url;
const ceilingPort = await freePort();
const ceiling: ChildProcess = spawn(
  process.execPath,
  ['--import', 'tsx', 'bench/hello-server.ts'],
  {
    env: {
      ...process.env,
      PORT: String(ceilingPort),
      CEILING_DATABASE_URL: ceilingUrl,
      DATABASE_POOL_SIZE: POOL_SIZE,
    },
    stdio: 'ignore',
  },
);
const routes: RouteResult[] = [];
try {
  const ceilingBase = `http://127.0.0.1:${ceilingPort}`;
  await waitForOk(`${ceilingBase}/db`);
  const shopper = await login(server.base, 'kupac@narate.me', TEST_DEMO_PASSWORD);
  const admin = await login(server.base, 'admin@narate.me', TEST_DEMO_PASSWORD);
  const cookie = (token?: string) => ({ cookie: `narate_session=${token}` });
  const created = await fetch(`${server.base}/api/v1/checkout/sessions`, {
    method: 'POST',
    headers: { ...MERCHANT_HEADERS, 'idempotency-key': randomUUID() },
    body: SESSION_BODY,
  });
  const checkoutId = ((await created.json()) as { id: string }).id;

  // The machine is shared: what else runs on it changes from one second to the next, so one
  // ceiling measured at the start says little about a route measured a minute later. Each read
  // and write route is therefore measured right after a ceiling run of its own, and its ratio is
  // taken against that one.
  const besideCeiling = async (route: () => Promise<RouteResult>): Promise<RouteResult> => {
    const ceilingNow = await measure('ceiling', 'ceiling', { url: `${ceilingBase}/db` });
    return { ...(await route()), dbCeilingReqPerSec: ceilingNow.reqPerSec };
  };
  routes.push(await measure('bare Fastify hello', 'ceiling', { url: `${ceilingBase}/` }));
  routes.push(
    await measure('bare Fastify + pooled SELECT 1', 'ceiling', { url: `${ceilingBase}/db` }),
  );
  const reads: [string, string, Record<string, string>][] = [
    ['GET /api/health', '/api/health', {}],
    ['GET /api/auth/session', '/api/auth/session', cookie(shopper.token)],
    ['GET /api/me/credit-score', '/api/me/credit-score', cookie(shopper.token)],
    ['GET /api/me/transactions', '/api/me/transactions?limit=5', cookie(shopper.token)],
    ['GET /api/me/orders', '/api/me/orders', cookie(shopper.token)],
    ['admin user search', '/api/admin/users?q=petrovi&page=1', cookie(admin.token)],
    [
      'GET /api/checkout/sessions/:id',
      `/api/checkout/sessions/${checkoutId}`,
      cookie(shopper.token),
    ],
  ];
  for (const [name, url, headers] of reads) {
    const probe = await fetch(`${server.base}${url}`, { headers });
    if (!probe.ok) {
      console.log(`  (skipped ${name}: answers ${probe.status} in this build)`);
      continue;
    }
    routes.push(
      await besideCeiling(() => measure(name, 'read', { url: `${server.base}${url}`, headers })),
    );
  }
  routes.push(
    await besideCeiling(() =>
      measure('POST /api/contact', 'write', {
        url: `${server.base}/api/contact`,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-narate-csrf': '1' },
        body: JSON.stringify({
          name: 'Bench',
          email: 'bench@narate.me',
          reason: 'general',
          message: 'Poruka iz mjerenja brzine odgovora.',
        }),
      }),
    ),
  );
  // The checkout decision: the merchant creates a session, the shopper confirms it (decision,
  // plan, first charge), at 100 connections.
  const decision: autocannon.Options = {
    url: server.base,
    connections: DECISION_CONNECTIONS,
    requests: decisionRequests(decisionCookies),
  };
  // First a closed loop (each connection sends its next request as soon as the last answered):
  // its throughput is the saturation, and its latency is the queue that saturation builds.
  const saturated = await measure(
    'checkout decision: create session + confirm (closed loop, saturation)',
    'decision',
    decision,
  );
  routes.push(saturated);
  // Then the same 100 connections offered a fixed rate below that saturation (by default half
  // of it, BENCH_DECISION_LOAD), the latency a shop sees while NaRate keeps up with its traffic.
  // Decisions arrive one by one at random moments (a Poisson process), as shoppers do, not as
  // autocannon's rate limit sends them: each of its connections sends its share at the start of
  // every second, so all connections fire together and the "fixed rate" was a burst of as many
  // decisions as connections once a second, whose queue the latency then measured.
  const offeredRate = Math.max(2, Math.round(saturated.reqPerSec * DECISION_LOAD));
  routes.push(
    await openLoopDecision(
      `checkout decision at a fixed ${offeredRate} req/s (${Math.round(DECISION_LOAD * 100)} % of saturation, random arrivals)`,
      server.base,
      offeredRate,
      { cookies: decisionCookies },
    ),
  );
} finally {
  ceiling.kill('SIGTERM');
}
const appPeakRssMb = peakRssMb(server.child.pid!);
const dbPeakRssMb = databaseUrl ? null : databasePeakRssMb(dataDir);
await server.stop();
fs.rmSync(dataDir, { recursive: true, force: true });

const dbCeiling = routes.find((r) => r.name === 'bare Fastify + pooled SELECT 1')?.reqPerSec ?? 1;
for (const route of routes) {
  route.ratioToDbCeiling = Number(
    (route.reqPerSec / (route.dbCeilingReqPerSec ?? dbCeiling)).toFixed(2),
  );
}

const database = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'embedded PostgreSQL 18';
const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? 'unknown',
  memoryGb: Math.round(os.totalmem() / 1024 ** 3),
  node: process.version,
  loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
};
console.log(
  `\nNaRate benchmark — ${database}, ${VOLUME.shoppers} shoppers, ${VOLUME.transactions} transactions; ${machine.cpus} cores (${machine.cpuModel})`,
);
console.log(
  `${CONNECTIONS} connections (the decision: ${DECISION_CONNECTIONS}) × ${DURATION_S} s each, pool ${POOL_SIZE}\n`,
);
console.log(
  '| route | kind | req/s | p50 ms | p99 ms | errors | DB ceiling beside it | ratio to DB ceiling |',
);
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of routes) {
  console.log(
    `| ${r.name} | ${r.kind} | ${r.reqPerSec} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors} | ${r.dbCeilingReqPerSec ?? ''} | ${r.ratioToDbCeiling.toFixed(2)} |`,
  );
}
console.log(
  `\nstart-up to first answer: ${startEmptyMs} ms on an empty data directory, ${startFullMs} ms on the full one`,
);
console.log(
  `volume seeding ${seedMs} ms; peak RSS: app ${appPeakRssMb} MB, database ${dbPeakRssMb ?? 'n/a'} MB`,
);

fs.mkdirSync('bench/results', { recursive: true });
fs.writeFileSync(
  'bench/results/latest.json',
  `${JSON.stringify(
    {
      at: new Date().toISOString(),
      machine,
      database,
      volume: VOLUME,
      settings: { durationS: DURATION_S, connections: CONNECTIONS, poolSize: Number(POOL_SIZE) },
      routes,
      startup: { emptyDataDirMs: startEmptyMs, fullDataDirMs: startFullMs },
      seedMs,
      peakRssMb: { app: appPeakRssMb, database: dbPeakRssMb },
    },
    null,
    2,
  )}\n`,
);
