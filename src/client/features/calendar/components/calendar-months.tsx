import { Link } from 'react-router';
import type { CalendarMonthView } from '#shared/payment-calendar';
import { ROUTES } from '#shared/routes';
import { cn } from '#client/lib/cn';
import { useI18n } from '#client/i18n/i18n-context';
import { useDayFormat } from '#client/i18n/use-day-format';
import { useFormatters } from '#client/i18n/use-formatters';
import { monthHeading, monthLabel } from './month-label';

/** The address of a plan on the dashboard: its card's heading. */
export function planHref(orderId: string): string {
  return `${ROUTES.dashboard}#plan-${orderId}`;
}

/**
 * Every month with something due: a heading with the month's total, then a list of its
 * instalments (date, purchase, instalment number, amount, status), each linking to its plan.
 * A list per month, not a grid of days, so it reads the same to a screen reader and at 390 px.
 */
export function CalendarMonths({ months }: { months: readonly CalendarMonthView[] }) {
  const { t } = useI18n();
  const c = t.calendar;
  const { money } = useFormatters();
  const dayFormat = useDayFormat();
  const day = dayFormat;
  return (
    <div className="space-y-6">
      {months.map((month) => {
        const label = monthLabel(t, month.month);
        const headingId = `month-${month.month}`;
        return (
          <section
            key={month.month}
            aria-labelledby={headingId}
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:p-6"
            data-testid="calendar-month"
            data-month={month.month}
          >
            <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 pb-3">
              <h2 id={headingId} className="text-xl font-bold text-slate-900">
                {monthHeading(t, month.month)}
              </h2>
              <p
                className="font-semibold tabular-nums text-slate-900"
                data-testid="calendar-month-total"
              >
                {c.monthTotal(money(month.totalCents))}
              </p>
            </header>
            <ul aria-label={c.caption(label)} className="divide-y divide-slate-100">
              {month.instalments.map((instalment) => (
                <li
                  key={`${instalment.orderId}-${instalment.sequence}`}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3"
                  data-testid="calendar-instalment"
                >
                  <div className="min-w-0">
                    <Link
                      to={planHref(instalment.orderId)}
                      className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
                      aria-label={`${c.openPlan(instalment.planName || instalment.merchantName)}, ${c.instalmentNumber(instalment.sequence)}`}
                    >
                      {instalment.planName || instalment.merchantName}
                    </Link>
                    <p className="text-sm text-slate-700">
                      {instalment.merchantName} · {instalment.orderReference}
                    </p>
                    <p className="text-sm text-slate-700">
                      {c.instalmentNumber(instalment.sequence)} · {c.dueDate}{' '}
                      <time dateTime={instalment.dueDate}>{day(instalment.dueDate)}</time>
                    </p>
                  </div>
                  <div className="flex items-center gap-3">
                    <span
                      className={cn(
                        'rounded-full px-2 py-0.5 text-xs font-semibold',
                        instalment.status === 'overdue'
                          ? 'bg-red-100 text-red-800'
                          : 'bg-slate-100 text-slate-800',
                      )}
                    >
                      {instalment.status === 'overdue' ? c.statusOverdue : c.statusPending}
                    </span>
                    <span className="font-semibold tabular-nums text-slate-900">
                      {money(instalment.owedCents)}
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
