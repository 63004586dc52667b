import { AdminShell } from '../../features/admin/components/admin-shell';
import { AuditLogBrowser } from '../../features/admin/components/audit-log-browser';
import { useI18n } from '../../i18n/i18n-context';
import { usePageMeta } from '../../i18n/use-page-meta';

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
