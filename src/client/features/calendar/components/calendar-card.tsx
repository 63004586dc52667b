import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '#shared/routes';
import { buttonClasses } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { useI18n } from '#client/i18n/i18n-context';
import { useFormatters } from '#client/i18n/use-formatters';
import { usePaymentCalendar } from '../api/payment-calendar';
import { monthHeading } from './month-label';

/** How many months the dashboard's card shows; the calendar page shows them all. */
const CARD_MONTHS = 3;

/** The dashboard's "Naredni mjeseci": the next months with their totals, linking to the calendar. */
export function CalendarCard() {
  const { t } = useI18n();
  const c = t.calendar;
  const { money } = useFormatters();
  const calendar = usePaymentCalendar();
  if (calendar.isPending || calendar.isError) return null;
  const months = calendar.data.months.slice(0, CARD_MONTHS);
  return (
    <Card aria-labelledby="calendar-card-title" className="space-y-3" data-testid="calendar-card">
      <h2
        id="calendar-card-title"
        className="flex items-center gap-2 text-xl font-bold text-slate-900"
      >
        <CalendarDays aria-hidden="true" className="h-5 w-5 text-brand-700" />
        {c.card.title}
      </h2>
      {months.length === 0 ? (
        <p className="text-slate-700">{c.card.empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {months.map((month) => (
            <li key={month.month} className="flex items-center justify-between gap-3 py-2">
              <span className="text-slate-800">
                {c.card.monthLine(monthHeading(t, month.month), month.instalments.length)}
              </span>
              <span className="font-semibold tabular-nums text-slate-900">
                {money(month.totalCents)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link to={ROUTES.paymentCalendar} className={buttonClasses('outline', 'sm')}>
        {c.card.openCalendar}
      </Link>
    </Card>
  );
}
