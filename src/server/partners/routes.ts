import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PartnerApplicationSchema } from '#shared/validation/partner-schema';
import { requestLocale } from '../http/request-locale';
import { ErrorAnswer, registerZodSchemas } from '../http/zod-routes';
import { serviceDeps } from '../service-deps';
import { submitPartnerApplication } from './service';

export async function partnerRoutes(instance: FastifyInstance): Promise<void> {
  // The request and answers are defined in zod (the partner form's own schema).
  registerZodSchemas(instance);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = serviceDeps(app);
  app.post(
    '/partners/applications',
    {
      schema: {
        tags: ['partners'],
        summary: 'Submit a partner application (public)',
        body: PartnerApplicationSchema,
        response: { 201: z.object({ id: z.string() }), 400: ErrorAnswer },
      },
      // A company applies once; a few retries per address cover typos without inviting spam.
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const data = request.body;
      // The request's logger, so a failed notification is logged with the request id.
      const saved = await submitPartnerApplication(
        { ...deps, log: request.log },
        data,
        requestLocale(request),
      );
      return reply.status(201).send({ id: saved.id });
    },
  );
}
