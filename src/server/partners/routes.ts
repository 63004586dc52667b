import type { FastifyInstance } from 'fastify';
import { PartnerApplicationSchema } from '#shared/validation/partner-schema';
import { requestLocale } from '../http/request-locale';
import { parseWith } from '../http/validate';
import { serviceDeps } from '../service-deps';
import { submitPartnerApplication } from './service';

export async function partnerRoutes(app: FastifyInstance): Promise<void> {
  const deps = serviceDeps(app);
  app.post(
    '/partners/applications',
    {
      schema: { tags: ['partners'], summary: 'Submit a partner application (public)' },
      // A company applies once; a few retries per address cover typos without inviting spam.
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const data = parseWith(PartnerApplicationSchema, request.body);
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
