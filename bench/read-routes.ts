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
  /** Every round's pair, for reading how noisy the run was. */
  rounds: { narateReqPerS: number; plainReqPerS: number }[];
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The route's line of the table from its rounds. */
export function summariseRounds(
  name: string,
  rounds: { narateReqPerS: number; plainReqPerS: number }[],
): ReadRouteResult {
  const ratios = rounds.map((r) => (r.plainReqPerS > 0 ? r.narateReqPerS / r.plainReqPerS : 0));
  return {
    name,
    narateReqPerS: Math.round(median(rounds.map((r) => r.narateReqPerS))),
    plainReqPerS: Math.round(median(rounds.map((r) => r.plainReqPerS))),
    ratio: Number(median(ratios).toFixed(2)),
    rounds,
  };
}

export const READ_ROUTES: { name: string; path: string }[] = [
  { name: 'GET /api/auth/session', path: '/api/auth/session' },
  { name: 'GET /api/me/credit-score', path: '/api/me/credit-score' },
  { name: 'GET /api/me/transactions', path: '/api/me/transactions' },
];

async function reqPerS(url: string, headers: Record<string, string>, options: MeasureOptions) {
  // A short warm-up of its own, so each side starts with its connections open and its
  // statements prepared.
  await autocannon({ url, headers, connections: options.connections, duration: 1 });
  const result = await autocannon({
    url,
    headers,
    connections: options.connections,
    duration: options.durationS,
  });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${url}: ${failed} of ${result.requests.total} requests failed`);
  return result.requests.average;
}

interface MeasureOptions {
  narateBase: string;
  plainBase: string;
  /** The same session cookie for both servers. */
  cookie: string;
  connections: number;
  durationS: number;
  rounds: number;
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
    const rounds: { narateReqPerS: number; plainReqPerS: number }[] = [];
    for (let round = 0; round < options.rounds; round += 1) {
      const narate = () => reqPerS(`${options.narateBase}${route.path}`, headers, options);
      const plain = () => reqPerS(`${options.plainBase}${route.path}`, headers, options);
      if (round % 2 === 0) {
        const narateReqPerS = await narate();
        rounds.push({ narateReqPerS, plainReqPerS: await plain() });
      } else {
        const plainReqPerS = await plain();
        rounds.push({ narateReqPerS: await narate(), plainReqPerS });
      }
    }
    results.push(summariseRounds(route.name, rounds));
  }
  return results;
}

export function printReadRoutes(results: readonly ReadRouteResult[], rounds: number): void {
  console.log(
    `\nRead routes against the plain Fastify + pg server running the same statements (medians of ${rounds} rounds; ratio = median of each round's NaRate/plain):\n`,
  );
  console.log('| route | NaRate req/s | plain req/s | ratio |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const r of results) {
    console.log(`| ${r.name} | ${r.narateReqPerS} | ${r.plainReqPerS} | ${r.ratio.toFixed(2)} |`);
  }
}
