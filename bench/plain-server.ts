import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import pg from 'pg';
import { creditScoreView, toTransactionView } from '#server/accounts/account-repository';
import { toSessionPayload } from '#server/auth/routes';
import { SEEN_EVERY_MS, type SessionUser } from '#server/auth/sessions-repository';
import type { Role, Transaction } from '#server/db/schema';
import type { OrderStatus } from '#shared/order-statuses';
import { READ_ROUTE_SQL } from './read-route-sql';

/**
 * The yardstick for NaRate's read routes: plain Fastify and one pg pool (no Kysely, no hooks, no
 * logger, no security headers) answering GET /api/auth/session, /api/me/credit-score and
 * /api/me/transactions with exactly the statements NaRate sends for them (READ_ROUTE_SQL, kept
 * equal to NaRate's by read-route-sql.test.ts), as named prepared statements, and the same JSON
 * (the answer-shaping functions are NaRate's own, so the bodies are byte-identical). The same
 * cookie lookup: the token from the cookie, its sha256, one statement. Whatever NaRate spends per
 * request beyond this is its own overhead; the bench reports NaRate's req/s as a share of this.
 */
const COOKIE = 'narate_session';

type SessionRow = {
  sessionId: string;
  persistent: boolean;
  last_seen_at: Date;
  id: string;
  email: string;
  avatar_url: string | null;
  blocked_at: Date | null;
  display_name: string | null;
  roles: Role[] | string;
};

function cookieToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === COOKIE) return part.slice(at + 1).trim();
  }
  return undefined;
}

function sessionUserOf(row: SessionRow | undefined): SessionUser | null {
  if (!row || row.blocked_at) return null;
  const roles = Array.isArray(row.roles)
    ? row.roles
    : row.roles === '{}'
      ? []
      : (row.roles.replace(/^\{|\}$/g, '').split(',') as Role[]);
  return {
    sessionId: row.sessionId,
    id: row.id,
    email: row.email,
    avatarUrl: row.avatar_url,
    displayName: row.display_name,
    roles,
    persistent: row.persistent,
    lastSeenAt: row.last_seen_at,
  };
}

const unauthorized = (reply: FastifyReply) =>
  reply.code(401).send({ error: { code: 'unauthorized' } });

export function plainServer(pool: pg.Pool): FastifyInstance {
  const app = Fastify({ logger: false });
  const run = async <R extends pg.QueryResultRow>(
    name: keyof typeof READ_ROUTE_SQL,
    values: unknown[],
  ): Promise<R[]> => (await pool.query<R>({ name, text: READ_ROUTE_SQL[name], values })).rows;

  /** NaRate's session lookup: one statement, plus its "last seen" write when that is stale. */
  const lookup = async <R extends SessionRow>(
    token: string | undefined,
    statement: 'session' | 'sessionWithCreditScore',
  ): Promise<{ user: SessionUser | null; row: R | undefined }> => {
    if (!token) return { user: null, row: undefined };
    const hash = createHash('sha256').update(token).digest('hex');
    const [row] = await run<R>(statement, [hash, new Date()]);
    const user = sessionUserOf(row);
    const now = new Date();
    if (user && now.getTime() - user.lastSeenAt.getTime() >= SEEN_EVERY_MS) {
      run('sessionSeen', [now, user.sessionId]).catch(() => undefined);
    }
    return { user, row };
  };

  app.get('/api/auth/session', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return toSessionPayload((await lookup(cookieToken(request.headers.cookie), 'session')).user);
  });

  app.get('/api/me/credit-score', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { user, row } = await lookup<SessionRow & Parameters<typeof creditScoreView>[0]>(
      cookieToken(request.headers.cookie),
      'sessionWithCreditScore',
    );
    if (!user || !row) return unauthorized(reply);
    const score = creditScoreView(row);
    if (!score) return reply.code(404).send({ error: { code: 'not_found' } });
    return score;
  });

  app.get<{ Querystring: { page?: string; pageSize?: string } }>(
    '/api/me/transactions',
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = await lookup(cookieToken(request.headers.cookie), 'session');
      if (!user) return unauthorized(reply);
      const page = Number(request.query.page ?? 1);
      const pageSize = Number(request.query.pageSize ?? 10);
      const rows = await run<
        Transaction & { order_status: OrderStatus | null; line_items: unknown; total: string }
      >('transactionsPage', [user.id, pageSize, (page - 1) * pageSize]);
      const total =
        rows.length > 0 || page === 1
          ? Number(rows[0]?.total ?? 0)
          : Number((await run<{ n: string }>('transactionsCount', [user.id]))[0]?.n ?? 0);
      return { items: rows.map(toTransactionView), total, page, pageSize };
    },
  );
  return app;
}

// Run as a process by the bench: PLAIN_DATABASE_URL, DATABASE_POOL_SIZE, PORT.
if (process.argv[1]?.endsWith('plain-server.ts')) {
  const pool = new pg.Pool({
    connectionString: process.env.PLAIN_DATABASE_URL,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
  });
  const app = plainServer(pool);
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  process.on(
    'SIGTERM',
    () =>
      void app
        .close()
        .then(() => pool.end())
        .then(() => process.exit(0)),
  );
}
