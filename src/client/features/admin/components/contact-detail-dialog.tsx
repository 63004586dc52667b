import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminContactDetail } from '#shared/admin-api';
import { complaintAnswerDue } from '#shared/contact-status';
import { pathTo, ROUTES } from '#shared/routes';
import { fillTemplate } from '#shared/i18n/format';
import { Dialog } from '#client/components/ui/dialog';
import { Spinner } from '#client/components/ui/spinner';
import { useI18n } from '#client/i18n/i18n-context';
import { useAdminContact } from '../api/contacts';
import { reasonLabel } from '../labels';
import { useAdminFormat } from '../use-admin-format';
import { AuditTrail } from './audit-trail';
import { ContactReplies, ContactReplyForm } from './contact-reply-form';
import { ContactStatusForm } from './contact-status-form';
import { LoadError } from './load-error';
import { PartnerApplicationPanel } from './partner-application-panel';
import { ContactStatusBadge } from './status-badges';

/** A complaint's number, its answer deadline, and the shopper and order it came with. */
function ComplaintFacts({ contact }: { contact: AdminContactDetail }) {
  const { t } = useI18n();
  const format = useAdminFormat();
  const labels = t.admin.contacts;
  // The moment the dialog opened: late or not is judged once, not on every render.
  const [openedAt] = useState(() => Date.now());
  if (!contact.reference) return null;
  const due = complaintAnswerDue(new Date(contact.createdAt));
  const late = contact.status !== 'resolved' && due.getTime() < openedAt;
  return (
    <ul className="space-y-1 text-sm text-slate-800">
      <li className="font-semibold">
        {fillTemplate(labels.reference, { reference: contact.reference })}
      </li>
      {contact.status !== 'resolved' && (
        <li className={late ? 'font-semibold text-red-700' : undefined}>
          {fillTemplate(late ? labels.overdue : labels.dueBy, {
            date: format.date(due.toISOString()),
          })}
        </li>
      )}
      {contact.orderId && <li>{fillTemplate(labels.order, { order: contact.orderId })}</li>}
      {contact.userId && (
        <li>
          <Link
            to={pathTo(ROUTES.adminUser, { id: contact.userId })}
            className="text-brand-700 underline"
          >
            {labels.openShopper}
          </Link>
        </li>
      )}
    </ul>
  );
}

function ContactDetail({ contact }: { contact: AdminContactDetail }) {
  const { t } = useI18n();
  const format = useAdminFormat();
  const labels = t.admin.contacts;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <ContactStatusBadge status={contact.status} />
        <span>{reasonLabel(t.admin.contactReasons, contact.reason)}</span>
        <span aria-hidden="true">·</span>
        <span>{fillTemplate(labels.receivedAt, { date: format.dateTime(contact.createdAt) })}</span>
      </div>
      <ComplaintFacts contact={contact} />
      {contact.email && (
        <p className="text-sm">
          <span className="font-medium text-slate-700">{labels.email}: </span>
          <a href={`mailto:${contact.email}`} className="break-all text-brand-700 underline">
            {contact.email}
          </a>
        </p>
      )}
      {/* A partner application's message repeats its fields, which the panel shows structured. */}
      {contact.partnerApplicationId ? (
        <PartnerApplicationPanel applicationId={contact.partnerApplicationId} />
      ) : (
        <p className="whitespace-pre-wrap rounded-lg bg-slate-50 p-4 text-slate-900">
          {contact.message}
        </p>
      )}
      <ContactReplies contact={contact} />
      <ContactReplyForm contact={contact} />
      {/* Keyed by status so the notes field starts from the saved notes after each change. */}
      <ContactStatusForm key={`${contact.id}-${contact.status}`} contact={contact} />
      <AuditTrail entityType="contact_submission" entityId={contact.id} />
    </div>
  );
}

/** The message with its status buttons, notes, partner application and change history. */
export function ContactDetailDialog({
  contactId,
  onClose,
}: {
  contactId: string | null;
  onClose(): void;
}) {
  const { t } = useI18n();
  const contact = useAdminContact(contactId);
  const title = contact.data
    ? fillTemplate(t.admin.contacts.detailTitle, { name: contact.data.name })
    : t.admin.contacts.title;
  return (
    <Dialog
      open={contactId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      closeLabel={t.admin.common.close}
      className="max-w-2xl"
    >
      {contact.isPending ? (
        <Spinner label={t.admin.common.loading} className="py-10" />
      ) : contact.isError ? (
        <LoadError error={contact.error} onRetry={() => void contact.refetch()} />
      ) : (
        <ContactDetail contact={contact.data} />
      )}
    </Dialog>
  );
}
