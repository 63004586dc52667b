import type { FastifyInstance } from 'fastify';
import {
  ApproveApplicationSchema,
  DeclineApplicationSchema,
} from '#shared/validation/admin-schemas';
import { requireUser } from '#server/auth/permissions';
import { notFound } from '#server/http/errors';
import { parseWith } from '#server/http/validate';
import { pathId } from '#server/http/path-id';
import { serviceDeps } from '#server/service-deps';
import { findPartnerApplication } from './repository';
import { APPLICATION_NOT_FOUND_MESSAGE, approveApplication, declineApplication } from './service';

const tags = ['admin'];

export async function adminPartnerApplicationRoutes(app: FastifyInstance): Promise<void> {
  const deps = serviceDeps(app);

  app.get('/partner-applications/:id', { schema: { tags } }, async (request) => {
    const id = pathId(request.params, 'uuid', APPLICATION_NOT_FOUND_MESSAGE);
    const application = await findPartnerApplication(app.db, id);
    if (!application) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
    return application;
  });

  app.post('/partner-applications/:id/approve', { schema: { tags } }, async (request) => {
    const id = pathId(request.params, 'uuid', APPLICATION_NOT_FOUND_MESSAGE);
    const choice = parseWith(ApproveApplicationSchema, request.body);
    const actor = await requireUser(request);
    return approveApplication(deps, actor.id, id, choice);
  });

  app.post('/partner-applications/:id/decline', { schema: { tags } }, async (request) => {
    const id = pathId(request.params, 'uuid', APPLICATION_NOT_FOUND_MESSAGE);
    const { reason } = parseWith(DeclineApplicationSchema, request.body);
    const actor = await requireUser(request);
    return declineApplication(deps, actor.id, id, reason);
  });
}
