import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ROUTES } from '#shared/routes';
import { Spinner } from '#client/components/ui/spinner';
import { useAdminUser } from '#client/features/admin/api/user-detail';
import { AdminShell } from '#client/features/admin/components/admin-shell';
import { AuditTrail } from '#client/features/admin/components/audit-trail';
import { LoadError } from '#client/features/admin/components/load-error';
import { ScoreHistoryCard } from '#client/features/admin/components/score-history-card';
import { UserAccountActions } from '#client/features/admin/components/user-account-actions';
import { UserCreditCard } from '#client/features/admin/components/user-credit-card';
import { UserLendingCard } from '#client/features/admin/components/user-lending-card';
import { UserProfileCard } from '#client/features/admin/components/user-profile-card';
import { UserTransactionsCard } from '#client/features/admin/components/user-transactions-card';
import { useI18n } from '#client/i18n/i18n-context';
import { usePageMeta } from '#client/i18n/use-page-meta';
import { ApiError } from '#client/lib/api-client';

export default function AdminUserPage() {
  const { t } = useI18n();
  usePageMeta('adminUser');
  const { id = '' } = useParams();
  const user = useAdminUser(id);
  const backLink = (
    <Link
      to={ROUTES.adminUsers}
      className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {t.admin.user.back}
    </Link>
  );

  if (user.isPending) {
    return (
      <AdminShell title={t.admin.user.profile} actions={backLink}>
        <Spinner label={t.admin.common.loading} className="py-16" />
      </AdminShell>
    );
  }
  if (user.isError) {
    const missing = user.error instanceof ApiError && user.error.status === 404;
    return (
      <AdminShell title={missing ? t.admin.user.notFound : t.admin.user.profile} actions={backLink}>
        {!missing && <LoadError error={user.error} onRetry={() => void user.refetch()} />}
      </AdminShell>
    );
  }

  const detail = user.data;
  return (
    <AdminShell
      title={detail.displayName ?? detail.email}
      subtitle={detail.email}
      actions={backLink}
    >
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <UserProfileCard user={detail} />
          <UserAccountActions user={detail} />
          <ScoreHistoryCard entries={detail.scoreHistory} />
        </div>
        <div className="space-y-6">
          <UserCreditCard user={detail} />
          <UserLendingCard user={detail} />
          <AuditTrail entityType="user" entityId={detail.id} />
        </div>
        <div className="lg:col-span-2">
          <UserTransactionsCard user={detail} />
        </div>
      </div>
    </AdminShell>
  );
}
