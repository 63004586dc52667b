import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { Pool } from 'undici';
import { ShopperQueue } from './shopper-queue';
import type { OpenedCardPayment } from '#shared/purchase-api';
import {
  CARD_PAYMENT_PATH,
  cardPaymentBody,
  CONFIRM_HEADERS,
  confirmBody,
  confirmPath,
  MERCHANT_HEADERS,
  SESSION_BODY,
  typeCardIntoFields,
} from './decision-requests';
import {
  mean,
  offeredRates,
  poissonArrivals,
  postgresProcessKind,
  seededRandom,
  summarizeLatencies,
  type LatencySummary,
} from './decision-stats';

/**
 * The checkout decision as a load test: a merchant creates a session and a shopper pays with the
 * acquirer's card fields and confirms it (decision, plan, first charge), first in a closed loop to find the saturation (decisions per
 * second when every worker sends its next decision as soon as the last one is answered), then at
 * open-loop Poisson arrivals of shares of that saturation, with the app's background jobs running
 * as in production. Each window also records what the decision costs: the app's CPU and event-loop
 * delay (from bench/decision-probe.mjs inside the app), PostgreSQL's CPU (its processes'
 * /proc/<pid>/stat) and how many connections sat "idle in transaction" (pg_stat_activity).
 */

export interface DecisionWindow extends LatencySummary {
  /** Each step's own time (p50/p90/p99) over the window's completed decisions. */
  steps?: Record<DecisionStep, LatencySummary>;
  decisions: number;
  errors: number;
  /**
   * The failed steps' answers by HTTP status and error code ("network" when none came), e.g.
   * "503 overloaded".
   */
  errorStatuses?: Record<string, number>;
  achievedPerS: number;
  /** App CPU (user + system) per completed decision within the window. */
  appCpuMs: number;
  /**
   * The part of appCpuMs spent in the kernel on the app's behalf (its system time): the socket
   * reads and writes to PostgreSQL, the acquirer and the clients, which fewer round trips cut
   * and faster JavaScript does not.
   */
  appSystemCpuMs: number;
  /** The app's main-thread garbage-collection pauses per completed decision. */
  appGcMs: number;
  /** PostgreSQL CPU (every server process) per completed decision; null on an outside server. */
  pgCpuMs: number | null;
  /**
   * That PostgreSQL CPU by kind of process ("backends" serve the app's connections; the others
   * are PostgreSQL's own: walwriter, checkpointer, autovacuum, I/O workers; "ended processes"
   * are those that ended within the window, mostly autovacuum workers).
   */
  pgCpuMsByProcess: Record<string, number> | null;
  /**
   * The same two from the window's start until the contracts of its decisions are made
   * (`contractsMadeAfterS`): the contract job yields to checkouts and makes most of a busy
   * window's documents after it, so these add each decision's contract (and the jobs' and the
   * idle process's own CPU until then) to what the window measured.
   */
  appCpuMsWithContracts: number;
  pgCpuMsWithContracts: number | null;
  /**
   * Seconds after the window until every agreement had its document; null when the limit passed
   * first (the figures with contracts then end at the limit).
   */
  contractsMadeAfterS: number | null;
  eventLoopP99Ms: number;
  eventLoopMaxMs: number;
  idleInTransactionAvg: number;
  idleInTransactionMax: number;
  /** PostgreSQL sessions opened during the window (pg_stat_database): the pool's reconnects. */
  pgSessionsOpened: number;
}

export interface DecisionLevel extends DecisionWindow {
  share: number;
  offeredPerS: number;
  /**
   * Seconds waited before the level for the contracts of the decisions before it to be made
   * (the contract job's queue empty), so each level starts with no backlog of earlier windows;
   * null if it was not empty after the limit.
   */
  contractsCaughtUpS: number | null;
}

/**
 * The warm-up before the closed loop, measured but not counted: a process that has just started
 * compiles its hot code for the first tens of seconds of load (V8's compiler threads), which a
 * server on a sales day has long done.
 */
export interface DecisionWarmUp {
  seconds: number;
  workers: number;
  decisions: number;
  achievedPerS: number;
  appCpuMs: number;
  pgCpuMs: number | null;
}

export interface DecisionResult {
  saturationPerS: number;
  warmUp: DecisionWarmUp;
  closedLoop: DecisionWindow & { workers: number };
  levels: DecisionLevel[];
}

export interface DecisionLoadOptions {
  base: string;
  /** Session cookies of shoppers with limits no run exhausts; one decision per shopper at a time. */
  cookies: string[];
  appPid: number;
  probeFile: string;
  databaseUrl: string;
  /** The embedded server's data folder (its postmaster.pid), or null for an outside server. */
  pgDataDir: string | null;
  durationS: number;
  /** Seconds of closed loop before it is measured (see DecisionWarmUp). */
  warmUpS: number;
  closedLoopWorkers: number;
  shares: readonly number[];
  seed?: number;
}

const CLOCK_TICK_MS = 10; // Linux USER_HZ is 100 on every platform Node supports.
const round2 = (n: number) => Math.round(n * 100) / 100;

interface ProbeSample {
  seq: number;
  cpuUs: number;
  systemCpuUs: number;
  gcUs: number;
  eventLoopP99Ms: number;
  eventLoopMaxMs: number;
}

/** Asks the probe in the app for its sample (and a fresh event-loop window). */
async function probe(appPid: number, file: string, lastSeq: number): Promise<ProbeSample> {
  process.kill(appPid, 'SIGUSR2');
  for (let i = 0; i < 200; i += 1) {
    try {
      const sample = JSON.parse(fs.readFileSync(file, 'utf8')) as ProbeSample;
      if (sample.seq > lastSeq) return sample;
    } catch {
      // not written yet
    }
    await sleep(10);
  }
  throw new Error(
    'the app did not answer the bench probe (started without bench/decision-probe.mjs?)',
  );
}

function statTicks(pid: number | string): { own: number; children: number } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14–17 of stat (utime, stime, cutime, cstime) are at 11–14 after the command name.
    return {
      own: Number(fields[11]) + Number(fields[12]),
      children: Number(fields[13]) + Number(fields[14]),
    };
  } catch {
    return null;
  }
}

/** A PostgreSQL process's CPU ticks so far and what it is (see `processKind`). */
type PgProcessTicks = { kind: string; ticks: number };

function processKind(pid: string): string {
  try {
    return postgresProcessKind(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return 'other';
  }
}

/**
 * CPU ticks of every PostgreSQL process: the postmaster, its live children, and the children it
 * has already reaped (its cutime/cstime: ended backends and autovacuum workers), so a process
 * that ends inside a window still counts.
 */
function pgTicks(dataDir: string, excludePid: number): Map<string, PgProcessTicks> | null {
  let postmaster: number;
  try {
    postmaster = Number(
      fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
  } catch {
    return null;
  }
  const ticks = new Map<string, PgProcessTicks>();
  const own = statTicks(postmaster);
  if (!own) return null;
  ticks.set('postmaster', { kind: 'postmaster', ticks: own.own });
  ticks.set('reaped', { kind: 'ended processes', ticks: own.children });
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === excludePid) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== postmaster) continue;
      const t = statTicks(entry);
      if (t) ticks.set(entry, { kind: processKind(entry), ticks: t.own });
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks;
}

/** Ticks spent between two readings, by kind of process. */
function ticksByKind(
  before: Map<string, PgProcessTicks>,
  after: Map<string, PgProcessTicks>,
): Map<string, number> {
  const byKind = new Map<string, number>();
  for (const [key, { kind, ticks }] of after) {
    const spent = ticks - (before.get(key)?.ticks ?? 0);
    byKind.set(kind, (byKind.get(kind) ?? 0) + spent);
  }
  return byKind;
}

/**
 * One measuring window: start() before the load, stop() after it, and through() once the
 * window's deferred work is done (its CPU since start(), the window's and what followed it).
 */
class Meter {
  private seq = 0;
  /** The probe's sample at start(): the app's counters that each window's figures subtract. */
  private appStart: ProbeSample | null = null;
  private pgBefore: Map<string, PgProcessTicks> | null = null;
  private samples: number[] = [];
  private timer: NodeJS.Timeout | undefined;
  private samplerPid = 0;
  private sessionsBefore = 0;

  constructor(
    private readonly options: DecisionLoadOptions,
    private readonly sampler: pg.Client,
  ) {}

  async init(): Promise<void> {
    const result = await this.sampler.query<{ pid: number }>('select pg_backend_pid() as pid');
    this.samplerPid = result.rows[0]!.pid;
  }

  async start(): Promise<void> {
    const sample = await probe(this.options.appPid, this.options.probeFile, this.seq);
    this.seq = sample.seq;
    this.appStart = sample;
    this.pgBefore = this.options.pgDataDir
      ? pgTicks(this.options.pgDataDir, this.samplerPid)
      : null;
    this.sessionsBefore = await this.sessions();
    this.samples = [];
    let inFlight = false;
    this.timer = setInterval(() => {
      if (inFlight) return;
      inFlight = true;
      this.sampler
        .query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()
              and state in ('idle in transaction', 'idle in transaction (aborted)')`,
        )
        .then(
          (r) => this.samples.push(r.rows[0]!.n),
          () => undefined,
        )
        .finally(() => (inFlight = false));
    }, 50);
  }

  private async sessions(): Promise<number> {
    const result = await this.sampler.query<{ n: number }>(
      'select sessions::int as n from pg_stat_database where datname = current_database()',
    );
    return result.rows[0]?.n ?? 0;
  }

  /** App and PostgreSQL CPU per decision since start(), and the probe's sample it ends with. */
  async through(decisions: number) {
    const sample = await probe(this.options.appPid, this.options.probeFile, this.seq);
    this.seq = sample.seq;
    const pgAfter = this.options.pgDataDir
      ? pgTicks(this.options.pgDataDir, this.samplerPid)
      : null;
    const per = Math.max(1, decisions);
    const byKind = this.pgBefore && pgAfter ? ticksByKind(this.pgBefore, pgAfter) : null;
    let pgCpuMs: number | null = null;
    let pgCpuMsByProcess: Record<string, number> | null = null;
    if (byKind) {
      const spent = [...byKind.values()].reduce((a, b) => a + b, 0);
      pgCpuMs = round2((spent * CLOCK_TICK_MS) / per);
      pgCpuMsByProcess = Object.fromEntries(
        [...byKind]
          .filter(([, ticks]) => ticks > 0)
          .sort((a, b) => b[1] - a[1])
          .map(([kind, ticks]) => [kind, round2((ticks * CLOCK_TICK_MS) / per)]),
      );
    }
    /** A counter of the probe (µs) as ms per decision since start(). */
    const appMs = (counter: 'cpuUs' | 'systemCpuUs' | 'gcUs') =>
      round2((sample[counter] - (this.appStart?.[counter] ?? 0)) / 1000 / per);
    return {
      sample,
      appCpuMs: appMs('cpuUs'),
      appSystemCpuMs: appMs('systemCpuUs'),
      appGcMs: appMs('gcUs'),
      pgCpuMs,
      pgCpuMsByProcess,
    };
  }

  async stop(decisions: number) {
    clearInterval(this.timer);
    const sessionsOpened = (await this.sessions()) - this.sessionsBefore;
    const { sample, ...cpu } = await this.through(decisions);
    return {
      ...cpu,
      eventLoopP99Ms: round2(sample.eventLoopP99Ms),
      eventLoopMaxMs: round2(sample.eventLoopMaxMs),
      idleInTransactionAvg: round2(mean(this.samples)),
      idleInTransactionMax: this.samples.reduce((a, b) => Math.max(a, b), 0),
      pgSessionsOpened: sessionsOpened,
    };
  }
}

/**
 * A decision's steps: the merchant's session create, the shopper opening a card payment (NaRate
 * asks the acquirer), the card typed into the acquirer's fields (NaRate only hears the acquirer's
 * callback), and the confirmation (NaRate reads the payment from the acquirer, then decides).
 */
export const DECISION_STEPS = ['session', 'cardPayment', 'cardFields', 'confirm'] as const;
export type DecisionStep = (typeof DECISION_STEPS)[number];

function emptyStepTimes(): Record<DecisionStep, number[]> {
  return { session: [], cardPayment: [], cardFields: [], confirm: [] };
}

/** At most this many keep-alive connections to NaRate, however many shoppers take turns. */
const MAX_HTTP_CONNECTIONS = 100;

/**
 * Sends decisions over keep-alive connections, each shopper in one decision at a time. Shoppers
 * take turns in order, the one free the longest first, as a sales day's many shoppers each buy
 * once or twice: handing back the one just freed (a stack) had about twenty shoppers make every
 * decision of a run, each piling up hundreds of orders whose instalments every later decision's
 * credit check added up again.
 */
export class DecisionDriver {
  readonly http: Pool;
  private readonly free: ShopperQueue;
  private readonly waiting: Array<(cookie: string) => void> = [];

  constructor(base: string, cookies: string[]) {
    this.http = new Pool(base, {
      connections: Math.min(MAX_HTTP_CONNECTIONS, Math.max(10, cookies.length)),
    });
    this.free = new ShopperQueue(cookies);
  }

  private takeShopper(): Promise<string> {
    const cookie = this.free.take();
    if (cookie) return Promise.resolve(cookie);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private giveBack(cookie: string): void {
    const next = this.waiting.shift();
    if (next) next(cookie);
    else this.free.giveBack(cookie);
  }

  private async post(
    path: string,
    headers: Record<string, string>,
    body: string,
  ): Promise<string | null> {
    try {
      const response = await this.http.request({ method: 'POST', path, headers, body });
      const text = await response.body.text();
      if (response.statusCode < 300) return text;
      this.countError(`${response.statusCode} ${errorCodeOf(text)}`.trim());
      return null;
    } catch {
      this.countError('network');
      return null;
    }
  }

  /** Failed steps by status since the last `takeErrorStatuses`. */
  private errorStatuses: Record<string, number> = {};

  private countError(status: string): void {
    this.errorStatuses[status] = (this.errorStatuses[status] ?? 0) + 1;
  }

  takeErrorStatuses(): Record<string, number> {
    const taken = this.errorStatuses;
    this.errorStatuses = {};
    return taken;
  }

  /**
   * One decision as a shop and a shopper make it: the merchant creates the session, the shopper
   * opens a card payment, types the card into the acquirer's fields and confirms. True when every
   * step answered 2xx.
   */
  async decide(): Promise<boolean> {
    const cookie = await this.takeShopper();
    const times: Partial<Record<DecisionStep, number>> = {};
    const timed = async <T>(step: DecisionStep, work: Promise<T>): Promise<T> => {
      const at = performance.now();
      try {
        return await work;
      } finally {
        times[step] = performance.now() - at;
      }
    };
    try {
      const created = await timed(
        'session',
        this.post(
          '/api/v1/checkout/sessions',
          { ...MERCHANT_HEADERS, 'idempotency-key': randomUUID() },
          SESSION_BODY,
        ),
      );
      const id = created ? (JSON.parse(created) as { id?: string }).id : undefined;
      if (!id) return false;
      const shopper = { ...CONFIRM_HEADERS, cookie };
      const answer = await timed(
        'cardPayment',
        this.post(
          CARD_PAYMENT_PATH,
          { ...shopper, 'idempotency-key': randomUUID() },
          cardPaymentBody(id),
        ),
      );
      if (!answer) return false;
      const opened = JSON.parse(answer) as OpenedCardPayment;
      const typed = await timed(
        'cardFields',
        typeCardIntoFields(opened).catch(() => null),
      );
      if (!typed?.ok) return false;
      const confirmed = await timed(
        'confirm',
        this.post(
          confirmPath(id),
          { ...shopper, 'idempotency-key': randomUUID() },
          confirmBody(opened.paymentId),
        ),
      );
      if (confirmed === null) return false;
      for (const step of DECISION_STEPS) this.stepTimes[step].push(times[step] ?? 0);
      return true;
    } finally {
      this.giveBack(cookie);
    }
  }

  /** Each step's time of every completed decision since the last `takeStepTimes`. */
  private stepTimes = emptyStepTimes();

  takeStepTimes(): Record<DecisionStep, LatencySummary> {
    const taken = this.stepTimes;
    this.stepTimes = emptyStepTimes();
    return Object.fromEntries(
      DECISION_STEPS.map((step) => [step, summarizeLatencies(taken[step])]),
    ) as Record<DecisionStep, LatencySummary>;
  }
}

/** The decisions a window of load completed, their latencies, and its length. */
type LoadRun = { latencies: number[]; errors: number; elapsedMs: number };

export async function closedLoop(
  driver: DecisionDriver,
  workers: number,
  durationMs: number,
): Promise<LoadRun> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const end = started + durationMs;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < end) {
        const at = performance.now();
        if (await driver.decide()) latencies.push(performance.now() - at);
        else errors += 1;
      }
    }),
  );
  return { latencies, errors, elapsedMs: performance.now() - started };
}

/**
 * Decisions at the moments of a Poisson process. Latency runs from the moment a decision was
 * due, not from when a free shopper or connection let it start, so a queue in the bench itself
 * shows as latency instead of lowering the offered rate.
 */
async function openLoop(
  driver: DecisionDriver,
  ratePerS: number,
  durationMs: number,
  random: () => number,
): Promise<LoadRun> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const running: Promise<void>[] = [];
  for (const offset of poissonArrivals(ratePerS, durationMs, random)) {
    const due = started + offset;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    running.push(
      driver.decide().then((ok) => {
        if (ok) latencies.push(performance.now() - due);
        else errors += 1;
      }),
    );
  }
  await Promise.all(running);
  return { latencies, errors, elapsedMs: performance.now() - started };
}

/** At most this long for the contract job to catch up before a level (the closed loop's backlog). */
const CONTRACT_WAIT_MS = 240_000;

/**
 * Waits until every credit agreement has its document (the contract job's queue is empty);
 * the seconds waited, or null when the limit passed first.
 */
async function contractsCaughtUp(sampler: pg.Client, limitMs: number): Promise<number | null> {
  const started = Date.now();
  for (;;) {
    const left = await sampler.query<{ n: number }>(
      'select count(*)::int as n from credit_agreements where pdf is null',
    );
    if (left.rows[0]!.n === 0) return Math.round((Date.now() - started) / 100) / 10;
    if (Date.now() - started > limitMs) return null;
    await sleep(1000);
  }
}

export async function runDecisionLoad(options: DecisionLoadOptions): Promise<DecisionResult> {
  const driver = new DecisionDriver(options.base, options.cookies);
  const sampler = new pg.Client({ connectionString: options.databaseUrl });
  await sampler.connect();
  const meter = new Meter(options, sampler);
  await meter.init();
  const random = seededRandom(options.seed ?? 2026);
  const durationMs = options.durationS * 1000;
  const achievedPerS = (run: LoadRun) =>
    Math.round((run.latencies.length / (run.elapsedMs / 1000)) * 10) / 10;
  /** A window of load, its CPU counted until the contracts of its decisions are made. */
  const measured = async (load: () => Promise<LoadRun>): Promise<DecisionWindow> => {
    driver.takeStepTimes();
    driver.takeErrorStatuses();
    await meter.start();
    const run = await load();
    const inWindow = await meter.stop(run.latencies.length);
    const steps = driver.takeStepTimes();
    const errorStatuses = driver.takeErrorStatuses();
    const contractsMadeAfterS = await contractsCaughtUp(sampler, CONTRACT_WAIT_MS);
    const through = await meter.through(run.latencies.length);
    return {
      ...summarizeLatencies(run.latencies),
      steps,
      decisions: run.latencies.length,
      errors: run.errors,
      errorStatuses,
      achievedPerS: achievedPerS(run),
      ...inWindow,
      appCpuMsWithContracts: through.appCpuMs,
      pgCpuMsWithContracts: through.pgCpuMs,
      contractsMadeAfterS,
    };
  };
  try {
    // The warm-up (DecisionWarmUp), measured within its own window and not counted; the
    // contracts of its decisions are made before the closed loop starts.
    await meter.start();
    const warmRun = await closedLoop(driver, options.closedLoopWorkers, options.warmUpS * 1000);
    const warmCosts = await meter.stop(warmRun.latencies.length);
    const warmUp: DecisionWarmUp = {
      seconds: options.warmUpS,
      workers: options.closedLoopWorkers,
      decisions: warmRun.latencies.length,
      achievedPerS: achievedPerS(warmRun),
      appCpuMs: warmCosts.appCpuMs,
      pgCpuMs: warmCosts.pgCpuMs,
    };
    await contractsCaughtUp(sampler, CONTRACT_WAIT_MS);

    const closed = await measured(() => closedLoop(driver, options.closedLoopWorkers, durationMs));
    const saturationPerS = closed.achievedPerS;

    const levels: DecisionLevel[] = [];
    const rates = offeredRates(saturationPerS, options.shares);
    for (const [i, share] of options.shares.entries()) {
      const offeredPerS = rates[i]!;
      const contractsCaughtUpS = await contractsCaughtUp(sampler, CONTRACT_WAIT_MS);
      // A short pause lets the last level's queue and the app's garbage settle.
      await sleep(500);
      const level = await measured(() => openLoop(driver, offeredPerS, durationMs, random));
      levels.push({ share, offeredPerS, contractsCaughtUpS, ...level });
    }
    return {
      saturationPerS,
      warmUp,
      closedLoop: { workers: options.closedLoopWorkers, ...closed },
      levels,
    };
  } finally {
    await sampler.end();
    await driver.http.close();
  }
}

/** The decision part of the bench's printed report. */
export function printDecision(result: DecisionResult): void {
  const c = result.closedLoop;
  const w = result.warmUp;
  const made = (s: number | null) => (s === null ? 'not within 240' : String(s));
  console.log(
    `\nCheckout decision (create session, card payment through the acquirer's fields, confirm), background jobs running. Warm-up, not counted: ${w.seconds} s closed loop, ${w.achievedPerS} decisions/s, app ${w.appCpuMs} ms + PostgreSQL ${w.pgCpuMs ?? 'n/a'} ms CPU per decision. Closed loop, ${c.workers} workers: saturation ${result.saturationPerS} decisions/s (p50 ${c.p50Ms} ms, p99 ${c.p99Ms} ms, app ${c.appCpuMs} ms (${c.appSystemCpuMs} of it in the kernel, ${c.appGcMs} collecting garbage) + PostgreSQL ${c.pgCpuMs ?? 'n/a'} ms CPU per decision; with the contracts, made ${made(c.contractsMadeAfterS)} s after the window, ${c.appCpuMsWithContracts} + ${c.pgCpuMsWithContracts ?? 'n/a'} ms; idle in transaction ${c.idleInTransactionAvg} avg, ${c.pgSessionsOpened} PostgreSQL sessions opened)\n`,
  );
  const byProcess = (window: DecisionWindow) =>
    window.pgCpuMsByProcess
      ? Object.entries(window.pgCpuMsByProcess)
          .map(([kind, ms]) => `${kind} ${ms}`)
          .join(', ')
      : 'n/a';
  console.log(`PostgreSQL CPU per decision by process, closed loop: ${byProcess(c)}`);
  for (const l of result.levels) {
    console.log(`  at ${l.offeredPerS}/s (${Math.round(l.share * 100)} %): ${byProcess(l)}`);
  }
  console.log('');
  console.log(
    '| offered /s | achieved /s | p50 ms | p90 ms | p99 ms | errors | app CPU ms/decision (with contracts) | PG CPU ms/decision (with contracts) | contracts made after (s) | event loop p99 ms (max) | idle in transaction avg (max) | contracts caught up before (s) |',
  );
  console.log(
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const l of result.levels) {
    console.log(
      `| ${l.offeredPerS} (${Math.round(l.share * 100)} %) | ${l.achievedPerS} | ${l.p50Ms} | ${l.p90Ms} | ${l.p99Ms} | ${errorsCell(l)} | ${l.appCpuMs} (${l.appCpuMsWithContracts}) | ${l.pgCpuMs ?? 'n/a'} (${l.pgCpuMsWithContracts ?? 'n/a'}) | ${made(l.contractsMadeAfterS)} | ${l.eventLoopP99Ms} (${l.eventLoopMaxMs}) | ${l.idleInTransactionAvg} (${l.idleInTransactionMax}) | ${made(l.contractsCaughtUpS)} |`,
    );
  }
  console.log('\nEach step of a decision at each level, p50 / p99 ms:\n');
  console.log(`| offered /s | ${DECISION_STEPS.join(' | ')} |`);
  console.log(`| ---: |${DECISION_STEPS.map(() => ' ---: |').join('')}`);
  for (const l of result.levels) {
    const steps = DECISION_STEPS.map((step) =>
      l.steps ? `${l.steps[step].p50Ms} / ${l.steps[step].p99Ms}` : '',
    );
    console.log(`| ${l.offeredPerS} (${Math.round(l.share * 100)} %) | ${steps.join(' | ')} |`);
  }
}

/** A level's errors with their statuses, e.g. "143 (503 overloaded: 143)". */
function errorsCell(window: DecisionWindow): string {
  const statuses = Object.entries(window.errorStatuses ?? {})
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  return statuses ? `${window.errors} (${statuses})` : String(window.errors);
}

/** The `error` code of an error answer's JSON body; empty when it has none. */
function errorCodeOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: unknown };
    return typeof parsed.error === 'string' ? parsed.error : '';
  } catch {
    return '';
  }
}
