import { useNeedsNetwork } from '#client/components/layout/offline-notice';
import { FileText } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ShopperOrderView } from '#shared/purchase-api';
import { orderDisplayStatus } from '#shared/order-statuses';
import { OrderDisplayStatusBadge } from '#client/components/orders/order-status-badge';
import { Button } from '#client/components/ui/button';
import { useI18n } from '#client/i18n/i18n-context';
import { useFormatters } from '#client/i18n/use-formatters';
import { InstalmentSchedule } from '#client/components/instalments/instalment-schedule';
import { PayDialog, type PayScope } from './pay-dialog';
import { PlanReceipts } from './plan-receipts';
import { PlanRightsActions } from './plan-rights-actions';
import { PlanDispute } from './plan-dispute';

/** One purchase: totals, its schedule, and paying the next instalment or the rest early. */
export function PlanCard({ order }: { order: ShopperOrderView }) {
  const { t, locale } = useI18n();
  const p = t.plans;
  const { money, date } = useFormatters();
  const network = useNeedsNetwork();
  const nextButton = useRef<HTMLButtonElement>(null);
  const next = order.nextInstalment;
  // A written-off debt stays payable: the server offers its next instalment.
  const payable = (order.status === 'approved' || order.status === 'written_off') && next !== null;
  // A reminder's link (?plan=<id>&pay=1) opens this plan's pay dialog for its next instalment.
  const [searchParams, setSearchParams] = useSearchParams();
  const askedToPay = searchParams.get('plan') === order.id && searchParams.get('pay') === '1';
  const [scope, setScope] = useState<PayScope | null>(null);
  // Also when the link is followed from the bell on this very page (the card is mounted): set
  // while rendering, and the effect below then drops the request from the address.
  if (askedToPay && payable && scope === null) setScope('next');
  useEffect(() => {
    if (!askedToPay) return;
    // Done once: a reload or the back button does not open it again.
    setSearchParams(
      (params) => {
        params.delete('plan');
        params.delete('pay');
        return params;
      },
      { replace: true },
    );
  }, [askedToPay, setSearchParams]);
  const headingId = `plan-${order.id}`;
  // A plan is named by what was bought; the shop and its order reference come under it.
  const products = order.lineItems
    .map((item) => (item.quantity > 1 ? `${item.quantity} × ${item.name}` : item.name))
    .join(', ');
  const shopLine = p.orderTitle(order.merchantName, order.orderReference);
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:p-6"
      data-testid="plan-card"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="font-semibold text-slate-900">
            {products || shopLine}
          </h3>
          {products && (
            <p className="text-sm text-slate-700" data-testid="plan-shop">
              {shopLine}
            </p>
          )}
          <p className="text-sm text-slate-600">{p.purchasedOn(date(order.createdAt))}</p>
        </div>
        <OrderDisplayStatusBadge status={orderDisplayStatus(order.status, order.hasOverdue)} />
      </header>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-slate-600">{p.total}</dt>
          <dd className="font-semibold tabular-nums text-slate-900">{money(order.totalCents)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{p.refunded}</dt>
          <dd className="font-semibold tabular-nums text-slate-900">
            {money(order.refundedCents)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{p.outstanding}</dt>
          <dd className="font-semibold tabular-nums text-slate-900" data-testid="plan-outstanding">
            {money(order.outstandingCents)}
          </dd>
        </div>
      </dl>
      {/* Collapsed, so a dashboard with several plans stays short on a phone: the next payment
          and its button are above, the full schedule is one tap away. */}
      <details
        className="group rounded-xl border border-slate-200"
        data-testid="plan-card-schedule"
      >
        <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold text-brand-700">
          {p.showSchedule} ({order.instalments.length})
        </summary>
        <div className="px-3 pb-3">
          <InstalmentSchedule
            caption={p.scheduleCaption(order.merchantName)}
            instalments={order.instalments}
          />
        </div>
      </details>
      <PlanReceipts payments={order.payments} />
      <p className="text-sm">
        <a
          href={`/api/me/orders/${encodeURIComponent(order.id)}/contract.pdf?locale=${locale}`}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-1 font-semibold text-brand-700 underline"
        >
          <FileText aria-hidden="true" className="h-4 w-4" />
          {t.lending.contractPdf}
        </a>
      </p>
      {payable && next && (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button ref={nextButton} {...network} onClick={() => setScope('next')}>
            {p.payNext(next.sequence, money(next.owedCents))}
          </Button>
          {order.outstandingCents > next.owedCents && (
            <Button variant="outline" {...network} onClick={() => setScope('rest')}>
              {p.payRest(money(order.outstandingCents))}
            </Button>
          )}
        </div>
      )}
      <PlanRightsActions order={order} />
      <PlanDispute order={order} />
      {scope && (
        <PayDialog
          order={order}
          scope={scope}
          open
          onOpenChange={(open) => {
            if (!open) setScope(null);
          }}
        />
      )}
    </article>
  );
}
