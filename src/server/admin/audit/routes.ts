import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseWith } from '../../http/validate';
import { auditSubjects, listAuditEntries } from './repository';

const AuditQuerySchema = z.object({
  entityType: z.enum(['user', 'contact_submission', 'partner_application'], {
    error: 'Neispravan filter.',
  }),
  entityId: z.uuid({ error: 'Neispravan filter.' }),
});

export async function adminAuditRoutes(app: FastifyInstance): Promise<void> {
  app.get('/audit', { schema: { tags: ['admin'] } }, async (request) => {
    const query = parseWith(AuditQuerySchema, request.query);
    return { entries: await listAuditEntries(app.db, await auditSubjects(app.db, query)) };
  });
}
