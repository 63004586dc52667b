import type { MerchantOverviewView } from '#shared/purchase-api';
import { useI18n } from '#client/i18n/i18n-context';
import { useFormatters } from '#client/i18n/use-formatters';
import { OrdersTable } from './orders-table';

/** Totals (orders, sales, refunds, fees, payouts) and the latest orders. */
export function OverviewPanel({ overview }: { overview: MerchantOverviewView }) {
  const { t } = useI18n();
  const m = t.merchant;
  const { money } = useFormatters();
  const totals = overview.totals;
  const cards: [string, string][] = [
    [m.totals.orders, String(totals.ordersCount)],
    [m.totals.gross, money(totals.grossCents)],
    [m.totals.refunded, money(totals.refundedCents)],
    [m.totals.fees, money(totals.feesCents)],
    [m.totals.paidOut, money(totals.paidOutCents)],
    [m.totals.netPaidOut, money(totals.netPaidOutCents)],
  ];
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
        {cards.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="mt-1 text-lg font-bold tabular-nums text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="recent-orders-title" className="space-y-3">
        <h2 id="recent-orders-title" className="text-lg font-semibold text-slate-900">
          {m.recentOrders}
        </h2>
        <OrdersTable orders={overview.recentOrders} caption={m.recentOrders} />
      </section>
    </div>
  );
}
