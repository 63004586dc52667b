import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: {
          200: {
            type: 'object',
            properties: { status: { type: 'string' }, database: { type: 'string' } },
          },
          503: {
            type: 'object',
            properties: { status: { type: 'string' }, database: { type: 'string' } },
          },
        },
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
