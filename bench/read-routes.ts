import fs from 'node:fs';
import autocannon from 'autocannon';

/** One read route as NaRate and the plain yardstick server both answer it. */
export interface ReadRouteResult {
  name: string;
  /** Median over the rounds of NaRate's req/s. */
  narateReqPerS: number;
  /** Median over the rounds of the plain server's req/s. */
  plainReqPerS: number;
  /**
   * Median over the rounds of NaRate's req/s divided by the plain server's in the same round:
   * each round measures both within seconds of each other, so the machine's other load cancels
   * out of a round's ratio better than out of two medians taken apart.
   */
  ratio: number;
  /**
   * Median app CPU per answered request of each process, in µs (from /proc/<pid>/stat): far less
   * moved by the machine's other load than req/s, so the better figure for where NaRate's time goes.
   */
  narateCpuUsPerReq?: number;
  plainCpuUsPerReq?: number;
  /** Every round's pair, for reading how noisy the run was. */
  rounds: Round[];
}

export interface Round {
  narateReqPerS: number;
  plainReqPerS: number;
  narateCpuUsPerReq?: number;
  plainCpuUsPerReq?: number;
}

/** Clock ticks per second of /proc/<pid>/stat's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_S = 100;

/** CPU time a process has used so far (user + system), in µs; null where /proc is missing. */
function cpuUs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / TICKS_PER_S;
  } catch {
    return null;
  }
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The route's line of the table from its rounds. */
export function summariseRounds(name: string, rounds: Round[]): ReadRouteResult {
  const ratios = rounds.map((r) => (r.plainReqPerS > 0 ? r.narateReqPerS / r.plainReqPerS : 0));
  const cpu = (pick: (r: Round) => number | undefined) => {
    const values = rounds.map(pick).filter((v): v is number => v !== undefined);
    return values.length > 0 ? Math.round(median(values)) : undefined;
  };
  const narateCpuUsPerReq = cpu((r) => r.narateCpuUsPerReq);
  const plainCpuUsPerReq = cpu((r) => r.plainCpuUsPerReq);
  return {
    name,
    narateReqPerS: Math.round(median(rounds.map((r) => r.narateReqPerS))),
    plainReqPerS: Math.round(median(rounds.map((r) => r.plainReqPerS))),
    ratio: Number(median(ratios).toFixed(2)),
    ...(narateCpuUsPerReq === undefined ? {} : { narateCpuUsPerReq }),
    ...(plainCpuUsPerReq === undefined ? {} : { plainCpuUsPerReq }),
    rounds,
  };
}

export const READ_ROUTES: { name: string; path: string }[] = [
  { name: 'GET /api/auth/session', path: '/api/auth/session' },
  { name: 'GET /api/me/credit-score', path: '/api/me/credit-score' },
  { name: 'GET /api/me/transactions', path: '/api/me/transactions' },
];

async function reqPerS(
  url: string,
  headers: Record<string, string>,
  options: MeasureOptions,
  pid: number | undefined,
): Promise<{ reqPerS: number; cpuUsPerReq?: number }> {
  // A short warm-up of its own, so each side starts with its connections open and its
  // statements prepared.
  await autocannon({ url, headers, connections: options.connections, duration: 1 });
  const cpuBefore = cpuUs(pid);
  const result = await autocannon({
    url,
    headers,
    connections: options.connections,
    duration: options.durationS,
  });
  const cpuAfter = cpuUs(pid);
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${url}: ${failed} of ${result.requests.total} requests failed`);
  const answered = result.requests.total;
  return {
    reqPerS: result.requests.average,
    ...(cpuBefore !== null && cpuAfter !== null && answered > 0
      ? { cpuUsPerReq: (cpuAfter - cpuBefore) / answered }
      : {}),
  };
}

interface MeasureOptions {
  narateBase: string;
  plainBase: string;
  /** The two servers' process ids, for their CPU time per request. */
  naratePid?: number | undefined;
  plainPid?: number | undefined;
  /** The same session cookie for both servers. */
  cookie: string;
  connections: number;
  durationS: number;
  rounds: number;
  /**
   * Seconds of load on each server and route before its rounds, not measured: a server that has
   * just started spends its first seconds of load compiling its hot code, which the much smaller
   * plain server is through far sooner (a session route's first round cost NaRate 245 µs of CPU a
   * request, the next ones 150–200).
   */
  warmUpS: number;
}

/**
 * Every route on NaRate and on the plain server with the same load (same cookie, same number of
 * connections, same duration), one after the other, for `rounds` rounds; who goes first swaps
 * every round, so neither always meets the machine warmed up by the other.
 */
export async function measureReadRoutes(options: MeasureOptions): Promise<ReadRouteResult[]> {
  const headers = { cookie: options.cookie };
  const results: ReadRouteResult[] = [];
  for (const route of READ_ROUTES) {
    const rounds: Round[] = [];
    for (const base of [options.narateBase, options.plainBase]) {
      await autocannon({
        url: `${base}${route.path}`,
        headers,
        connections: options.connections,
        duration: options.warmUpS,
      });
    }
    for (let round = 0; round < options.rounds; round += 1) {
      const narate = () =>
        reqPerS(`${options.narateBase}${route.path}`, headers, options, options.naratePid);
      const plain = () =>
        reqPerS(`${options.plainBase}${route.path}`, headers, options, options.plainPid);
      let n: Awaited<ReturnType<typeof narate>>;
      let p: Awaited<ReturnType<typeof plain>>;
      if (round % 2 === 0) {
        n = await narate();
        p = await plain();
      } else {
        p = await plain();
        n = await narate();
      }
      rounds.push({
        narateReqPerS: Math.round(n.reqPerS),
        plainReqPerS: Math.round(p.reqPerS),
        ...(n.cpuUsPerReq === undefined ? {} : { narateCpuUsPerReq: Math.round(n.cpuUsPerReq) }),
        ...(p.cpuUsPerReq === undefined ? {} : { plainCpuUsPerReq: Math.round(p.cpuUsPerReq) }),
      });
    }
    results.push(summariseRounds(route.name, rounds));
  }
  return results;
}

export function printReadRoutes(results: readonly ReadRouteResult[], rounds: number): void {
  console.log(
    `\nRead routes against the plain Fastify + pg server running the same statements (medians of ${rounds} rounds; ratio = median of each round's NaRate/plain):\n`,
  );
  console.log(
    '| route | NaRate req/s | plain req/s | ratio | NaRate app CPU µs/req | plain app CPU µs/req |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const r of results) {
    console.log(
      `| ${r.name} | ${r.narateReqPerS} | ${r.plainReqPerS} | ${r.ratio.toFixed(2)} | ${r.narateCpuUsPerReq ?? ''} | ${r.plainCpuUsPerReq ?? ''} |`,
    );
  }
}
