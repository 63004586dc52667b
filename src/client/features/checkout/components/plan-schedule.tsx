import type { PlanPreview } from '../../../../shared/engine-api';
import { useI18n } from '../../../i18n/i18n-context';
import { useFormatters } from '../../../i18n/use-formatters';
import { useDayFormat } from '../../plans/components/use-day-format';

/** The chosen plan before purchase: every date and cent-exact amount, and the total. */
export function PlanSchedule({ plan }: { plan: PlanPreview }) {
  const { t } = useI18n();
  const c = t.checkout;
  const { money } = useFormatters();
  const day = useDayFormat();
  return (
    <table className="w-full border-collapse text-left text-sm" data-testid="plan-schedule">
      <caption className="pb-2 text-left font-semibold text-slate-900">
        {c.scheduleCaption(plan.instalmentCount)}
      </caption>
      <thead>
        <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
          <th scope="col" className="py-2 pr-2 font-semibold">
            {c.instalment}
          </th>
          <th scope="col" className="py-2 pr-2 font-semibold">
            {c.dueDate}
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            {c.amount}
          </th>
        </tr>
      </thead>
      <tbody>
        {plan.instalments.map((instalment) => (
          <tr key={instalment.sequence} className="border-b border-slate-100">
            <td className="py-1.5 pr-2 text-slate-900">{instalment.sequence}.</td>
            <td className="py-1.5 pr-2 text-slate-700">
              {day(instalment.dueDate)}
              {instalment.sequence === 1 && ` (${c.today})`}
            </td>
            <td className="py-1.5 text-right tabular-nums text-slate-900">
              {money(instalment.amountCents)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2} className="pt-2 text-left font-semibold text-slate-900">
            {c.scheduleTotal}
          </th>
          <td className="pt-2 text-right font-bold tabular-nums text-slate-900">
            {money(plan.totalCents)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
