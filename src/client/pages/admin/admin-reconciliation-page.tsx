import { CheckCircle2, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { fillTemplate } from '#shared/i18n/format';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { useLedgerCheck, useReconciliation } from '#client/features/admin/api/reconciliation';
import { useSmsDeliveries } from '#client/features/admin/api/sms-deliveries';
import { AdminShell } from '#client/features/admin/components/admin-shell';
import { LedgerCheckCard } from '#client/features/admin/components/ledger-check-card';
import { LoadError } from '#client/features/admin/components/load-error';
import { ReconciliationTable } from '#client/features/admin/components/reconciliation-table';
import { SmsDeliverySection } from '#client/features/admin/components/sms-delivery-section';
import { useAdminFormat } from '#client/features/admin/use-admin-format';
import { useI18n } from '#client/i18n/i18n-context';
import { usePageMeta } from '#client/i18n/use-page-meta';

/** /admin/reconciliation: the ledger check's verdict and each provider / books difference. */
export default function AdminReconciliationPage() {
  const { t } = useI18n();
  const labels = t.admin.reconciliation;
  usePageMeta('adminReconciliation');
  const format = useAdminFormat();
  const report = useReconciliation();
  const check = useLedgerCheck();
  const sms = useSmsDeliveries();
  const listId = useId();
  const refreshing = report.isFetching || check.isFetching || sms.isFetching;

  let list;
  if (report.isPending) {
    list = <Spinner label={t.admin.common.loading} className="py-12" />;
  } else if (report.isError) {
    list = (
      <Card className="p-5">
        <LoadError error={report.error} onRetry={() => void report.refetch()} />
      </Card>
    );
  } else if (report.data.discrepancies.length === 0) {
    list = (
      <p
        className="flex items-center justify-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700"
        data-testid="reconciliation-empty"
      >
        <CheckCircle2 aria-hidden="true" className="h-5 w-5 shrink-0 text-emerald-700" />
        {labels.empty}
      </p>
    );
  } else {
    list = (
      <ReconciliationTable
        discrepancies={report.data.discrepancies}
        checkedAt={report.data.checkedAt}
      />
    );
  }

  return (
    <AdminShell
      title={labels.title}
      subtitle={labels.subtitle}
      actions={
        <Button
          variant="outline"
          disabled={refreshing}
          aria-busy={refreshing}
          onClick={() => void Promise.all([report.refetch(), check.refetch(), sms.refetch()])}
        >
          <RefreshCw
            aria-hidden="true"
            className={refreshing ? 'h-4 w-4 animate-spin' : 'h-4 w-4'}
          />
          {labels.refresh}
        </Button>
      }
    >
      <div className="space-y-8">
        <LedgerCheckCard />
        <section aria-labelledby={listId}>
          <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={listId} className="text-lg font-semibold text-slate-900">
              {labels.listTitle}
            </h2>
            {report.data && (
              <p className="text-sm text-slate-600">
                {fillTemplate(labels.checkedAt, { time: format.dateTime(report.data.checkedAt) })}
              </p>
            )}
          </div>
          {list}
        </section>
        <SmsDeliverySection />
      </div>
    </AdminShell>
  );
}
