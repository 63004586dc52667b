import type { TransactionView } from '#shared/account';
import { OrderDisplayStatusBadge } from '#client/components/orders/order-status-badge';
import { useI18n } from '#client/i18n/i18n-context';
import { useFormatters } from '#client/i18n/use-formatters';

/** A table on wide screens and a list of cards on phones; each names the shop and what was bought. */
export function PurchasesTable({ items, caption }: { items: TransactionView[]; caption: string }) {
  const { t } = useI18n();
  const p = t.dashboard.purchases;
  const { money, date } = useFormatters();
  return (
    <>
      <table className="hidden w-full text-left sm:table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-sm text-slate-600">
            <th scope="col" className="py-2 pr-4 font-medium">
              {p.merchant}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {p.date}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              {p.amount}
            </th>
            <th scope="col" className="py-2 font-medium">
              {p.status}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="border-b border-slate-100 last:border-0">
              <td className="py-3 pr-4">
                <p className="font-medium text-slate-900">{item.businessName}</p>
                {item.description && (
                  <p className="text-sm text-slate-600" data-testid="purchase-description">
                    {item.description}
                  </p>
                )}
              </td>
              <td className="py-3 pr-4 text-slate-700">{date(item.createdAt)}</td>
              <td className="py-3 pr-4 text-right tabular-nums text-slate-900">
                {money(item.amountCents)}
              </td>
              <td className="py-3">
                <OrderDisplayStatusBadge status={item.displayStatus} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="divide-y divide-slate-100 sm:hidden" aria-label={caption}>
        {items.map((item) => (
          <li key={item.id} className="flex items-start justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{item.businessName}</p>
              {item.description && (
                <p
                  className="break-words text-sm text-slate-700"
                  data-testid="purchase-description"
                >
                  {item.description}
                </p>
              )}
              <p className="text-sm text-slate-600">{date(item.createdAt)}</p>
            </div>
            <div className="space-y-1 text-right">
              <p className="tabular-nums text-slate-900">{money(item.amountCents)}</p>
              <OrderDisplayStatusBadge status={item.displayStatus} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
