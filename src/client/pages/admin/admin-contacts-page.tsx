import { AdminShell } from '#client/features/admin/components/admin-shell';
import { ContactsBrowser } from '#client/features/admin/components/contacts-browser';
import { useI18n } from '#client/i18n/i18n-context';
import { usePageMeta } from '#client/i18n/use-page-meta';

export default function AdminContactsPage() {
  const { t } = useI18n();
  usePageMeta('adminContacts');
  return (
    <AdminShell title={t.admin.contacts.title} subtitle={t.admin.contacts.subtitle}>
      <ContactsBrowser />
    </AdminShell>
  );
}
