import type { CheckoutSessionPublicView } from '#shared/purchase-api';
import { Card } from '#client/components/ui/card';
import { useI18n } from '#client/i18n/i18n-context';
import { useFormatters } from '#client/i18n/use-formatters';

/** The order as the merchant sent it: who sells, what, and the total. */
export function CheckoutSummary({ session }: { session: CheckoutSessionPublicView }) {
  const { t } = useI18n();
  const c = t.checkout;
  const { money } = useFormatters();
  return (
    <Card aria-labelledby="checkout-summary-title" className="space-y-4">
      <h2 id="checkout-summary-title" className="text-lg font-semibold text-slate-900">
        {c.summaryTitle}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">{c.merchant}</dt>
        <dd className="font-semibold text-slate-900">{session.merchantName}</dd>
        <dt className="text-slate-600">{c.reference}</dt>
        <dd className="break-all text-slate-900" data-testid="checkout-reference">
          {session.orderReference}
        </dd>
      </dl>
      {session.lineItems.length > 0 && (
        <ul aria-label={c.items} className="divide-y divide-slate-100 border-y border-slate-100">
          {session.lineItems.map((item, index) => (
            <li key={index} className="flex justify-between gap-3 py-2 text-sm">
              <span className="text-slate-800">
                <span className="text-slate-600">{c.quantity(item.quantity)}</span> {item.name}
              </span>
              <span className="tabular-nums text-slate-900">
                {money(item.unitAmountCents * item.quantity)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="flex justify-between text-base font-bold text-slate-900">
        <span>{c.total}</span>
        <span className="tabular-nums" data-testid="checkout-total">
          {money(session.amountCents)}
        </span>
      </p>
    </Card>
  );
}
