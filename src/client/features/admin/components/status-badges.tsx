import type { PartnerApplicationStatus } from '#shared/admin-api';
import type { ContactStatus } from '#shared/contact-status';
import { Badge, type BadgeTone } from '#client/components/ui/badge';
import { useI18n } from '#client/i18n/i18n-context';

const contactTones: Record<ContactStatus, BadgeTone> = {
  pending: 'warning',
  in_progress: 'info',
  resolved: 'success',
};

export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  const { t } = useI18n();
  return <Badge tone={contactTones[status]}>{t.admin.contactStatus[status]}</Badge>;
}

const applicationTones: Record<PartnerApplicationStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  declined: 'danger',
};

export function ApplicationStatusBadge({ status }: { status: PartnerApplicationStatus }) {
  const { t } = useI18n();
  return <Badge tone={applicationTones[status]}>{t.admin.applications.status[status]}</Badge>;
}
