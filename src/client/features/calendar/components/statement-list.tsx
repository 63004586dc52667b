import { FileSpreadsheet, FileText } from 'lucide-react';
import { Card } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { useI18n } from '#client/i18n/i18n-context';
import { statementHref, useStatementMonths } from '../api/payment-calendar';
import { monthHeading, monthLabel } from './month-label';

/** "Mjesečni izvodi": every month since the first purchase, newest first, as PDF and CSV. */
export function StatementList() {
  const { t, locale } = useI18n();
  const s = t.calendar.statements;
  const statements = useStatementMonths();
  const link = 'inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline';
  return (
    <Card aria-labelledby="statements-title" className="space-y-3" data-testid="statements">
      <h2 id="statements-title" className="text-xl font-bold text-slate-900">
        {s.title}
      </h2>
      <p className="text-sm text-slate-700">{s.intro}</p>
      {statements.isPending ? (
        <Spinner label={t.shell.loading} className="py-4" />
      ) : statements.isError ? (
        <p role="alert" className="text-slate-800">
          {s.loadFailed}
        </p>
      ) : statements.data.months.length === 0 ? (
        <p className="text-slate-700">{s.empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {statements.data.months.map((month) => {
            const label = monthLabel(t, month);
            return (
              <li key={month} className="flex flex-wrap items-center justify-between gap-x-4">
                <span className="text-slate-800">{monthHeading(t, month)}</span>
                <span className="flex gap-4">
                  <a
                    href={statementHref(month, 'pdf', locale)}
                    target="_blank"
                    rel="noopener"
                    aria-label={s.pdf(label)}
                    className={link}
                  >
                    <FileText aria-hidden="true" className="h-4 w-4" />
                    PDF
                  </a>
                  <a
                    href={statementHref(month, 'csv', locale)}
                    download
                    aria-label={s.csv(label)}
                    className={link}
                  >
                    <FileSpreadsheet aria-hidden="true" className="h-4 w-4" />
                    CSV
                  </a>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
