// Contact messages and complaints under /api/admin/contacts: the list, one message with its
// answers, a status change and an answer emailed to the sender. Requests and answers are defined
// in zod (http/zod-routes.ts) and held to the shared types the admin pages read.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminContactDetail, AdminContactRow, Page } from '#shared/admin-api';
import { CONTACT_STATUSES } from '#shared/contact-status';
import {
  AdminContactsQuerySchema,
  ContactReplySchema,
  ContactUpdateSchema,
} from '#shared/validation/admin-schemas';
import { requireUser } from '#server/auth/permissions';
import { notFound } from '#server/http/errors';
import { pathId } from '#server/http/path-id';
import { readerLocale } from '#server/http/request-locale';
import { ErrorAnswer, refusedAs, registerZodSchemas } from '#server/http/zod-routes';
import { findContactDetail, listContacts } from './repository';
import { serviceDeps } from '#server/service-deps';
import { CONTACT_NOT_FOUND_MESSAGE, replyToContact, updateContactStatus } from './service';

const ContactRowAnswer = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  reason: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  adminNotes: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
  partnerApplicationId: z.string().nullable(),
  reference: z.string().nullable(),
  userId: z.string().nullable(),
  orderId: z.string().nullable(),
}) satisfies z.ZodType<AdminContactRow>;

const ContactDetailAnswer = ContactRowAnswer.extend({
  replies: z.array(
    z.object({
      id: z.string(),
      body: z.string(),
      locale: z.enum(['me', 'en']),
      createdAt: z.string(),
    }),
  ),
}) satisfies z.ZodType<AdminContactDetail>;

const ContactPageAnswer = z.object({
  items: z.array(ContactRowAnswer),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  totalCapped: z.boolean().optional(),
  nextCursor: z.string().nullable().optional(),
}) satisfies z.ZodType<Page<AdminContactRow>>;

/** A message's `:id` is a UUID; anything else names no message and answers 404, not 400. */
const ContactParams = refusedAs(z.object({ id: z.uuid() }), (params) => {
  pathId(params, 'uuid', CONTACT_NOT_FOUND_MESSAGE);
  throw new Error('A message id the schema refused passed the server check');
});

const tags = ['admin'];

export async function adminContactRoutes(instance: FastifyInstance): Promise<void> {
  registerZodSchemas(instance);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = serviceDeps(app);

  app.get(
    '/contacts',
    {
      schema: {
        tags,
        querystring: AdminContactsQuerySchema,
        response: { 200: ContactPageAnswer, 400: ErrorAnswer },
      },
    },
    async (request) => listContacts(app.db, request.query, readerLocale(request)),
  );

  app.get(
    '/contacts/:id',
    {
      schema: {
        tags,
        params: ContactParams,
        response: { 200: ContactDetailAnswer, 404: ErrorAnswer },
      },
    },
    async (request) => {
      const contact = await findContactDetail(app.db, request.params.id, readerLocale(request));
      if (!contact) throw notFound(CONTACT_NOT_FOUND_MESSAGE);
      return contact;
    },
  );

  app.patch(
    '/contacts/:id',
    {
      schema: {
        tags,
        params: ContactParams,
        body: ContactUpdateSchema,
        response: { 200: ContactDetailAnswer, 400: ErrorAnswer, 404: ErrorAnswer },
      },
    },
    async (request) => {
      const actor = await requireUser(request);
      await updateContactStatus(deps, actor.id, request.params.id, request.body);
      const contact = await findContactDetail(app.db, request.params.id, readerLocale(request));
      if (!contact) throw notFound(CONTACT_NOT_FOUND_MESSAGE);
      return contact;
    },
  );

  app.post(
    '/contacts/:id/replies',
    {
      schema: {
        tags,
        summary: 'Answer a message: emailed to the sender in their language and kept with it',
        params: ContactParams,
        body: ContactReplySchema,
        response: { 201: ContactDetailAnswer, 400: ErrorAnswer, 404: ErrorAnswer },
      },
    },
    async (request, reply) => {
      const actor = await requireUser(request);
      const detail = await replyToContact(deps, actor.id, request.params.id, request.body.body);
      return reply.code(201).send(detail);
    },
  );
}
