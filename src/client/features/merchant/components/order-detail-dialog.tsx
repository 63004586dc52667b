import { useState, type RefObject } from 'react';
import { toast } from '#client/lib/toast';
import type { MerchantOrderView } from '#shared/purchase-api';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { useI18n } from '#client/i18n/i18n-context';
import { useFormatters } from '#client/i18n/use-formatters';
import { ApiError } from '#client/lib/api-client';
import { InstalmentSchedule } from '#client/components/instalments/instalment-schedule';
import { useCancelOrder } from '../api/merchant-area';
import { usePaymentKey } from '#client/lib/use-payment-key';
import { OrderStatusBadge } from './order-status-badge';
import { RefundForm } from './refund-form';

/** One order: its plan as the shopper pays it, refunds made, and refund or cancel. */
export function OrderDetailDialog({
  order,
  onOpenChange,
  returnFocusRef,
}: {
  order: MerchantOrderView;
  onOpenChange(open: boolean): void;
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  const { t } = useI18n();
  const d = t.merchant.detail;
  const { money, date } = useFormatters();
  const cancel = useCancelOrder();
  // One key per intended cancellation: the same for a retry while its outcome is unknown.
  const cancelKey = usePaymentKey();
  const [confirmCancel, setConfirmCancel] = useState(false);
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={d.title(order.orderReference)}
      closeLabel={d.close}
      returnFocusRef={returnFocusRef}
      className="max-w-2xl"
    >
      <div className="space-y-5">
        <p className="text-sm text-slate-700">
          {d.buyer}:{' '}
          <strong className="break-words text-slate-900" data-testid="merchant-order-buyer">
            {order.buyerName}
          </strong>
        </p>
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <OrderStatusBadge order={order} />
          <span>{d.plan(order.instalmentCount)}</span>
          <span>
            {d.outstanding}:{' '}
            <strong data-testid="merchant-outstanding">{money(order.outstandingCents)}</strong>
          </span>
          <span>
            {d.refundable}: <strong>{money(order.refundableCents)}</strong>
          </span>
        </div>
        {d.statusNotes[order.status] && (
          <p
            className="rounded-xl bg-slate-50 p-3 text-sm text-slate-800"
            data-testid="merchant-status-note"
          >
            {d.statusNotes[order.status]}
          </p>
        )}
        <InstalmentSchedule
          caption={d.plan(order.instalmentCount)}
          instalments={order.instalments}
        />
        <section aria-labelledby="refunds-title" className="space-y-2">
          <h3 id="refunds-title" className="font-semibold text-slate-900">
            {d.refunds}
          </h3>
          {order.refunds.length === 0 ? (
            <p className="text-sm text-slate-700">{d.noRefunds}</p>
          ) : (
            <ul className="space-y-1 text-sm text-slate-800">
              {order.refunds.map((refund) => (
                <li key={refund.id}>
                  {d.refundKind[refund.kind]}: {money(refund.amountCents)} ·{' '}
                  {date(refund.createdAt)}
                  {refund.reason ? ` · ${refund.reason}` : ''}
                </li>
              ))}
            </ul>
          )}
        </section>
        {order.refundableCents > 0 && <RefundForm order={order} />}
        {order.cancellable &&
          (confirmCancel ? (
            <div
              role="alertdialog"
              aria-labelledby="cancel-title"
              className="space-y-3 rounded-xl bg-red-50 p-4"
            >
              <h4 id="cancel-title" className="font-semibold text-slate-900">
                {d.confirmCancelTitle}
              </h4>
              <p className="text-sm text-slate-800">{d.confirmCancel}</p>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button variant="outline" onClick={() => setConfirmCancel(false)}>
                  {d.back}
                </Button>
                <Button
                  variant="destructive"
                  autoFocus
                  disabled={cancel.isPending}
                  onClick={() =>
                    cancel.mutate(
                      { orderId: order.id, key: cancelKey.current() },
                      {
                        onSuccess: () => {
                          cancelKey.answered();
                          toast.success(d.cancelled);
                          setConfirmCancel(false);
                        },
                        onError: (e) => {
                          cancelKey.answered(e);
                          toast.error(d.cancelOrder, {
                            description: e instanceof ApiError ? e.message : t.shell.genericError,
                          });
                        },
                      },
                    )
                  }
                >
                  {d.confirm}
                </Button>
              </div>
            </div>
          ) : (
            <Button variant="destructive" onClick={() => setConfirmCancel(true)}>
              {d.cancelOrder}
            </Button>
          ))}
      </div>
    </Dialog>
  );
}
