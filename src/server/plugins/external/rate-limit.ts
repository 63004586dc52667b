import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '#server/db/schema';
import { errorText } from '#server/http/errors';
import { readerLocale } from '#server/http/request-locale';

/**
 * Opt-in per route (`config.rateLimit`): login, codes and public forms. The counters live in
 * PostgreSQL (rate_limit_counters), so every process behind a proxy counts against the same
 * limit; see docs/decisions/005-rate-limiting.md.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(app.db),
    allowList: () => !app.config.rateLimitEnabled,
    errorResponseBuilder: (request, context) => ({
      statusCode: context.statusCode,
      error: 'too_many_requests',
      message: errorText('too_many_requests', readerLocale(request)),
    }),
  });
}

/**
 * A fixed window per key: the first hit opens a window of `timeWindow` ms, later hits in it
 * count up, the first hit after it starts a new one. One statement (an upsert under the row's
 * lock), so concurrent requests in any number of processes never lose a count.
 */
export async function incrementCounter(
  db: Kysely<Database>,
  key: string,
  timeWindowMs: number,
): Promise<{ current: number; ttl: number }> {
  const result = await sql<{ hits: number; ttl: number }>`
    insert into rate_limit_counters as c (key, hits, expires_at)
    values (${key}, 1, clock_timestamp() + make_interval(secs => ${timeWindowMs / 1000}))
    on conflict (key) do update set
      hits = case when c.expires_at <= clock_timestamp() then 1 else c.hits + 1 end,
      expires_at = case when c.expires_at <= clock_timestamp() then excluded.expires_at
                        else c.expires_at end
    returning hits, ceil(extract(epoch from (expires_at - clock_timestamp())) * 1000)::int as ttl`.execute(
    db,
  );
  const row = result.rows[0]!;
  return { current: row.hits, ttl: Math.max(0, row.ttl) };
}

/** The counter of a key without counting a hit; an ended window reads as empty. */
export async function readCounter(
  db: Kysely<Database>,
  key: string,
): Promise<{ current: number; ttl: number }> {
  const result = await sql<{ hits: number; ttl: number }>`
    select hits, ceil(extract(epoch from (expires_at - clock_timestamp())) * 1000)::int as ttl
    from rate_limit_counters where key = ${key} and expires_at > clock_timestamp()`.execute(db);
  const row = result.rows[0];
  return row ? { current: row.hits, ttl: Math.max(0, row.ttl) } : { current: 0, ttl: 0 };
}

/** Forgets windows that have ended (run by the job loop). */
export async function deleteExpiredRateLimitCounters(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom('rate_limit_counters')
    .where('expires_at', '<', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

function postgresRateLimitStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    /** Counters of different routes never mix: each route's store prefixes its keys. */
    constructor(private readonly scope: string = 'global') {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      incrementCounter(db, `${this.scope}|${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    /** A look without a hit: callers ask whether a key is already over its limit. */
    read(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    ): void {
      readCounter(db, `${this.scope}|${key}`).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: {
      method?: unknown;
      url?: unknown;
      routeInfo?: unknown;
      groupId?: unknown;
    }) {
      const info = (routeOptions.routeInfo ?? routeOptions) as { method?: unknown; url?: unknown };
      const method = Array.isArray(info.method) ? info.method.join(',') : String(info.method ?? '');
      const scope =
        typeof routeOptions.groupId === 'string'
          ? `group:${routeOptions.groupId}`
          : `${method} ${String(info.url ?? '')}`;
      return new PostgresRateLimitStore(scope);
    }
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
