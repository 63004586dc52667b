import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openPool } from '#server/db/database';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '#server/db/embedded-postgres';
import {
  freePort,
  freshDatabaseUrl,
  startServer,
  type RunningServer,
} from '../faults/support/server-process';
import {
  CARD_PAYMENT_PATH,
  cardPaymentBody,
  CONFIRM_HEADERS,
  confirmBody,
  confirmPath,
  MERCHANT_HEADERS,
  prepareDecisionShoppers,
  SESSION_BODY,
  typeCardIntoFields,
} from './decision-requests';
import { poissonArrivals, seededRandom, summarizeLatencies } from './decision-stats';
import {
  checkCheckouts,
  nginxConfForRun,
  type AcquirerTransaction,
  type ClientDecision,
  type SessionRow,
} from './scale-out-checks';
import type { OpenedCardPayment } from '#shared/purchase-api';
import { seedVolume, VOLUME } from './seed-volume';

/**
 * `npm run bench -- --processes 3`: N processes of the production build on one PostgreSQL behind
 * nginx (deploy/nginx.conf), checkout decisions sent through nginx at an open-loop rate, one
 * process killed with SIGKILL halfway. The client retries what failed with the same
 * Idempotency-Key, as a shop and a shopper would; afterwards the database and the acquirer must
 * show no lost and no doubled checkout.
 */
const NGINX = process.env.BENCH_NGINX ?? '/usr/sbin/nginx';
/** Decisions offered per second through nginx. */
const RATE_PER_S = Number(process.env.BENCH_SCALE_RATE ?? 4);
const WINDOW_S = Number(process.env.BENCH_DECISION_DURATION ?? 20);
/** How long after its arrival a decision may keep retrying. */
const DEADLINE_MS = Number(process.env.BENCH_SCALE_DEADLINE_MS ?? 20_000);
const REQUEST_TIMEOUT_MS = 10_000;
const SHOPPERS = 100;

export interface ScaleOutResult {
  processes: number;
  killedAtS: number;
  offeredPerS: number;
  decisionsPerS: number;
  p50Ms: number;
  p99Ms: number;
  /** Decisions that needed at least one retry. */
  retried: number;
  /** Decisions that did not succeed before their deadline (or were refused outright). */
  failed: number;
  lost: number;
  doubled: number;
  decisions: number;
  retries: number;
  ordersWithoutAnswer: number;
  /** Why decisions failed, by step and answer ("confirm: 402 card_declined", "create: deadline"). */
  failures: Record<string, number>;
  loadAverage: number[];
  volume: typeof VOLUME;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A status worth retrying with the same key: the proxy lost the process, or it was overloaded. */
const retryable = (status: number) => status === 502 || status === 503 || status === 504;

interface Attempted {
  status: number;
  body: string;
  retryAfterMs: number;
}

/** Sends one request until it answers something other than a network error or 502/503/504. */
async function withRetries(
  send: () => Promise<Response>,
  deadline: number,
  onRetry: () => void,
): Promise<Attempted | null> {
  for (let attempt = 0; ; attempt += 1) {
    let result: Attempted | null = null;
    try {
      const response = await send();
      const body = await response.text();
      const retryAfter = Number(response.headers.get('retry-after') ?? 0);
      result = { status: response.status, body, retryAfterMs: retryAfter * 1000 };
    } catch {
      // Connection reset or timeout: the same request again.
    }
    if (result && !retryable(result.status)) return result;
    if (Date.now() > deadline) return null;
    onRetry();
    const wait = Math.min(
      1_000,
      Math.max(100 * 2 ** Math.min(attempt, 3), result?.retryAfterMs ?? 0),
    );
    await sleep(wait * (0.5 + Math.random() / 2));
  }
}

function startNginx(prefix: string, conf: string): Promise<ChildProcess> {
  fs.mkdirSync(path.join(prefix, 'temp'), { recursive: true });
  const confFile = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(confFile, conf);
  const child = spawn(
    NGINX,
    ['-p', prefix, '-c', confFile, '-e', 'error.log', '-g', 'daemon off; pid nginx.pid;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`nginx exited (${code}): ${stderr}`)));
    setTimeout(() => resolve(child), 500);
  });
}

async function waitForOk(url: string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`${url} did not answer`);
}

export async function runScaleOut(processes: number): Promise<ScaleOutResult> {
  if (!(processes >= 2)) throw new Error('--processes needs at least 2 (one is killed)');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'narate-scale-'));
  // The embedded server runs as `postgres` under root: it must pass through this folder.
  fs.chmodSync(work, 0o711);
  const children: ChildProcess[] = [];
  const servers: RunningServer[] = [];
  let embedded: EmbeddedPostgres | undefined;
  try {
    // 1. One PostgreSQL: DATABASE_URL's server (a fresh database on it), else the embedded one,
    // owned by this process and shared by every app process through its URL.
    let databaseUrl = freshDatabaseUrl();
    if (!databaseUrl) {
      embedded = await startEmbeddedPostgres(path.join(work, 'db'));
      databaseUrl = embedded.url;
    }
    // The local card acquirer, one for all processes (its own storage, read at the end).
    const acquirerPort = await freePort();
    const nginxPort = await freePort();
    const acquirerStore = path.join(work, 'acquirer', 'acquirer.json');
    const acquirer = spawn(process.execPath, ['dist/acquirer/main.js'], {
      env: {
        PATH: process.env.PATH,
        ACQUIRER_PORT: String(acquirerPort),
        MONRI_MERCHANT_KEY: 'local-acquirer-merchant-key',
        MONRI_AUTHENTICITY_TOKEN: 'localacquirertoken',
        ACQUIRER_CALLBACK_URL: `http://127.0.0.1:${nginxPort}/api/payments/card-callback`,
        ACQUIRER_STORE_FILE: acquirerStore,
      },
      stdio: 'ignore',
    });
    children.push(acquirer);
    const env: Record<string, string> = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(work, 'app'),
      ACQUIRER_PORT: String(acquirerPort),
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
    };

    // 2. Migrate and seed once: one process starts (migrations, demo data) and stops, the volume
    // is written while none runs.
    const first = await startServer(env);
    await first.stop();
    const seeding = await openPool(databaseUrl, 1);
    await sql`set statement_timeout = 0`.execute(seeding.db);
    await seedVolume(seeding.db);
    const shoppers = await prepareDecisionShoppers(seeding.db, SHOPPERS);
    await seeding.close();

    // 3. The processes, started together (migrations wait on their advisory lock), and nginx.
    servers.push(...(await Promise.all(Array.from({ length: processes }, () => startServer(env)))));
    const upstreams = servers.map((s) => new URL(s.base).host);
    const template = fs.readFileSync('deploy/nginx.conf', 'utf8');
    const nginxDir = path.join(work, 'nginx');
    fs.mkdirSync(nginxDir, { recursive: true });
    children.push(
      await startNginx(
        nginxDir,
        nginxConfForRun(template, { listen: `127.0.0.1:${nginxPort}`, upstreams }),
      ),
    );
    const base = `http://127.0.0.1:${nginxPort}`;
    await waitForOk(`${base}/api/health`);

    // 4. Decisions at Poisson arrivals; one process killed halfway.
    const free = shoppers.map((s) => s.cookie);
    const waiting: ((cookie: string) => void)[] = [];
    const takeShopper = () =>
      free.length > 0
        ? Promise.resolve(free.pop()!)
        : new Promise<string>((resolve) => waiting.push(resolve));
    const giveBack = (cookie: string) => {
      const next = waiting.shift();
      if (next) next(cookie);
      else free.push(cookie);
    };
    const outcomes: (ClientDecision & { latencyMs: number; retried: boolean })[] = [];
    let retries = 0;
    const failures: Record<string, number> = {};
    const noteFailure = (step: string, answer: Attempted | null) => {
      const code = answer
        ? `${answer.status} ${/"code":"([^"]+)"/.exec(answer.body)?.[1] ?? ''}`
        : 'deadline';
      const reason = `${step}: ${code.trim()}`;
      failures[reason] = (failures[reason] ?? 0) + 1;
      return false;
    };
    /**
     * The shopper's part: a card payment opened through nginx, the card typed into the acquirer's
     * card fields (straight to the acquirer, as a browser does), then the confirmation naming the
     * payment. Each NaRate request keeps its own Idempotency-Key across its retries.
     */
    const payAndConfirm = async (
      sessionId: string,
      cookie: string,
      deadline: number,
      onRetry: () => void,
    ): Promise<boolean> => {
      const shopperPost = (url: string, key: string, body: string) => () =>
        fetch(`${base}${url}`, {
          method: 'POST',
          headers: { ...CONFIRM_HEADERS, cookie, 'idempotency-key': key },
          body,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      const opened = await withRetries(
        shopperPost(CARD_PAYMENT_PATH, randomUUID(), cardPaymentBody(sessionId)),
        deadline,
        onRetry,
      );
      if (!opened || opened.status >= 300) return noteFailure('card payment', opened);
      const card = JSON.parse(opened.body) as OpenedCardPayment;
      const typed = await withRetries(
        () => typeCardIntoFields(card, REQUEST_TIMEOUT_MS),
        deadline,
        onRetry,
      );
      if (!typed || typed.status >= 300) return noteFailure('card fields', typed);
      const confirmed = await withRetries(
        shopperPost(confirmPath(sessionId), randomUUID(), confirmBody(card.paymentId)),
        deadline,
        onRetry,
      );
      if (!confirmed || confirmed.status >= 300) return noteFailure('confirm', confirmed);
      return true;
    };
    const decide = async (dueAt: number) => {
      const deadline = dueAt + DEADLINE_MS;
      let retried = false;
      const onRetry = () => {
        retried = true;
        retries += 1;
      };
      const createKey = randomUUID();
      const created = await withRetries(
        () =>
          fetch(`${base}/api/v1/checkout/sessions`, {
            method: 'POST',
            headers: { ...MERCHANT_HEADERS, 'idempotency-key': createKey },
            body: SESSION_BODY,
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          }),
        deadline,
        onRetry,
      );
      const sessionId =
        created && created.status < 300 ? (JSON.parse(created.body) as { id: string }).id : null;
      if (!sessionId) noteFailure('create', created);
      let succeeded = false;
      if (sessionId) {
        const cookie = await takeShopper();
        try {
          succeeded = await payAndConfirm(sessionId, cookie, deadline, onRetry);
        } finally {
          giveBack(cookie);
        }
      }
      outcomes.push({ sessionId, succeeded, retried, latencyMs: Date.now() - dueAt });
    };

    const arrivals = poissonArrivals(RATE_PER_S, WINDOW_S * 1000, seededRandom(26));
    const killedAtS = WINDOW_S / 2;
    const victim = servers[1]!;
    const start = Date.now();
    const killer = sleep(killedAtS * 1000).then(() => victim.stop('SIGKILL'));
    const running: Promise<void>[] = [];
    for (const at of arrivals) {
      const wait = start + at - Date.now();
      if (wait > 0) await sleep(wait);
      running.push(decide(start + at));
    }
    await Promise.all([...running, killer]);

    // 5. What the database and the acquirer hold for the sessions this run created.
    const sessionIds = outcomes.flatMap((o) => (o.sessionId ? [o.sessionId] : []));
    const reading = await openPool(databaseUrl, 1);
    const rows = await sql<SessionRow>`
      select s.id as "sessionId",
        (select count(*)::int from orders o where o.checkout_session_id = s.id) as orders,
        (select count(*)::int from payments p join orders o on o.id = p.order_id
          where o.checkout_session_id = s.id and p.purpose = 'first_instalment') as "firstCharges",
        (select count(*)::int from payment_attempts a
          where a.checkout_session_id = s.id and a.kind = 'checkout' and a.status = 'succeeded')
          as "succeededAttempts"
      from checkout_sessions s where s.id = any(${sessionIds})`.execute(reading.db);
    await reading.close();
    acquirer.kill('SIGTERM');
    await new Promise((r) => acquirer.once('exit', r));
    const store = fs.existsSync(acquirerStore)
      ? (JSON.parse(fs.readFileSync(acquirerStore, 'utf8')) as {
          transactions: Record<string, AcquirerTransaction>;
        })
      : { transactions: {} };
    const check = checkCheckouts(outcomes, rows.rows, Object.values(store.transactions));

    const succeeded = outcomes.filter((o) => o.succeeded);
    const latency = summarizeLatencies(succeeded.map((o) => o.latencyMs));
    return {
      processes,
      killedAtS,
      offeredPerS: Math.round((arrivals.length / WINDOW_S) * 10) / 10,
      decisionsPerS: Math.round((succeeded.length / WINDOW_S) * 10) / 10,
      p50Ms: latency.p50Ms,
      p99Ms: latency.p99Ms,
      retried: outcomes.filter((o) => o.retried).length,
      failed: outcomes.length - succeeded.length,
      lost: check.lost,
      doubled: check.doubled,
      decisions: outcomes.length,
      retries,
      ordersWithoutAnswer: check.ordersWithoutAnswer,
      failures,
      loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
      volume: VOLUME,
    };
  } finally {
    for (const child of children.reverse()) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.stop()));
    await embedded?.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

export function printScaleOut(r: ScaleOutResult): void {
  console.log(
    `\nScale-out: ${r.processes} processes behind nginx, one killed (SIGKILL) at ${r.killedAtS} s; ${r.volume.shoppers} shoppers; load average ${r.loadAverage.join(' / ')}\n`,
  );
  console.log(
    '| processes | offered /s | decisions /s | p50 ms | p99 ms | decisions | retried | failed | lost | doubled |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  console.log(
    `| ${r.processes} | ${r.offeredPerS} | ${r.decisionsPerS} | ${r.p50Ms} | ${r.p99Ms} | ${r.decisions} | ${r.retried} (${r.retries} retries) | ${r.failed} | ${r.lost} | ${r.doubled} |`,
  );
  for (const [reason, count] of Object.entries(r.failures))
    console.log(`failed ${count}× ${reason}`);
  if (r.ordersWithoutAnswer > 0) {
    console.log(`${r.ordersWithoutAnswer} orders were made for decisions the client gave up on`);
  }
}
