import type { InstalmentStatus } from '#shared/order-statuses';
import { useI18n } from '#client/i18n/i18n-context';
import { useDayFormat } from '#client/i18n/use-day-format';
import { useFormatters } from '#client/i18n/use-formatters';
import { cn } from '#client/lib/cn';
import { InstalmentStatusBadge } from './instalment-status-badge';

export interface ScheduleRow {
  sequence: number;
  /** Calendar day, 'YYYY-MM-DD'. */
  dueDate: string;
  amountCents: number;
  /** What is still owed; shown under the amount when part of it was paid or refunded. */
  owedCents?: number;
  status?: InstalmentStatus;
}

/**
 * A plan's instalments: due date and amount, plus the status and what is still owed once the plan
 * exists, or the total and "today" on the first row before purchase. The one schedule of the
 * checkout, the shopper's plans and the merchant's order; four narrow columns at most, so it fits
 * a 390 px phone without scrolling sideways.
 */
export function InstalmentSchedule({
  caption,
  instalments,
  showCaption = false,
  totalCents,
  testId,
}: {
  caption: string;
  instalments: readonly ScheduleRow[];
  /** Visible caption (the checkout) or for screen readers only (a plan among others). */
  showCaption?: boolean;
  /** Before purchase: a footer row with the total, and the first row marked as due today. */
  totalCents?: number;
  testId?: string;
}) {
  const { t } = useI18n();
  const p = t.plans;
  const { money } = useFormatters();
  const day = useDayFormat();
  const preview = totalCents !== undefined;
  const withStatus = instalments.some((instalment) => instalment.status !== undefined);
  return (
    <table className="w-full border-collapse text-left text-sm" data-testid={testId}>
      <caption className={showCaption ? 'pb-2 text-left font-semibold text-slate-900' : 'sr-only'}>
        {caption}
      </caption>
      <thead>
        <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
          <th scope="col" className="py-2 pr-2 font-semibold">
            {p.instalment}
          </th>
          <th scope="col" className="py-2 pr-2 font-semibold">
            {p.dueDate}
          </th>
          <th scope="col" className={cn('py-2 text-right font-semibold', withStatus && 'pr-2')}>
            {p.amount}
          </th>
          {withStatus && (
            <th scope="col" className="py-2 text-right font-semibold">
              {p.status}
            </th>
          )}
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
            <td className="py-2 pr-2 text-slate-700">
              {day(instalment.dueDate)}
              {preview && instalment.sequence === 1 && ` (${t.checkout.today})`}
            </td>
            <td className={cn('py-2 text-right tabular-nums text-slate-900', withStatus && 'pr-2')}>
              {money(instalment.amountCents)}
              {instalment.owedCents !== undefined &&
                instalment.owedCents > 0 &&
                instalment.owedCents !== instalment.amountCents && (
                  <span className="block text-xs text-slate-600">
                    {p.owed}: {money(instalment.owedCents)}
                  </span>
                )}
            </td>
            {instalment.status !== undefined && (
              <td className="py-2 text-right">
                <InstalmentStatusBadge status={instalment.status} />
              </td>
            )}
          </tr>
        ))}
      </tbody>
      {preview && (
        <tfoot>
          <tr>
            <th scope="row" colSpan={2} className="pt-2 text-left font-semibold text-slate-900">
              {t.checkout.scheduleTotal}
            </th>
            <td className="pt-2 text-right font-bold tabular-nums text-slate-900">
              {money(totalCents)}
            </td>
          </tr>
        </tfoot>
      )}
    </table>
  );
}
