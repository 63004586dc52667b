import { CONTACT_STATUSES } from '#shared/contact-status';
import { DEFAULT_PAGE_SIZE } from '#shared/validation/admin-schemas';
import { CONTACT_SUBMISSION_REASONS } from '#shared/validation/contact-schema';
import { FormField } from '#client/components/ui/form-field';
import { Select } from '#client/components/ui/select';
import { useI18n } from '#client/i18n/i18n-context';
import { useAdminContacts } from '../api/contacts';
import { useUrlFilters } from '../use-url-filters';
import { ContactDetailDialog } from './contact-detail-dialog';
import { ContactsTable } from './contacts-table';
import { PaginationBar } from './pagination-bar';

const oneOf = <T extends string>(list: readonly T[], value: string): T | undefined =>
  (list as readonly string[]).includes(value) ? (value as T) : undefined;

/** Messages newest first, filtered by status and reason; ?open=<id> shows one in the dialog. */
export function ContactsBrowser() {
  const { t } = useI18n();
  const labels = t.admin.contacts;
  const filters = useUrlFilters();
  const status = oneOf(CONTACT_STATUSES, filters.get('status'));
  const reason = oneOf(CONTACT_SUBMISSION_REASONS, filters.get('reason'));
  const openId = filters.get('open') || null;
  const contacts = useAdminContacts({
    status,
    reason,
    page: filters.page,
    pageSize: DEFAULT_PAGE_SIZE,
  });

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
        <FormField label={labels.statusFilter}>
          <Select
            name="status"
            value={status ?? ''}
            onChange={(event) => filters.update({ status: event.target.value })}
          >
            <option value="">{t.admin.common.all}</option>
            {CONTACT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t.admin.contactStatus[value]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={labels.reasonFilter}>
          <Select
            name="reason"
            value={reason ?? ''}
            onChange={(event) => filters.update({ reason: event.target.value })}
          >
            <option value="">{t.admin.common.all}</option>
            {CONTACT_SUBMISSION_REASONS.map((value) => (
              <option key={value} value={value}>
                {t.admin.contactReasons[value]}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <ContactsTable
        rows={contacts.data?.items}
        isPending={contacts.isPending}
        error={contacts.error}
        onRetry={() => void contacts.refetch()}
        onOpen={(id) => filters.update({ open: id }, { keepPage: true })}
      />
      {contacts.data && (
        <PaginationBar
          page={contacts.data.page}
          pageSize={contacts.data.pageSize}
          total={contacts.data.total}
          onPageChange={filters.setPage}
        />
      )}
      <ContactDetailDialog
        contactId={openId}
        onClose={() => filters.update({ open: undefined }, { keepPage: true })}
      />
    </div>
  );
}
