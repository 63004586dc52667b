import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import {
  PostgresQueryCompiler,
  sql,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type RootOperationNode,
} from 'kysely';
import { findShopperCheckoutStanding } from '#server/orders/checkout-session-repository';
import { openDatabase } from '#server/db/database';
import { freePort, startServer } from '../faults/support/server-process';
import { cpuProfileFlags } from './cpu-profile';
import { closedLoop, DecisionDriver } from './decision-load';
import { summarizeLatencies } from './decision-stats';
import { prepareDecisionShoppers } from './decision-requests';
import { seedVolume } from './seed-volume';

/**
 * `npx tsx bench/profile-decision.ts`: where a checkout decision waits. Starts the server from the
 * sources (`node --import tsx src/server/main.ts`) on a fresh data directory with the bench's
 * volume and the local card acquirer beside it, runs the decision (create session, card payment
 * through the acquirer's fields, confirm) with 100 shoppers in a closed loop, and samples
 * pg_stat_activity every 10 ms meanwhile: what each of the app's connections is doing (running a
 * statement, waiting for a lock or for the disk, or idle inside a transaction, that is waiting for
 * the app to send its next statement).
 */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const captured: { sql: string; parameters: readonly unknown[] }[] = [];
const captureStatements: KyselyPlugin = {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    captured.push(new PostgresQueryCompiler().compileQuery(args.node, args.queryId));
    return args.node;
  },
  transformResult: async (args) => args.result,
};
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
/** CPU time (user + system) a process has used, in ms. */
function cpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

/** CPU time of the embedded server: its postmaster and every process it forked. */
function databaseCpuMs(dir: string): number {
  const postmaster = Number(
    fs.readFileSync(path.join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  let total = cpuMs(postmaster);
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster) {
        total += cpuMs(Number(entry));
      }
    } catch {
      // ended meanwhile
    }
  }
  return total;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'narate-profile-'));
// Others may pass through this fresh folder, so a server run as `postgres` under root keeps its
// cluster in it (DATA_DIR/pg, whose CPU is read below) rather than in /var/lib/narate.
fs.chmodSync(dataDir, 0o711);
// The local card acquirer from the sources too: the shopper's card goes to its fields.
const acquirerPort = await freePort();
const acquirer = spawn(process.execPath, ['--import', 'tsx', 'src/acquirer/main.ts'], {
  env: {
    ...process.env,
    ACQUIRER_PORT: String(acquirerPort),
    MONRI_MERCHANT_KEY: 'local-acquirer-merchant-key',
    MONRI_AUTHENTICITY_TOKEN: 'localacquirertoken',
  },
  stdio: 'ignore',
});
const server = await startServer(
  {
    DATA_DIR: dataDir,
    ACQUIRER_PORT: String(acquirerPort),
    LOG_LEVEL: 'info',
    DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE ?? '10',
  },
  'src/server/main.ts',
  ['--import', 'tsx', ...cpuProfileFlags()],
);
const handle = await openDatabase({ dataDir, embeddedMode: 'attach', poolSize: 2 });
try {
  await sql`set statement_timeout = 0`.execute(handle.db);
  await seedVolume(handle.db);
  const shoppers = await prepareDecisionShoppers(handle.db, CONNECTIONS);
  const cookies = shoppers.map((shopper) => shopper.cookie);
  const cpuBefore = { app: cpuMs(server.child.pid!), db: databaseCpuMs(dataDir) };
  const samples = new Map<string, number>();
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const rows = await sql<{ state: string; wait: string | null; query: string }>`
        select state, wait_event_type || ':' || wait_event as wait, left(query, 60) as query
        from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
          and backend_type = 'client backend' and state <> 'idle'`.execute(handle.db);
      for (const row of rows.rows) {
        const key =
          row.state === 'active' ? `active ${row.wait ?? 'cpu'} ${row.query}` : `${row.state}`;
        samples.set(key, (samples.get(key) ?? 0) + 1);
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const driver = new DecisionDriver(server.base, cookies);
  const run = await closedLoop(driver, CONNECTIONS, DURATION_S * 1000);
  await driver.http.close();
  sampling = false;
  await sampler;
  const decisions = Math.max(1, run.latencies.length);
  const latency = summarizeLatencies(run.latencies);
  console.log(
    `CPU per decision: app ${((cpuMs(server.child.pid!) - cpuBefore.app) / decisions).toFixed(2)} ms, database ${((databaseCpuMs(dataDir) - cpuBefore.db) / decisions).toFixed(2)} ms (${decisions} decisions)`,
  );
  console.log(
    `decisions/s ${(decisions / (run.elapsedMs / 1000)).toFixed(1)}, p50 ${latency.p50Ms} ms, p99 ${latency.p99Ms} ms, errors ${run.errors}, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  // The app's event-loop delay over the run (prom-client's default metrics, loopback scraper).
  const metrics = await (await fetch(`${server.base}/api/metrics`)).text();
  console.log(
    metrics
      .split('\n')
      .filter((line) => /^narate_nodejs_eventloop_lag_(mean|p50|p99|max)_seconds/.test(line))
      .join('\n'),
  );
  // The plan of the shopper's standing as a prepared statement's generic plan (what the app runs
  // after a few executions), on the tables as the run left them.
  const standing = findShopperCheckoutStanding(
    handle.db.withPlugin(captureStatements),
    shoppers[0]!.id,
  );
  await standing;
  const statement = captured.at(-1)!;
  await handle.withRawSession(async (session) => {
    await session.exec(`set plan_cache_mode = force_generic_plan`);
    await session.query(`prepare standing as ${statement.sql}`);
    const values = statement.parameters.map((v) => `'${String(v)}'`).join(', ');
    const plan = await session.query<{ 'QUERY PLAN': string }>(
      `explain (analyze) execute standing (${values})`,
    );
    console.log(plan.map((row) => row['QUERY PLAN']).join('\n'));
  });
  const total = [...samples.values()].reduce((a, b) => a + b, 0);
  for (const [key, count] of [...samples].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`${((count / total) * 100).toFixed(1).padStart(5)} %  ${key}`);
  }
} finally {
  await handle.close();
  await server.stop();
  acquirer.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
