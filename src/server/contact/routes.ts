import type { FastifyInstance } from 'fastify';
import { ComplaintSchema, ContactSchema } from '#shared/validation/contact-schema';
import { parseWith } from '../http/validate';
import { requestLocale } from '../http/request-locale';
import { serviceDeps } from '../service-deps';
import { myRequestRoutes } from './my-requests';
import { submitComplaint, submitContactMessage } from './service';

/** A visitor may send this many messages per address in the window; enough for a person. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

/** The public contact form (/kontakt): validated with the form's own schema. */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const deps = serviceDeps(app);
  await app.register(myRequestRoutes);
  app.post(
    '/contact',
    {
      schema: { tags: ['contact'], summary: 'Send a message from the contact form' },
      config: { rateLimit: CONTACT_RATE_LIMIT },
    },
    async (request, reply) => {
      const message = parseWith(ContactSchema, request.body);
      const stored = await submitContactMessage(deps, message, requestLocale(request));
      return reply.status(201).send(stored);
    },
  );

  app.post(
    '/complaints',
    {
      schema: {
        tags: ['contact'],
        summary: 'File a complaint (/prigovori); answered within 15 days',
      },
      config: { rateLimit: CONTACT_RATE_LIMIT },
    },
    async (request, reply) => {
      const complaint = parseWith(ComplaintSchema, request.body);
      const user = await request.getSessionUser();
      const stored = await submitComplaint(
        deps,
        complaint,
        requestLocale(request),
        user?.id ?? null,
      );
      return reply.status(201).send(stored);
    },
  );
}
