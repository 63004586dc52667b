import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { openDatabase } from '#server/db/database';
import { startEmbeddedPostgres } from '#server/db/embedded-postgres';
import {
  TEST_DEMO_PASSWORD,
  freePort,
  freshDatabaseUrl,
  login,
  startServer,
} from '../faults/support/server-process';
import { cpuProfileFlags } from './cpu-profile';
import { printDecision, runDecisionLoad, type DecisionResult } from './decision-load';
import { MERCHANT_HEADERS, prepareDecisionShoppers, SESSION_BODY } from './decision-requests';
import { measureReadRoutes, printReadRoutes, type ReadRouteResult } from './read-routes';

/**
 * `npm run bench`: the production build on a fresh database (the embedded PostgreSQL, or a new
 * database on the server of DATABASE_URL) with a realistic volume, measured with autocannon in
 * one run. Every route is compared with the database ceiling measured in the same run: bare
 * Fastify doing one pooled `SELECT 1` per request against the same database.
 */
const argv = process.argv.slice(2);
const args = new Set(argv);
/** `--quick`: short windows, for iterating on the decision; `--decision-only`: skip the routes. */
const QUICK = args.has('--quick');
const DECISION_ONLY = args.has('--decision-only');
/**
 * `--only read-routes`: only NaRate's read routes against the plain server (a few minutes), on a
 * hundredth of the volume unless BENCH_VOLUME_SCALE says otherwise; the other keys of
 * bench/results/latest.json are kept.
 */
const ONLY =
  argv.find((a) => a.startsWith('--only='))?.slice('--only='.length) ??
  (argv.includes('--only') ? argv[argv.indexOf('--only') + 1] : undefined);
if (ONLY !== undefined && ONLY !== 'read-routes') {
  throw new Error(`--only ${ONLY}: the only part that runs alone is read-routes`);
}
const READ_ROUTES_ONLY = ONLY === 'read-routes';
if (READ_ROUTES_ONLY) process.env.BENCH_VOLUME_SCALE ??= '0.01';
/**
 * `--processes N`: only the scale-out run (bench/scale-out.ts): N app processes behind nginx on
 * one PostgreSQL, one killed halfway, on a hundredth of the volume unless BENCH_VOLUME_SCALE says
 * otherwise; recorded as `scaleOut`, the other keys of bench/results/latest.json are kept.
 */
const PROCESSES_ARG =
  argv.find((a) => a.startsWith('--processes='))?.slice('--processes='.length) ??
  (argv.includes('--processes') ? argv[argv.indexOf('--processes') + 1] : undefined);
if (PROCESSES_ARG !== undefined) {
  process.env.BENCH_VOLUME_SCALE ??= '0.01';
  const { runScaleOut, printScaleOut } = await import('./scale-out');
  const result = await runScaleOut(Number(PROCESSES_ARG));
  printScaleOut(result);
  const latest = 'bench/results/latest.json';
  const previous: Record<string, unknown> = fs.existsSync(latest)
    ? (JSON.parse(fs.readFileSync(latest, 'utf8')) as Record<string, unknown>)
    : {};
  fs.mkdirSync('bench/results', { recursive: true });
  const scaleOut = { ...result, at: new Date().toISOString() };
  fs.writeFileSync(latest, `${JSON.stringify({ ...previous, scaleOut }, null, 2)}\n`);
  process.exit(0);
}
// Imported after the line above: the volume is fixed when its module loads.
const { seedVolume, VOLUME } = await import('./seed-volume');
/** Rounds of the read routes against the plain server, and each side's window in seconds. */
const READ_ROUNDS = Number(process.env.BENCH_READ_ROUNDS ?? 5);
const READ_DURATION_S = Number(process.env.BENCH_READ_DURATION ?? (QUICK ? 2 : 3));
/** Seconds of load on each server and route before its rounds (see measureReadRoutes). */
const READ_WARM_UP_S = Number(process.env.BENCH_READ_WARM_UP ?? (QUICK ? 2 : 5));
const DURATION_S = Number(process.env.BENCH_DURATION ?? (QUICK ? 2 : 5));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/**
 * Shoppers who take turns making the decisions, each in one at a time (at least 100 on the quick
 * volume): a sales day's checkouts come from many shoppers, each with the few orders the volume
 * gives them, not from a few shoppers with a run's worth of orders each.
 */
const DECISION_SHOPPERS = 1000;
const DECISION_SHOPPERS_AT_LEAST = 100;
/** Workers of the closed loop that finds the decision's saturation. */
const DECISION_WORKERS = Number(process.env.BENCH_DECISION_WORKERS ?? 20);
/** Each decision window (the closed loop and every open-loop level), in seconds. */
const DECISION_WINDOW_S = Number(process.env.BENCH_DECISION_DURATION ?? (QUICK ? 4 : 15));
/**
 * Seconds of closed loop before the measured one: V8's compiler threads were still busy with the
 * app's hot code for the first 20–30 s of decisions after a start (their CPU fell from about a
 * fifth of the app's to a twentieth), and the app's CPU per decision fell for as long.
 */
const DECISION_WARM_UP_S = Number(process.env.BENCH_DECISION_WARM_UP ?? (QUICK ? 5 : 30));
/** The open-loop levels as shares of the closed loop's saturation. */
const DECISION_SHARES = [0.25, 0.5, 0.75, 1];
const POOL_SIZE = process.env.DATABASE_POOL_SIZE ?? '10';

type Kind = 'ceiling' | 'read' | 'write';
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
const decisionCookies = (
  await prepareDecisionShoppers(handle.db, DECISION_SHOPPERS, DECISION_SHOPPERS_AT_LEAST)
).map((shopper) => shopper.cookie);
await handle.close();
const seedMs = Date.now() - started;

// 3. Start on the full data directory, then the measurements.
started = Date.now();
// The probe answers the decision meter from inside the app: CPU time (the kernel's part too),
// garbage-collection pauses and event-loop delay.
const probeFile = path.join(dataDir, 'bench-probe.json');
const server = await startServer({ ...env, BENCH_PROBE_FILE: probeFile }, START_SCRIPT, [
  '--import',
  path.resolve('bench/decision-probe.mjs'),
  ...cpuProfileFlags('app'),
]);
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
// The yardstick for the read routes: plain Fastify + pg running NaRate's statements.
const plainPort = await freePort();
const plain: ChildProcess = spawn(
  process.execPath,
  [...cpuProfileFlags('plain-server'), '--import', 'tsx', 'bench/plain-server.ts'],
  {
    env: {
      ...process.env,
      PORT: String(plainPort),
      PLAIN_DATABASE_URL: ceilingUrl,
      DATABASE_POOL_SIZE: POOL_SIZE,
    },
    stdio: 'ignore',
  },
);
const routes: RouteResult[] = [];
let readRoutes: ReadRouteResult[] | undefined;
let decision: DecisionResult | undefined;
try {
  const ceilingBase = `http://127.0.0.1:${ceilingPort}`;
  const plainBase = `http://127.0.0.1:${plainPort}`;
  await waitForOk(`${ceilingBase}/db`);
  await waitForOk(`${plainBase}/api/auth/session`);
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
  const measureReads = () =>
    measureReadRoutes({
      narateBase: server.base,
      plainBase,
      naratePid: server.child.pid,
      plainPid: plain.pid,
      cookie: cookie(shopper.token).cookie,
      connections: CONNECTIONS,
      durationS: READ_DURATION_S,
      rounds: READ_ROUNDS,
      warmUpS: READ_WARM_UP_S,
    });
  if (!DECISION_ONLY && !READ_ROUTES_ONLY) {
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
  }
  if (!DECISION_ONLY) readRoutes = await measureReads();
  // The checkout decision, as a merchant and shoppers send it, with the background jobs running.
  if (!READ_ROUTES_ONLY) {
    decision = await runDecisionLoad({
      base: server.base,
      cookies: decisionCookies,
      appPid: server.child.pid!,
      probeFile,
      databaseUrl: ceilingUrl,
      pgDataDir: databaseUrl ? null : dataDir,
      durationS: DECISION_WINDOW_S,
      warmUpS: DECISION_WARM_UP_S,
      closedLoopWorkers: DECISION_WORKERS,
      shares: DECISION_SHARES,
    });
  }
} finally {
  ceiling.kill('SIGTERM');
  plain.kill('SIGTERM');
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
  `${CONNECTIONS} connections × ${DURATION_S} s each per route, pool ${POOL_SIZE}; load average ${machine.loadAverage.join(' / ')}\n`,
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
if (readRoutes) printReadRoutes(readRoutes, READ_ROUNDS);
if (decision) printDecision(decision);
console.log(
  `\nstart-up to first answer: ${startEmptyMs} ms on an empty data directory, ${startFullMs} ms on the full one`,
);
console.log(
  `volume seeding ${seedMs} ms; peak RSS: app ${appPeakRssMb} MB, database ${dbPeakRssMb ?? 'n/a'} MB`,
);

fs.mkdirSync('bench/results', { recursive: true });
const LATEST = 'bench/results/latest.json';
const readRoutesRun = {
  readRoutes,
  readRoutesRun: {
    at: new Date().toISOString(),
    loadAverage: machine.loadAverage,
    rounds: READ_ROUNDS,
    durationS: READ_DURATION_S,
    connections: CONNECTIONS,
    volume: VOLUME,
  },
};
if (READ_ROUTES_ONLY) {
  // Only this part ran: the rest of the last full run stays as it was.
  const previous: Record<string, unknown> = fs.existsSync(LATEST)
    ? (JSON.parse(fs.readFileSync(LATEST, 'utf8')) as Record<string, unknown>)
    : {};
  fs.writeFileSync(LATEST, `${JSON.stringify({ ...previous, ...readRoutesRun }, null, 2)}\n`);
} else {
  fs.writeFileSync(
    LATEST,
    `${JSON.stringify(
      {
        at: new Date().toISOString(),
        machine,
        database,
        volume: VOLUME,
        settings: {
          durationS: DURATION_S,
          connections: CONNECTIONS,
          poolSize: Number(POOL_SIZE),
          decisionWindowS: DECISION_WINDOW_S,
          decisionWarmUpS: DECISION_WARM_UP_S,
          decisionWorkers: DECISION_WORKERS,
          quick: QUICK,
        },
        routes,
        ...readRoutesRun,
        decision,
        startup: { emptyDataDirMs: startEmptyMs, fullDataDirMs: startFullMs },
        seedMs,
        peakRssMb: { app: appPeakRssMb, database: dbPeakRssMb },
      },
      null,
      2,
    )}\n`,
  );
}
