import { FileText } from 'lucide-react';
import { useRef, useState } from 'react';
import type { ShopperOrderView } from '../../../../shared/engine-api';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../i18n/i18n-context';
import { useFormatters } from '../../../i18n/use-formatters';
import { InstalmentSchedule } from '../../../components/instalments/instalment-schedule';
import { PayDialog, type PayScope } from './pay-dialog';

/** One purchase: totals, its schedule, and paying the next instalment or the rest early. */
export function PlanCard({ order }: { order: ShopperOrderView }) {
  const { t } = useI18n();
  const p = t.plans;
  const { money, date } = useFormatters();
  const [scope, setScope] = useState<PayScope | null>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const next = order.nextInstalment;
  const payable = order.status === 'approved' && next !== null;
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
        <Badge
          tone={order.hasOverdue ? 'danger' : order.status === 'approved' ? 'brand' : 'neutral'}
        >
          {order.hasOverdue ? p.instalmentStatus.overdue : p.orderStatus[order.status]}
        </Badge>
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
      <InstalmentSchedule
        caption={p.scheduleCaption(order.merchantName)}
        instalments={order.instalments}
      />
      <p className="text-sm">
        <a
          href={`/api/me/orders/${encodeURIComponent(order.id)}/contract.pdf`}
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
          <Button ref={nextButton} onClick={() => setScope('next')}>
            {p.payNext(next.sequence, money(next.owedCents))}
          </Button>
          {order.outstandingCents > next.owedCents && (
            <Button variant="outline" onClick={() => setScope('rest')}>
              {p.payRest(money(order.outstandingCents))}
            </Button>
          )}
        </div>
      )}
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
