import fc from 'fast-check';
import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { createRequestMetrics } from './request-metrics';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** The same two metrics as prom-client writes them, the format a scraper already reads. */
async function promClientText(observations: [string, string, number, number][]) {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'narate_http_requests_total',
    help: 'HTTP requests by route and status.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'narate_http_request_duration_seconds',
    help: 'Request latency by route.',
    labelNames,
    buckets: BUCKETS,
    registers: [registry],
  });
  for (const [method, route, status, seconds] of observations) {
    const labels = { method, route, status: String(status) };
    requests.inc(labels);
    duration.observe(labels, seconds);
  }
  return registry.metrics();
}

describe('request metrics', () => {
  it('write the text prom-client writes for the same requests', async () => {
    const observation = fc.tuple(
      fc.constantFrom('GET', 'POST'),
      fc.constantFrom('/api/health', '/api/me/orders/:id', 'unmatched', '/a "quoted\\" path'),
      fc.constantFrom(200, 201, 404, 503),
      // Bounds themselves included: a value equal to a bound counts in that bound's bucket.
      fc.oneof(fc.constantFrom(...BUCKETS), fc.double({ min: 0, max: 10, noNaN: true })),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(observation, { maxLength: 40 }), async (observations) => {
        const metrics = createRequestMetrics('narate', BUCKETS);
        for (const [method, route, status, seconds] of observations) {
          metrics.record(method, route, status, seconds);
        }
        expect(metrics.exposition()).toBe(await promClientText(observations));
      }),
      { numRuns: 60 },
    );
  });

  it('count each series on its own and cumulate the buckets', () => {
    const metrics = createRequestMetrics('narate', [0.1, 1]);
    metrics.record('GET', '/api/health', 200, 0.05);
    metrics.record('GET', '/api/health', 200, 0.5);
    metrics.record('GET', '/api/health', 200, 3);
    metrics.record('GET', '/api/health', 503, 0.01);
    const text = metrics.exposition();
    const health = 'method="GET",route="/api/health",status="200"';
    expect(text).toContain(`narate_http_requests_total{${health}} 3`);
    expect(text).toContain(`narate_http_request_duration_seconds_bucket{le="0.1",${health}} 1`);
    expect(text).toContain(`narate_http_request_duration_seconds_bucket{le="1",${health}} 2`);
    expect(text).toContain(`narate_http_request_duration_seconds_bucket{le="+Inf",${health}} 3`);
    expect(text).toContain(`narate_http_request_duration_seconds_sum{${health}} 3.55`);
    expect(text).toContain(
      'narate_http_requests_total{method="GET",route="/api/health",status="503"} 1',
    );
  });
});
