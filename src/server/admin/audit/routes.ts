// The audit trail under /api/admin/audit: without an entity, the whole trail as pages (the audit
// screen); with one, that entity's own history. The query and both answers are defined in zod
// (http/zod-routes.ts) and held to the shared types the admin pages read.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_ACTIONS, type AuditEntityType, type AuditEntry, type Page } from '#shared/admin-api';
import { AdminAuditQuerySchema } from '#shared/validation/admin-schemas';
import { validation as V } from '#shared/i18n/me/validation';
import { refusalOf } from '#server/http/validate';
import { ErrorAnswer, refusedAs, registerZodSchemas } from '#server/http/zod-routes';
import { auditSubjects, listAuditEntries, listAuditPage } from './repository';

const AuditSubjectQuery = z.object({
  entityType: z.enum(['user', 'contact_submission', 'partner_application'], {
    error: V.filterInvalid,
  }),
  entityId: z.uuid({ error: V.filterInvalid }),
});

const namesSubject = (query: unknown) => {
  const { entityType, entityId } = (query ?? {}) as Record<string, unknown>;
  return entityType !== undefined || entityId !== undefined;
};

/**
 * Naming an entity (either parameter) asks for its history and is refused as that query; without
 * one the trail's filters apply, refused as the audit screen's query.
 */
const AuditQuery = refusedAs(
  z.union([
    AuditSubjectQuery,
    z
      .looseObject({ entityType: z.never().optional(), entityId: z.never().optional() })
      .pipe(AdminAuditQuerySchema),
  ]),
  (query) => {
    const schema = namesSubject(query) ? AuditSubjectQuery : AdminAuditQuerySchema;
    const result = schema.safeParse(query ?? {});
    if (result.success) throw new Error('An audit query the schema refused passed its own check');
    return refusalOf(result.error);
  },
);

const AUDIT_ENTITY_TYPES = [
  'user',
  'contact_submission',
  'partner_application',
  'review_request',
  'payment_attempt',
  'merchant',
  'dispute',
] as const satisfies readonly AuditEntityType[];

const AuditEntryAnswer = z.object({
  id: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  entityType: z.enum(AUDIT_ENTITY_TYPES),
  entityId: z.string(),
  actor: z
    .object({ id: z.string(), email: z.string(), displayName: z.string().nullable() })
    .nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
}) satisfies z.ZodType<AuditEntry>;

const AuditPageAnswer = z.object({
  items: z.array(AuditEntryAnswer),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  totalCapped: z.boolean().optional(),
  nextCursor: z.string().nullable().optional(),
}) satisfies z.ZodType<Page<AuditEntry>>;

const AuditHistoryAnswer = z.object({ entries: z.array(AuditEntryAnswer) });

export async function adminAuditRoutes(instance: FastifyInstance): Promise<void> {
  registerZodSchemas(instance);
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/audit',
    {
      schema: {
        tags: ['admin'],
        security: [{ session: [] }],
        summary: "The audit trail in pages, or one entity's history (entityType and entityId)",
        querystring: AuditQuery,
        response: { 200: z.union([AuditPageAnswer, AuditHistoryAnswer]), 400: ErrorAnswer },
      },
    },
    async (request) => {
      const query = request.query;
      if ('entityType' in query) {
        return { entries: await listAuditEntries(app.db, await auditSubjects(app.db, query)) };
      }
      return listAuditPage(app.db, query);
    },
  );
}
