import type { Kysely } from 'kysely';
import type { AuditAction, AuditEntityType } from '#shared/admin-api';
import type { Database } from '../db/schema';

// The audit trail is written by every area that changes something an admin must be able to
// account for (reviews, payout accounts, the admin screens); only the admin area reads it. The
// writer sits below all of them so that writing an audit row ties no area to the admin area.

export interface AuditRecord {
  actorId: string;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Writes one audit row; call it with the transaction of the change it describes. */
export async function recordAudit(db: Kysely<Database>, record: AuditRecord): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: record.actorId,
      action: record.action,
      entity_type: record.entityType,
      entity_id: record.entityId,
      before: record.before === null ? null : JSON.stringify(record.before),
      after: record.after === null ? null : JSON.stringify(record.after),
    })
    .execute();
}
