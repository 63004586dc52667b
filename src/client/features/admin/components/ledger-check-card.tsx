import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { useId } from 'react';
import { fillTemplate } from '#shared/i18n/format';
import { Card } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { useI18n } from '#client/i18n/i18n-context';
import { useLedgerCheck } from '../api/reconciliation';
import { LoadError } from './load-error';

/** The ledger check's verdict: "in order", or each problem it found. */
export function LedgerCheckCard() {
  const { t } = useI18n();
  const labels = t.admin.reconciliation.ledger;
  const check = useLedgerCheck();
  const titleId = useId();

  let body;
  if (check.isPending) {
    body = <Spinner label={t.admin.common.loading} className="py-4" />;
  } else if (check.isError) {
    body = <LoadError error={check.error} onRetry={() => void check.refetch()} />;
  } else if (check.data.ok) {
    body = (
      <p className="flex items-start gap-2 text-emerald-900" data-testid="ledger-ok">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" />
        {labels.ok}
      </p>
    );
  } else {
    const { violations, negativeOwed, discrepancies } = check.data;
    body = (
      <div className="text-slate-800" data-testid="ledger-problems">
        <p className="flex items-start gap-2 font-medium text-red-800">
          <AlertTriangle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-red-700" />
          {labels.problems}
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-9 text-sm">
          {violations.map((violation, index) => (
            <li key={`v-${index}`}>
              <span className="font-medium">{labels.violations[violation.kind]}</span>
              <span className="block break-words text-slate-600">{violation.detail}</span>
            </li>
          ))}
          {negativeOwed.map((orderId) => (
            <li key={`n-${orderId}`} className="break-all">
              {fillTemplate(labels.negativeOwed, { orderId })}
            </li>
          ))}
          {discrepancies.length > 0 && (
            <li>{fillTemplate(labels.discrepancies, { count: discrepancies.length })}</li>
          )}
        </ul>
      </div>
    );
  }

  return (
    <Card className="p-5" aria-labelledby={titleId} role="region">
      <h2 id={titleId} className="mb-3 text-lg font-semibold text-slate-900">
        {labels.title}
      </h2>
      {body}
    </Card>
  );
}
