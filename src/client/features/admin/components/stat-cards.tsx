import { Gauge, MessageSquare, Receipt, Scale, Users, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { AdminStats } from '#shared/admin-api';
import { ROUTES } from '#shared/routes';
import { Card } from '#client/components/ui/card';
import { useI18n } from '#client/i18n/i18n-context';
import { useAdminStats } from '../api/stats';
import { useAdminFormat } from '../use-admin-format';
import { useAnimatedCount } from '#client/lib/use-count-up';
import { LoadError } from './load-error';

function StatCard({
  label,
  value,
  icon: Icon,
  link,
}: {
  label: string;
  value: number;
  icon: LucideIcon;
  /** Where the figure is explained in full. */
  link?: { to: string; label: string };
}) {
  const id = useId();
  const format = useAdminFormat();
  const shown = useAnimatedCount(value);
  return (
    <Card role="group" aria-labelledby={id} className="flex items-start justify-between p-5">
      <div>
        <p id={id} className="text-sm font-medium text-slate-600">
          {label}
        </p>
        {/* The final value for assistive technology; the animated digits are decoration. */}
        <p className="mt-2 text-3xl font-bold tabular-nums text-slate-900">
          <span aria-hidden="true" data-testid="stat-value">
            {format.number(shown)}
          </span>
          <span className="sr-only">{format.number(value)}</span>
        </p>
        {link && (
          <Link
            to={link.to}
            className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline"
          >
            {link.label}
          </Link>
        )}
      </div>
      <span className="grid h-10 w-10 place-items-center rounded-xl bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="h-5 w-5" />
      </span>
    </Card>
  );
}

const EMPTY: AdminStats = {
  users: 0,
  transactions: 0,
  pendingMessages: 0,
  averageScore: 0,
  reconciliationDiscrepancies: 0,
};

/**
 * The four counters (users, purchases, pending messages, average score), refreshed live while the
 * dashboard is open.
 */
export function StatCards() {
  const { t } = useI18n();
  const stats = useAdminStats();
  if (stats.isError && !stats.data) {
    return <LoadError error={stats.error} onRetry={() => void stats.refetch()} />;
  }
  const data = stats.data ?? EMPTY;
  const labels = t.admin.dashboard.stats;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5" aria-busy={stats.isPending}>
      <StatCard label={labels.users} value={data.users} icon={Users} />
      <StatCard label={labels.transactions} value={data.transactions} icon={Receipt} />
      <StatCard label={labels.pendingMessages} value={data.pendingMessages} icon={MessageSquare} />
      <StatCard label={labels.averageScore} value={data.averageScore} icon={Gauge} />
      {/* The latest daily reconciliation of the payment provider with the books: 0 is healthy. */}
      <StatCard
        label={labels.reconciliation}
        value={data.reconciliationDiscrepancies}
        icon={Scale}
        link={{ to: ROUTES.adminReconciliation, label: labels.openReconciliation }}
      />
    </div>
  );
}
