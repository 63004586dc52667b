import { useId, useState } from 'react';
import { toast } from '#client/lib/toast';
import type { MerchantOrderView } from '#shared/purchase-api';
import { parseEurToCents } from '#shared/money';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { useI18n } from '#client/i18n/i18n-context';
import { useFormatters } from '#client/i18n/use-formatters';
import { ApiError } from '#client/lib/api-client';
import { usePaymentKey } from '#client/lib/use-payment-key';
import { useRefundOrder } from '../api/merchant-area';

/** Full or partial refund, confirmed in a second step before any money moves. */
export function RefundForm({ order }: { order: MerchantOrderView }) {
  const { t } = useI18n();
  const d = t.merchant.detail;
  const { money } = useFormatters();
  const refund = useRefundOrder();
  // One key per intended refund: kept for a retry while its outcome is unknown, new after an answer.
  const refundKey = usePaymentKey();
  const name = useId();
  const [mode, setMode] = useState<'full' | 'partial'>('full');
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<number | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const cents = mode === 'full' ? order.refundableCents : parseEurToCents(amountText);
    if (cents === null || cents <= 0 || cents > order.refundableCents) {
      setError(d.amountInvalid);
      toast.error(t.merchant.detail.refundTitle, { description: d.amountInvalid });
      return;
    }
    setError(undefined);
    setConfirming(cents);
  };

  const confirm = (cents: number) =>
    refund.mutate(
      {
        orderId: order.id,
        ...(mode === 'full' ? {} : { amountCents: cents }),
        ...(reason.trim() ? { reason: reason.trim() } : {}),
        key: refundKey.current(),
      },
      {
        onSuccess: () => {
          refundKey.answered();
          toast.success(d.refunded, { description: money(cents) });
          setConfirming(null);
          setAmountText('');
          setReason('');
        },
        onError: (e) => {
          refundKey.answered(e);
          toast.error(d.refundTitle, {
            description: e instanceof ApiError ? e.message : t.shell.genericError,
          });
        },
      },
    );

  if (confirming !== null) {
    return (
      <div
        role="alertdialog"
        aria-labelledby={`${name}-confirm`}
        className="space-y-3 rounded-xl bg-amber-50 p-4"
      >
        <h4 id={`${name}-confirm`} className="font-semibold text-slate-900">
          {d.confirmRefundTitle}
        </h4>
        <p className="text-sm text-slate-800">{d.confirmRefund(money(confirming))}</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setConfirming(null)} disabled={refund.isPending}>
            {d.back}
          </Button>
          <Button
            variant="destructive"
            autoFocus
            onClick={() => confirm(confirming)}
            disabled={refund.isPending}
          >
            {d.confirm}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <fieldset className="space-y-2">
        <legend className="font-semibold text-slate-900">{d.refundTitle}</legend>
        <div className="flex flex-wrap gap-4">
          {(['full', 'partial'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name={name}
                value={value}
                checked={mode === value}
                onChange={() => setMode(value)}
                className="h-4 w-4 accent-brand-700"
              />
              {value === 'full' ? `${d.full} (${money(order.refundableCents)})` : d.partial}
            </label>
          ))}
        </div>
      </fieldset>
      {mode === 'partial' && (
        <FormField label={d.amount} error={error}>
          <Input
            inputMode="decimal"
            value={amountText}
            onChange={(e) => setAmountText(e.target.value)}
          />
        </FormField>
      )}
      <FormField label={d.reason}>
        <Input value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      </FormField>
      <Button type="submit" variant="outline">
        {d.refund}
      </Button>
    </form>
  );
}
