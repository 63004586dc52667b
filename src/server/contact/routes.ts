import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ComplaintSchema, ContactSchema } from '#shared/validation/contact-schema';
import { ErrorAnswer, registerZodSchemas } from '../http/zod-routes';
import { requestLocale } from '../http/request-locale';
import { serviceDeps } from '../service-deps';
import { myRequestRoutes } from './my-requests';
import { submitComplaint, submitContactMessage } from './service';

/** A visitor may send this many messages per address in the window; enough for a person. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;

/** The public contact form (/kontakt): validated with the form's own schema. */
export async function contactRoutes(instance: FastifyInstance): Promise<void> {
  // Each route's request and answers are defined in zod (the forms' own schemas).
  registerZodSchemas(instance);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = serviceDeps(app);
  await app.register(myRequestRoutes);
  app.post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message from the contact form',
        body: ContactSchema,
        response: { 201: z.object({ id: z.string() }), 400: ErrorAnswer },
      },
      config: { rateLimit: CONTACT_RATE_LIMIT },
    },
    async (request, reply) => {
      const stored = await submitContactMessage(deps, request.body, requestLocale(request));
      return reply.status(201).send(stored);
    },
  );

  app.post(
    '/complaints',
    {
      schema: {
        tags: ['contact'],
        summary: 'File a complaint (/prigovori); answered within 15 days',
        body: ComplaintSchema,
        response: {
          201: z.object({ id: z.string(), reference: z.string() }),
          400: ErrorAnswer,
          404: ErrorAnswer,
        },
      },
      config: { rateLimit: CONTACT_RATE_LIMIT },
    },
    async (request, reply) => {
      const complaint = request.body;
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
