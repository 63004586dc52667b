import type { FastifyInstance } from 'fastify';
import {
  AdminContactsQuerySchema,
  ContactUpdateSchema,
} from '../../../shared/validation/admin-schemas';
import { requireUser } from '../../auth/permissions';
import { notFound } from '../../http/errors';
import { parseWith } from '../../http/validate';
import { pathId } from '../../http/path-id';
import { findContact, listContacts } from './repository';
import { serviceDeps } from '../../service-deps';
import { CONTACT_NOT_FOUND_MESSAGE, updateContactStatus } from './service';

const tags = ['admin'];

export async function adminContactRoutes(app: FastifyInstance): Promise<void> {
  const deps = serviceDeps(app);
  app.get('/contacts', { schema: { tags } }, async (request) =>
    listContacts(app.db, parseWith(AdminContactsQuerySchema, request.query)),
  );

  app.get('/contacts/:id', { schema: { tags } }, async (request) => {
    const contact = await findContact(
      app.db,
      pathId(request.params, 'uuid', CONTACT_NOT_FOUND_MESSAGE),
    );
    if (!contact) throw notFound(CONTACT_NOT_FOUND_MESSAGE);
    return contact;
  });

  app.patch('/contacts/:id', { schema: { tags } }, async (request) => {
    const contactId = pathId(request.params, 'uuid', CONTACT_NOT_FOUND_MESSAGE);
    const change = parseWith(ContactUpdateSchema, request.body);
    const actor = await requireUser(request);
    return updateContactStatus(deps, actor.id, contactId, change);
  });
}
