import { AdminShell } from '#client/features/admin/components/admin-shell';
import { AuditLogBrowser } from '#client/features/admin/components/audit-log-browser';
import { useI18n } from '#client/i18n/i18n-context';
import { usePageMeta } from '#client/i18n/use-page-meta';

/** /admin/audit: who changed what and when, across the whole admin area. */
export default function AdminAuditPage() {
  const { t } = useI18n();
  usePageMeta('adminAudit');
  return (
    <AdminShell title={t.admin.audit.log.title} subtitle={t.admin.audit.log.subtitle}>
      <AuditLogBrowser />
    </AdminShell>
  );
}
