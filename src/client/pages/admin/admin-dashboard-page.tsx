import { AdminShell } from '#client/features/admin/components/admin-shell';
import { DashboardTabs } from '#client/features/admin/components/dashboard-tabs';
import { QuickActions } from '#client/features/admin/components/quick-actions';
import { StatCards } from '#client/features/admin/components/stat-cards';
import { useI18n } from '#client/i18n/i18n-context';
import { usePageMeta } from '#client/i18n/use-page-meta';

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
