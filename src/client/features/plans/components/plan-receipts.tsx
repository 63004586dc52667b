import { FileText } from 'lucide-react';
import type { PaymentView } from '#shared/purchase-api';
import { useI18n } from '#client/i18n/i18n-context';
import { useFormatters } from '#client/i18n/use-formatters';
import { receiptHref } from '../api/saved-card';

/** "Potvrde o plaćanju": one PDF receipt per payment, naming the instalments it paid. */
export function PlanReceipts({ payments }: { payments: readonly PaymentView[] }) {
  const { t, locale } = useI18n();
  const c = t.cards;
  const { money, date } = useFormatters();
  if (payments.length === 0) return null;
  return (
    <div className="space-y-2" data-testid="plan-receipts">
      <h4 className="text-sm font-semibold text-slate-900">{c.receiptsTitle}</h4>
      <ul className="space-y-1 text-sm">
        {payments.map((payment) => {
          const what = c.receiptInstalments(payment.instalmentSequences);
          return (
            <li key={payment.id} className="flex flex-wrap items-center justify-between gap-x-3">
              <span className="text-slate-700">
                {c.receiptLine(
                  payment.receiptNumber,
                  what,
                  money(payment.amountCents),
                  date(payment.createdAt),
                )}
              </span>
              <a
                href={receiptHref(payment.id, locale)}
                target="_blank"
                rel="noopener"
                aria-label={c.receiptPdfFor(what)}
                className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline"
              >
                <FileText aria-hidden="true" className="h-4 w-4" />
                {c.receiptPdf}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
