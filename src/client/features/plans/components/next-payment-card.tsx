import { useNeedsNetwork } from '#client/components/layout/offline-notice';
import { CalendarClock, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { nextPayment } from '#shared/next-payment';
import { ROUTES } from '#shared/routes';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { useI18n } from '#client/i18n/i18n-context';
import { useDayFormat } from '#client/i18n/use-day-format';
import { useFormatters } from '#client/i18n/use-formatters';
import { useMyOrders } from '../api/orders';
import { PayDialog } from './pay-dialog';

/** What the server says is left to spend: the same limit and debt the checkout decision uses. */
export interface AvailableAmount {
  availableCents: number;
  limitCents: number;
}

/**
 * The top of the dashboard: the instalment due next across all plans (amount, date, pay now) and
 * what is still available to spend. Nothing is computed here but which instalment comes first.
 */
export function NextPaymentCard({ available }: { available: AvailableAmount | undefined }) {
  const { t } = useI18n();
  const n = t.shopping.next;
  const { money } = useFormatters();
  const dayFormat = useDayFormat();
  const orders = useMyOrders();
  const [paying, setPaying] = useState(false);
  const network = useNeedsNetwork();
  const next = orders.data ? nextPayment(orders.data.items) : null;
  // The installed app's "Plati sljedeću ratu" shortcut opens /dashboard?pay=next (offline the
  // dialog says that paying needs the network).
  const [params, setParams] = useSearchParams();
  const payRequested = params.get('pay') === 'next';
  const dialogOpen = paying || payRequested;
  const closeDialog = () => {
    setPaying(false);
    if (payRequested) {
      setParams(
        (current) => {
          current.delete('pay');
          return current;
        },
        { replace: true },
      );
    }
  };
  const day = dayFormat;
  return (
    <Card className="grid gap-4 p-4 md:grid-cols-2 md:p-6" aria-labelledby="next-payment-title">
      <h2 id="next-payment-title" className="sr-only">
        {n.title}
      </h2>
      <div className="flex items-start gap-3" data-testid="next-payment">
        <CalendarClock aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-brand-700" />
        <div className="space-y-2">
          {orders.isError ? (
            <p className="text-slate-800">{n.loadFailed}</p>
          ) : next ? (
            <>
              <p className="text-lg font-bold text-slate-900">
                {n.nextLine(money(next.instalment.owedCents), day(next.instalment.dueDate))}
              </p>
              <p className="text-sm text-slate-600">
                {n.nextPlan(next.order.merchantName, next.instalment.sequence)}
              </p>
              <Button {...network} onClick={() => setPaying(true)}>
                {n.payNow}
              </Button>
            </>
          ) : orders.data ? (
            <>
              <p className="text-lg font-bold text-slate-900">{n.nothingDue}</p>
              <Link to={ROUTES.stores} className="text-sm font-semibold text-brand-700 underline">
                {n.findStores}
              </Link>
            </>
          ) : null}
        </div>
      </div>
      <div className="flex items-start gap-3" data-testid="available-amount">
        <Wallet aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-brand-700" />
        {available && (
          <div className="space-y-1">
            <p className="text-lg font-bold text-slate-900">
              {n.available(money(available.availableCents), money(available.limitCents))}
            </p>
            <p className="text-sm text-slate-600">{n.availableNote}</p>
          </div>
        )}
      </div>
      {next && dialogOpen && (
        <PayDialog
          order={next.order}
          scope="next"
          open
          onOpenChange={(open) => {
            if (!open) closeDialog();
          }}
        />
      )}
    </Card>
  );
}
