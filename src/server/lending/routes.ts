// Responsible lending for the signed-in shopper: the creditworthiness declaration and documents.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreditworthinessSchema,
  type CreditworthinessView,
} from '#shared/validation/creditworthiness-schema';
import { requireUser, signedInFirst } from '../auth/permissions';
import { ErrorAnswer, registerZodSchemas } from '../http/zod-routes';
import { serviceDeps } from '../service-deps';
import { DeclarationAnswer } from './declaration-answer';
import { documentRoutes } from './document-routes';
import { creditworthinessView, declareCreditworthiness } from './creditworthiness-service';

const tags = ['responsible lending'];

const CreditworthinessAnswer = z.object({
  declaration: DeclarationAnswer,
  spendingLimitCents: z.int(),
}) satisfies z.ZodType<CreditworthinessView>;

export async function lendingRoutes(instance: FastifyInstance): Promise<void> {
  // The declaration's request and answers are defined in zod; the documents are files (see
  // document-routes.ts).
  registerZodSchemas(instance);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = serviceDeps(app);
  await app.register(documentRoutes);

  app.get(
    '/me/creditworthiness',
    { schema: { tags, response: { 200: CreditworthinessAnswer, 401: ErrorAnswer } } },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', 'no-store');
      return creditworthinessView(deps, user.id);
    },
  );

  app.post(
    '/me/creditworthiness',
    {
      schema: {
        tags,
        body: CreditworthinessSchema,
        response: { 200: CreditworthinessAnswer, 400: ErrorAnswer, 401: ErrorAnswer },
      },
      preValidation: signedInFirst,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const input = request.body;
      reply.header('cache-control', 'no-store');
      return declareCreditworthiness(deps, user.id, input);
    },
  );
}
