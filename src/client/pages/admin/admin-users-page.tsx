import { AdminShell } from '#client/features/admin/components/admin-shell';
import { UsersBrowser } from '#client/features/admin/components/users-browser';
import { useI18n } from '#client/i18n/i18n-context';
import { usePageMeta } from '#client/i18n/use-page-meta';

export default function AdminUsersPage() {
  const { t } = useI18n();
  usePageMeta('adminUsers');
  return (
    <AdminShell title={t.admin.users.title} subtitle={t.admin.users.subtitle}>
      <UsersBrowser />
    </AdminShell>
  );
}
