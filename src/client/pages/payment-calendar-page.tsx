import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '#shared/routes';
import { OfflineNotice } from '../components/layout/offline-notice';
import { Button, buttonClasses } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { usePaymentCalendar } from '../features/calendar/api/payment-calendar';
import { CalendarMonths } from '../features/calendar/components/calendar-months';
import { StatementList } from '../features/calendar/components/statement-list';
import { useI18n } from '../i18n/i18n-context';
import { useFormatters } from '../i18n/use-formatters';
import { usePageMeta } from '../i18n/use-page-meta';

/** "Kalendar plaćanja": every instalment still owed, by month, and the monthly statements. */
export default function PaymentCalendarPage() {
  usePageMeta('paymentCalendar');
  const { t } = useI18n();
  const c = t.calendar;
  const { money } = useFormatters();
  const calendar = usePaymentCalendar();
  return (
    <section className="bg-slate-50">
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-10 md:py-14">
        <Link to={ROUTES.dashboard} className={buttonClasses('ghost', 'sm')}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {c.backToDashboard}
        </Link>
        <header>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{c.title}</h1>
          <p className="mt-2 text-slate-700">{c.subtitle}</p>
        </header>
        <OfflineNotice />
        {calendar.isPending ? (
          <Spinner label={t.shell.loading} className="py-10" />
        ) : calendar.isError ? (
          <Card role="alert" className="space-y-3">
            <p className="text-slate-800">{c.loadFailed}</p>
            <Button variant="outline" size="sm" onClick={() => void calendar.refetch()}>
              {c.retry}
            </Button>
          </Card>
        ) : calendar.data.months.length === 0 ? (
          <Card>
            <p className="text-slate-700" data-testid="calendar-empty">
              {c.empty}
            </p>
          </Card>
        ) : (
          <>
            <p
              className="text-lg font-semibold tabular-nums text-slate-900"
              data-testid="calendar-total"
            >
              {c.allTotal(money(calendar.data.totalCents))}
            </p>
            <CalendarMonths months={calendar.data.months} />
          </>
        )}
        <StatementList />
      </div>
    </section>
  );
}
