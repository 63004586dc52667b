import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validation as V } from '../../../shared/i18n/me/validation';
import { parseWith } from '../../http/validate';
import { auditSubjects, listAuditEntries } from './repository';

const AuditQuerySchema = z.object({
  entityType: z.enum(['user', 'contact_submission', 'partner_application'], {
    error: V.filterInvalid,
  }),
  entityId: z.uuid({ error: V.filterInvalid }),
});

export async function adminAuditRoutes(app: FastifyInstance): Promise<void> {
  app.get('/audit', { schema: { tags: ['admin'] } }, async (request) => {
    const query = parseWith(AuditQuerySchema, request.query);
    return { entries: await listAuditEntries(app.db, await auditSubjects(app.db, query)) };
  });
}
