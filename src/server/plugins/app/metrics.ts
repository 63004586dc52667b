import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { isDirectLoopbackRequest } from '../../http/direct-request';
import { forbidden } from '../../http/errors';

/** Latency buckets in seconds, Prometheus-style (cumulative). */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

interface RouteStats {
  count: number;
  sum: number;
  buckets: number[];
}

/**
 * Only admins, or a scraper on the same machine talking to NaRate directly (not through a proxy,
 * which would make every visitor look local), may read the metrics.
 */
async function canReadMetrics(request: FastifyRequest): Promise<boolean> {
  if (isDirectLoopbackRequest(request)) return true;
  const user = await request.getSessionUser();
  return Boolean(user?.roles.includes('admin'));
}

function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

/**
 * Request counts and latency histograms per route and status, plus the job queue depths, in
 * Prometheus text format at GET /api/metrics. Kept in memory: each process reports its own.
 */
export function registerMetrics(app: FastifyInstance): void {
  const stats = new Map<string, RouteStats>();
  const startedAt = Date.now();

  app.addHook('onResponse', (request, reply, done) => {
    // The route pattern, not the URL, so ids do not explode the label set.
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method}\u0000${route}\u0000${reply.statusCode}`;
    let entry = stats.get(key);
    if (!entry) {
      entry = { count: 0, sum: 0, buckets: BUCKETS.map(() => 0) };
      stats.set(key, entry);
    }
    const seconds = reply.elapsedTime / 1000;
    entry.count += 1;
    entry.sum += seconds;
    BUCKETS.forEach((bound, i) => {
      if (seconds <= bound) entry.buckets[i]! += 1;
    });
    done();
  });

  app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!(await canReadMetrics(request))) throw forbidden();
    const lines: string[] = [
      '# HELP narate_http_requests_total HTTP requests by route and status.',
      '# TYPE narate_http_requests_total counter',
    ];
    const histogram: string[] = [
      '# HELP narate_http_request_duration_seconds Request latency by route.',
      '# TYPE narate_http_request_duration_seconds histogram',
    ];
    for (const [key, entry] of stats) {
      const [method, route, status] = key.split('\u0000') as [string, string, string];
      const labels = `method="${method}",route="${escapeLabel(route)}",status="${status}"`;
      lines.push(`narate_http_requests_total{${labels}} ${entry.count}`);
      BUCKETS.forEach((bound, i) =>
        histogram.push(
          `narate_http_request_duration_seconds_bucket{${labels},le="${bound}"} ${entry.buckets[i]}`,
        ),
      );
      histogram.push(
        `narate_http_request_duration_seconds_bucket{${labels},le="+Inf"} ${entry.count}`,
        `narate_http_request_duration_seconds_sum{${labels}} ${entry.sum.toFixed(6)}`,
        `narate_http_request_duration_seconds_count{${labels}} ${entry.count}`,
      );
    }
    const queue = await sql<{ channel: string; status: string; n: number }>`
      select channel, status, count(*)::int as n from outbox_messages
      where status in ('pending', 'failed') group by channel, status`.execute(app.db);
    const memory = process.memoryUsage();
    const body = [
      ...lines,
      ...histogram,
      '# HELP narate_job_queue_depth Messages waiting in the outbox (pending) or given up (failed).',
      '# TYPE narate_job_queue_depth gauge',
      ...queue.rows.map(
        (r) => `narate_job_queue_depth{queue="outbox_${r.channel}",status="${r.status}"} ${r.n}`,
      ),
      '# TYPE narate_process_resident_memory_bytes gauge',
      `narate_process_resident_memory_bytes ${memory.rss}`,
      '# TYPE narate_process_uptime_seconds gauge',
      `narate_process_uptime_seconds ${((Date.now() - startedAt) / 1000).toFixed(0)}`,
      '',
    ].join('\n');
    return reply
      .header('cache-control', 'no-store')
      .type('text/plain; version=0.0.4; charset=utf-8')
      .send(body);
  });
}
