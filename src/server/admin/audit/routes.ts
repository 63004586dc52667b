import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AdminAuditQuerySchema } from '#shared/validation/admin-schemas';
import { validation as V } from '#shared/i18n/me/validation';
import { parseWith } from '#server/http/validate';
import { auditSubjects, listAuditEntries, listAuditPage } from './repository';

const AuditQuerySchema = z.object({
  entityType: z.enum(['user', 'contact_submission', 'partner_application'], {
    error: V.filterInvalid,
  }),
  entityId: z.uuid({ error: V.filterInvalid }),
});

export async function adminAuditRoutes(app: FastifyInstance): Promise<void> {
  app.get('/audit', { schema: { tags: ['admin'] } }, async (request) => {
    // Without an entity: the whole trail as pages (the audit screen); with one: its own history.
    const raw = (request.query ?? {}) as Record<string, unknown>;
    if (raw.entityType === undefined && raw.entityId === undefined) {
      return listAuditPage(app.db, parseWith(AdminAuditQuerySchema, request.query));
    }
    const query = parseWith(AuditQuerySchema, request.query);
    return { entries: await listAuditEntries(app.db, await auditSubjects(app.db, query)) };
  });
}
