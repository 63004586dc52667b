import type { FastifyInstance } from 'fastify';
import {
  AdminContactsQuerySchema,
  ContactReplySchema,
  ContactUpdateSchema,
} from '#shared/validation/admin-schemas';
import { requireUser } from '#server/auth/permissions';
import { notFound } from '#server/http/errors';
import { parseWith } from '#server/http/validate';
import { pathId } from '#server/http/path-id';
import { readerLocale } from '#server/http/request-locale';
import { findContactDetail, listContacts } from './repository';
import { serviceDeps } from '#server/service-deps';
import { CONTACT_NOT_FOUND_MESSAGE, replyToContact, updateContactStatus } from './service';

const tags = ['admin'];

export async function adminContactRoutes(app: FastifyInstance): Promise<void> {
  const deps = serviceDeps(app);
  app.get('/contacts', { schema: { tags } }, async (request) =>
    listContacts(app.db, parseWith(AdminContactsQuerySchema, request.query), readerLocale(request)),
  );

  app.get('/contacts/:id', { schema: { tags } }, async (request) => {
    const contact = await findContactDetail(
      app.db,
      pathId(request.params, 'uuid', CONTACT_NOT_FOUND_MESSAGE),
      readerLocale(request),
    );
    if (!contact) throw notFound(CONTACT_NOT_FOUND_MESSAGE);
    return contact;
  });

  app.patch('/contacts/:id', { schema: { tags } }, async (request) => {
    const contactId = pathId(request.params, 'uuid', CONTACT_NOT_FOUND_MESSAGE);
    const change = parseWith(ContactUpdateSchema, request.body);
    const actor = await requireUser(request);
    await updateContactStatus(deps, actor.id, contactId, change);
    return findContactDetail(app.db, contactId, readerLocale(request));
  });

  app.post(
    '/contacts/:id/replies',
    {
      schema: {
        tags,
        summary: 'Answer a message: emailed to the sender in their language and kept with it',
      },
    },
    async (request, reply) => {
      const contactId = pathId(request.params, 'uuid', CONTACT_NOT_FOUND_MESSAGE);
      const { body } = parseWith(ContactReplySchema, request.body);
      const actor = await requireUser(request);
      reply.code(201);
      return replyToContact(deps, actor.id, contactId, body);
    },
  );
}
