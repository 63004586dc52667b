import { AdminShell } from '../../features/admin/components/admin-shell';
import { DashboardTabs } from '../../features/admin/components/dashboard-tabs';
import { QuickActions } from '../../features/admin/components/quick-actions';
import { StatCards } from '../../features/admin/components/stat-cards';
import { useI18n } from '../../i18n/i18n-context';
import { usePageMeta } from '../../i18n/use-page-meta';

export default function AdminDashboardPage() {
  const { t } = useI18n();
  usePageMeta('adminDashboard');
  return (
    <AdminShell title={t.admin.dashboard.title} subtitle={t.admin.dashboard.subtitle}>
      <div className="space-y-8">
        <StatCards />
        <QuickActions />
        <DashboardTabs />
      </div>
    </AdminShell>
  );
}
