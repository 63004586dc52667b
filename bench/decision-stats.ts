/**
 * Arrival times and latency statistics for the decision load test. Pure functions, so the
 * generator and the percentiles are tested apart from any server (decision-stats.test.ts).
 */

/** A seeded generator of uniform numbers in [0, 1) (mulberry32): a run can be repeated exactly. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The moments (ms from the start) at which decisions arrive in an open loop: a Poisson process of
 * `ratePerS`, i.e. independent exponential gaps of mean 1000 / rate ms. Shoppers arrive at random,
 * not in step with the answers, so a slow answer does not hold the next arrival back (a closed
 * loop would hide the queue that builds behind it).
 */
export function poissonArrivals(
  ratePerS: number,
  durationMs: number,
  random: () => number = Math.random,
): number[] {
  if (!(ratePerS > 0) || !(durationMs > 0)) return [];
  const arrivals: number[] = [];
  const meanGapMs = 1000 / ratePerS;
  for (let at = -Math.log(1 - random()) * meanGapMs; at < durationMs;) {
    arrivals.push(at);
    at += -Math.log(1 - random()) * meanGapMs;
  }
  return arrivals;
}

/**
 * The p-quantile (0..1) of `values` by the nearest-rank rule: the smallest value with at least
 * p of all values at or below it. 0 for no values.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(p * sorted.length)));
  return sorted[rank - 1]!;
}

export function mean(values: readonly number[]): number {
  if (values.length === 0) return 0;
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface LatencySummary {
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
}

export function summarizeLatencies(latenciesMs: readonly number[]): LatencySummary {
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    p50Ms: round(percentile(latenciesMs, 0.5)),
    p90Ms: round(percentile(latenciesMs, 0.9)),
    p99Ms: round(percentile(latenciesMs, 0.99)),
  };
}

/** The offered rates of the open-loop levels: the given shares of the saturation, at least 1/s. */
export function offeredRates(saturationPerS: number, shares: readonly number[]): number[] {
  return shares.map((share) => Math.max(1, Math.round(saturationPerS * share * 10) / 10));
}

/**
 * What a PostgreSQL child process is, from the title it gives itself (its /proc cmdline, NULs
 * and padding included): a client's backend names the client's address ("postgres: narate
 * narate 127.0.0.1(5432) idle", "[local]" through a Unix socket) and becomes "backends"; a
 * background process keeps its role, without a worker's number ("postgres: io worker 1" is
 * "io worker") or database ("autovacuum worker narate" is "autovacuum worker").
 */
export function postgresProcessKind(title: string): string {
  const role = title
    .replace(/\0+/g, ' ')
    .trim()
    .replace(/^postgres:\s*/, '');
  if (/\(\d+\)|\[local\]/.test(role)) return 'backends';
  if (role.startsWith('autovacuum worker')) return 'autovacuum worker';
  return role.replace(/\s+\d+$/, '') || 'other';
}
