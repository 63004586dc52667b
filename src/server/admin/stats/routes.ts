import type { FastifyInstance } from 'fastify';
import { readAdminStats } from './repository';

/** The dashboard's four counters, polled every few seconds while the dashboard is open. */
export async function adminStatsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/stats', { schema: { tags: ['admin'] } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return readAdminStats(app.db);
  });
}
