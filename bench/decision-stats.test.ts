import { describe, expect, it } from 'vitest';
import {
  mean,
  median,
  offeredRates,
  percentile,
  poissonArrivals,
  postgresProcessKind,
  seededRandom,
  summarizeLatencies,
} from './decision-stats';

describe('poissonArrivals', () => {
  it('offers the asked rate on average, in increasing moments inside the window', () => {
    const arrivals = poissonArrivals(50, 200_000, seededRandom(7));
    // 50/s over 200 s: 10 000 expected; the Poisson spread is ±100 (1 sd).
    expect(arrivals.length).toBeGreaterThan(9_600);
    expect(arrivals.length).toBeLessThan(10_400);
    for (let i = 1; i < arrivals.length; i += 1) {
      expect(arrivals[i]!).toBeGreaterThanOrEqual(arrivals[i - 1]!);
    }
    expect(arrivals[0]!).toBeGreaterThanOrEqual(0);
    expect(arrivals.at(-1)!).toBeLessThan(200_000);
  });

  it('has exponential gaps: mean and standard deviation both 1000/rate ms, not a fixed tick', () => {
    const arrivals = poissonArrivals(20, 500_000, seededRandom(11));
    const gaps = arrivals.slice(1).map((at, i) => at - arrivals[i]!);
    const gapMean = mean(gaps);
    const sd = Math.sqrt(mean(gaps.map((g) => (g - gapMean) ** 2)));
    expect(gapMean).toBeGreaterThan(47);
    expect(gapMean).toBeLessThan(53);
    expect(sd).toBeGreaterThan(45);
    expect(sd).toBeLessThan(55);
    // About e^-1 of the gaps are longer than the mean (memoryless arrivals bunch up and pause).
    const longer = gaps.filter((g) => g > 50).length / gaps.length;
    expect(longer).toBeGreaterThan(0.34);
    expect(longer).toBeLessThan(0.4);
  });

  it('repeats exactly with the same seed and offers nothing for a zero rate or window', () => {
    expect(poissonArrivals(10, 5_000, seededRandom(3))).toEqual(
      poissonArrivals(10, 5_000, seededRandom(3)),
    );
    expect(poissonArrivals(0, 5_000)).toEqual([]);
    expect(poissonArrivals(10, 0)).toEqual([]);
  });
});

describe('latency statistics', () => {
  it('takes percentiles by nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i); // 100..1, unsorted
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.9)).toBe(90);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile(values, 1)).toBe(100);
    expect(percentile([5], 0.99)).toBe(5);
    expect(percentile([], 0.5)).toBe(0);
    expect(summarizeLatencies([1, 2, 3, 4, 1000])).toEqual({ p50Ms: 3, p90Ms: 1000, p99Ms: 1000 });
  });

  it('takes the median of an even count as the mean of the middle two', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([])).toBe(0);
  });

  it('offers the levels as shares of the saturation, never below one decision a second', () => {
    expect(offeredRates(40, [0.25, 0.5, 0.75, 1])).toEqual([10, 20, 30, 40]);
    expect(offeredRates(2, [0.25])).toEqual([1]);
  });
});

describe('postgresProcessKind', () => {
  it("groups clients' backends and names PostgreSQL's own processes by their role", () => {
    const padded = (title: string) => `${title}${' '.repeat(40)}`;
    expect(postgresProcessKind(padded('postgres: narate narate 127.0.0.1(41822) idle'))).toBe(
      'backends',
    );
    expect(postgresProcessKind('postgres: narate narate [local] UPDATE\0\0')).toBe('backends');
    expect(postgresProcessKind(padded('postgres: walwriter'))).toBe('walwriter');
    expect(postgresProcessKind(padded('postgres: io worker 2'))).toBe('io worker');
    expect(postgresProcessKind('postgres: autovacuum worker narate\0')).toBe('autovacuum worker');
    expect(postgresProcessKind('')).toBe('other');
  });
});
