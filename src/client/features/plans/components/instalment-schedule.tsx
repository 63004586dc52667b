import type { InstalmentView } from '../../../../shared/engine-api';
import { useI18n } from '../../../i18n/i18n-context';
import { useFormatters } from '../../../i18n/use-formatters';
import { InstalmentStatusBadge } from './instalment-status-badge';
import { useDayFormat } from './use-day-format';

/**
 * An order's instalments: due date, amount, what is still owed and the status. Four narrow
 * columns, so it fits a 390 px phone without scrolling sideways.
 */
export function InstalmentSchedule({
  caption,
  instalments,
}: {
  caption: string;
  instalments: InstalmentView[];
}) {
  const { t } = useI18n();
  const p = t.plans;
  const { money } = useFormatters();
  const day = useDayFormat();
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
          <th scope="col" className="py-2 pr-2 font-semibold">
            {p.instalment}
          </th>
          <th scope="col" className="py-2 pr-2 font-semibold">
            {p.dueDate}
          </th>
          <th scope="col" className="py-2 pr-2 text-right font-semibold">
            {p.amount}
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            {p.status}
          </th>
        </tr>
      </thead>
      <tbody>
        {instalments.map((instalment) => (
          <tr
            key={instalment.sequence}
            className="border-b border-slate-100"
            data-testid={`instalment-${instalment.sequence}`}
          >
            <td className="py-2 pr-2 font-medium text-slate-900">{instalment.sequence}.</td>
            <td className="py-2 pr-2 text-slate-700">{day(instalment.dueDate)}</td>
            <td className="py-2 pr-2 text-right tabular-nums text-slate-900">
              {money(instalment.amountCents)}
              {instalment.owedCents > 0 && instalment.owedCents !== instalment.amountCents && (
                <span className="block text-xs text-slate-600">
                  {p.owed}: {money(instalment.owedCents)}
                </span>
              )}
            </td>
            <td className="py-2 text-right">
              <InstalmentStatusBadge status={instalment.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
