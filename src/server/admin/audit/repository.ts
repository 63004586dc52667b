import { sql, type Kysely } from 'kysely';
import type { AuditAction, AuditEntityType, AuditEntry, Page } from '#shared/admin-api';
import type { AdminAuditQuery } from '#shared/validation/admin-schemas';
import type { Database } from '#server/db/schema';
import { containsPattern } from '../search-pattern';

// Written through audit/record.ts (every area writes the trail; the admin area reads it).
export { recordAudit } from '#server/audit/record';

function auditRows(db: Kysely<Database>) {
  return db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.id', 'audit_log.actor_id')
    .leftJoin('profiles', 'profiles.id', 'audit_log.actor_id');
}

const ENTRY_COLUMNS = [
  'audit_log.id',
  'audit_log.action',
  'audit_log.entity_type',
  'audit_log.entity_id',
  'audit_log.before',
  'audit_log.after',
  'audit_log.created_at',
  'audit_log.actor_id',
  'users.email as actor_email',
  'profiles.display_name as actor_name',
] as const;

interface EntryRow {
  id: string;
  action: string;
  entity_type: string;
  entity_id: string;
  before: unknown;
  after: unknown;
  created_at: Date;
  actor_id: string | null;
  actor_email: string | null;
  actor_name: string | null;
}

function toEntry(row: EntryRow): AuditEntry {
  return {
    id: row.id,
    action: row.action as AuditAction,
    entityType: row.entity_type as AuditEntityType,
    entityId: row.entity_id,
    actor:
      row.actor_id && row.actor_email
        ? { id: row.actor_id, email: row.actor_email, displayName: row.actor_name }
        : null,
    before: row.before as Record<string, unknown> | null,
    after: row.after as Record<string, unknown> | null,
    createdAt: row.created_at.toISOString(),
  };
}

/** Newest first, with the acting admin's name; the entities' own history, at most `limit` rows. */
export async function listAuditEntries(
  db: Kysely<Database>,
  entities: readonly { entityType: AuditEntityType; entityId: string }[],
  limit = 100,
): Promise<AuditEntry[]> {
  if (entities.length === 0) return [];
  const rows = await auditRows(db)
    .select(ENTRY_COLUMNS)
    .where((eb) =>
      eb.or(
        entities.map((entity) =>
          eb.and([
            eb('audit_log.entity_type', '=', entity.entityType),
            eb('audit_log.entity_id', '=', entity.entityId),
          ]),
        ),
      ),
    )
    .orderBy('audit_log.created_at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toEntry);
}

/** The whole trail, newest first, one page, filtered by actor, action and time. */
export async function listAuditPage(
  db: Kysely<Database>,
  query: AdminAuditQuery,
): Promise<Page<AuditEntry>> {
  const { page, pageSize, actor, action, from, to } = query;
  let base = auditRows(db);
  if (action) base = base.where('audit_log.action', '=', action);
  if (from) base = base.where('audit_log.created_at', '>=', new Date(from));
  if (to) base = base.where('audit_log.created_at', '<', new Date(to));
  if (actor) {
    const pattern = containsPattern(actor);
    base = base.where((eb) =>
      eb.or([eb('users.email', 'ilike', pattern), eb('profiles.display_name', 'ilike', pattern)]),
    );
  }
  const [count, rows] = await Promise.all([
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    base
      .select(ENTRY_COLUMNS)
      .orderBy('audit_log.created_at', 'desc')
      .orderBy('audit_log.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return { items: rows.map(toEntry), total: Number(count.n), page, pageSize };
}

type AuditSubject = { entityType: AuditEntityType; entityId: string };

/**
 * The entities whose history a detail view shows. A partner application is read from its contact
 * message, so the message's history includes the application's decision.
 */
export async function auditSubjects(
  db: Kysely<Database>,
  subject: AuditSubject,
): Promise<AuditSubject[]> {
  if (subject.entityType !== 'contact_submission') return [subject];
  const application = await db
    .selectFrom('partner_applications')
    .select('id')
    .where('contact_submission_id', '=', subject.entityId)
    .executeTakeFirst();
  return application
    ? [subject, { entityType: 'partner_application', entityId: application.id }]
    : [subject];
}
