import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerZodSchemas } from '../http/zod-routes';

/** Both answers, defined once in zod: the database either answered or it did not. */
const HealthAnswer = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['reachable', 'unreachable']),
});

export async function healthRoutes(instance: FastifyInstance): Promise<void> {
  registerZodSchemas(instance);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: HealthAnswer, 503: HealthAnswer },
      },
    },
    async (_request, reply) => {
      const reachable = await app.database.ping();
      return reply
        .status(reachable ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({
          status: reachable ? 'ok' : 'error',
          database: reachable ? 'reachable' : 'unreachable',
        });
    },
  );
}
