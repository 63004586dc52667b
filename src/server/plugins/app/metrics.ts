import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { forbidden } from '#server/http/errors';
import { secretMatches } from '#server/http/secret-token';
import { createRequestMetrics } from './request-metrics';

/** Latency buckets in seconds. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * Only admins, or a scraper presenting METRICS_TOKEN as a bearer token, may read the metrics. A
 * request's address proves nothing: a relay on the same host makes every visitor look local.
 */
async function canReadMetrics(request: FastifyRequest): Promise<boolean> {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  if (secretMatches(bearer, request.server.config.metricsToken)) return true;
  const user = await request.getSessionUser();
  return Boolean(user?.roles.includes('admin'));
}

/**
 * Prometheus metrics at GET /api/metrics: request counts and latency histograms per route and
 * status (request-metrics.ts), the outbox queue depths and the default process metrics (memory,
 * CPU, event loop, start time; prom-client), all prefixed `narate_`. Each app has its own
 * registry, so every process (and every test app) reports only itself.
 */
export function registerMetrics(app: FastifyInstance): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'narate_' });

  const requests = createRequestMetrics('narate', BUCKETS);
  new Gauge({
    name: 'narate_job_queue_depth',
    help: 'Messages waiting in the outbox (pending) or given up (failed).',
    labelNames: ['queue', 'status'] as const,
    registers: [registry],
    // Read at each scrape, so a count that dropped to nothing disappears with it.
    async collect() {
      const queue = await sql<{ channel: string; status: string; n: number }>`
        select channel, status, count(*)::int as n from outbox_messages
        where status in ('pending', 'failed') group by channel, status`.execute(app.db);
      this.reset();
      for (const row of queue.rows) {
        this.set({ queue: `outbox_${row.channel}`, status: row.status }, row.n);
      }
    },
  });

  app.addHook('onResponse', (request, reply, done) => {
    // The route pattern, not the URL, so ids do not explode the label set.
    requests.record(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });

  app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!(await canReadMetrics(request))) throw forbidden();
    const body = `${requests.exposition()}\n${await registry.metrics()}`;
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(body);
  });
}
