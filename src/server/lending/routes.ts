// Responsible lending for the signed-in shopper: the creditworthiness declaration and documents.
import type { FastifyInstance } from 'fastify';
import { CreditworthinessSchema } from '#shared/validation/creditworthiness-schema';
import { requireUser } from '../auth/permissions';
import { parseWith } from '../http/validate';
import { serviceDeps } from '../service-deps';
import { documentRoutes } from './document-routes';
import { creditworthinessView, declareCreditworthiness } from './creditworthiness-service';

const tags = ['responsible lending'];

export async function lendingRoutes(app: FastifyInstance): Promise<void> {
  const deps = serviceDeps(app);
  await app.register(documentRoutes);

  app.get('/me/creditworthiness', { schema: { tags } }, async (request, reply) => {
    const user = await requireUser(request);
    reply.header('cache-control', 'no-store');
    return creditworthinessView(deps, user.id);
  });

  app.post(
    '/me/creditworthiness',
    { schema: { tags }, config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const input = parseWith(CreditworthinessSchema, request.body);
      reply.header('cache-control', 'no-store');
      return declareCreditworthiness(deps, user.id, input);
    },
  );
}
