import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminStats } from '#shared/admin-api';
import { registerZodSchemas } from '#server/http/zod-routes';
import { readAdminStats } from './repository';

/** The answer, defined once in zod and held to the shared type the dashboard reads. */
const AdminStatsAnswer = z.object({
  users: z.int(),
  transactions: z.int(),
  pendingMessages: z.int(),
  averageScore: z.number(),
  reconciliationDiscrepancies: z.int(),
}) satisfies z.ZodType<AdminStats>;

/** The dashboard's four counters, polled every few seconds while the dashboard is open. */
export async function adminStatsRoutes(instance: FastifyInstance): Promise<void> {
  registerZodSchemas(instance);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/stats',
    { schema: { tags: ['admin'], response: { 200: AdminStatsAnswer } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return readAdminStats(app.db);
    },
  );
}
