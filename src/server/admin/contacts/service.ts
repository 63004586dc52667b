// Status and notes of a contact message: an unresolved message is set in progress or resolved with
// notes; resolving sets resolved_at, any other status clears it; resolved is final.
import type { AdminContactRow } from '../../../shared/admin-api';
import {
  CONTACT_ALREADY_RESOLVED_MESSAGE,
  contactStatusActions,
  resolvedAtFor,
  type AdminContactStatus,
} from '../../../shared/contact-status';
import { conflict, errorMessage, notFound } from '../../http/errors';
import type { ServiceDeps } from '../../service-deps';
import { recordAudit } from '../audit/repository';
import { findContact, saveContactStatus } from './repository';

export const CONTACT_NOT_FOUND_MESSAGE = errorMessage('contact_not_found');

export async function updateContactStatus(
  deps: ServiceDeps,
  actorId: string,
  contactId: string,
  change: { status: AdminContactStatus; adminNotes: string | null },
): Promise<AdminContactRow> {
  return deps.db.transaction().execute(async (trx) => {
    const current = await findContact(trx, contactId, { lock: true });
    if (!current) throw notFound(CONTACT_NOT_FOUND_MESSAGE);
    if (!contactStatusActions(current.status).includes(change.status)) {
      throw conflict(CONTACT_ALREADY_RESOLVED_MESSAGE, 'contact_resolved');
    }
    const resolvedAt = resolvedAtFor(change.status, new Date());
    await saveContactStatus(trx, contactId, { ...change, resolvedAt });
    await recordAudit(trx, {
      actorId,
      action: 'contact.status_changed',
      entityType: 'contact_submission',
      entityId: contactId,
      before: {
        status: current.status,
        adminNotes: current.adminNotes,
        resolvedAt: current.resolvedAt,
      },
      after: {
        status: change.status,
        adminNotes: change.adminNotes,
        resolvedAt: resolvedAt?.toISOString() ?? null,
      },
    });
    return (await findContact(trx, contactId)) as AdminContactRow;
  });
}
