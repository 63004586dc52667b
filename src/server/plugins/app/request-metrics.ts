/**
 * Request counts and latency histograms per method, route pattern and status, in the Prometheus
 * text format. Kept apart from prom-client's registry because they are written on every answer:
 * prom-client's counter and histogram hash and validate their label object on each call, a few
 * microseconds per request on the hot read routes, where this adds three lookups (route pattern,
 * status, method; no key is built) and a few additions. What a scraper reads is the same: the
 * counter `<prefix>_http_requests_total` and the histogram
 * `<prefix>_http_request_duration_seconds` with cumulative `le` buckets, `_sum` and `_count`,
 * series in the order they were first seen.
 */
export interface RequestMetrics {
  record(method: string, route: string, status: number, seconds: number): void;
  /** Both metrics in the Prometheus text exposition format, ending with a newline. */
  exposition(): string;
}

interface Series {
  labels: string;
  count: number;
  sum: number;
  /** Observations per bucket (not cumulative); the last slot counts those above every bound. */
  perBucket: number[];
}

/** A label value as the exposition format quotes it. */
const escapeLabel = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

export function createRequestMetrics(prefix: string, buckets: readonly number[]): RequestMetrics {
  // In first-seen order for the exposition, and found by route, then status and method: the
  // route pattern and method are the same string objects on every request, so no key is built.
  const series: Series[] = [];
  const byRoute = new Map<string, Map<string, Series>[]>();
  const counterName = `${prefix}_http_requests_total`;
  const histogramName = `${prefix}_http_request_duration_seconds`;

  const seriesOf = (method: string, route: string, status: number): Series => {
    let statuses = byRoute.get(route);
    if (!statuses) {
      statuses = [];
      byRoute.set(route, statuses);
    }
    let methods = statuses[status];
    if (!methods) {
      methods = new Map();
      statuses[status] = methods;
    }
    let found = methods.get(method);
    if (!found) {
      found = {
        labels: `method="${escapeLabel(method)}",route="${escapeLabel(route)}",status="${status}"`,
        count: 0,
        sum: 0,
        perBucket: new Array<number>(buckets.length + 1).fill(0),
      };
      methods.set(method, found);
      series.push(found);
    }
    return found;
  };

  return {
    record(method, route, status, seconds) {
      const entry = seriesOf(method, route, status);
      entry.count += 1;
      entry.sum += seconds;
      let bucket = 0;
      while (bucket < buckets.length && seconds > buckets[bucket]!) bucket += 1;
      entry.perBucket[bucket]! += 1;
    },
    exposition() {
      const counter = [
        `# HELP ${counterName} HTTP requests by route and status.`,
        `# TYPE ${counterName} counter`,
      ];
      const histogram = [
        `# HELP ${histogramName} Request latency by route.`,
        `# TYPE ${histogramName} histogram`,
      ];
      for (const entry of series) {
        counter.push(`${counterName}{${entry.labels}} ${entry.count}`);
        let cumulative = 0;
        buckets.forEach((bound, index) => {
          cumulative += entry.perBucket[index]!;
          histogram.push(`${histogramName}_bucket{le="${bound}",${entry.labels}} ${cumulative}`);
        });
        histogram.push(
          `${histogramName}_bucket{le="+Inf",${entry.labels}} ${entry.count}`,
          `${histogramName}_sum{${entry.labels}} ${entry.sum}`,
          `${histogramName}_count{${entry.labels}} ${entry.count}`,
        );
      }
      return `${counter.join('\n')}\n\n${histogram.join('\n')}\n`;
    },
  };
}
