import { CheckCircle2, FileText } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { ConfirmCheckoutResult } from '#shared/purchase-api';
import { formatCalendarDay } from '#shared/i18n/date-format';
import { ROUTES } from '#shared/routes';
import { Button, buttonClasses } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { useI18n } from '#client/i18n/i18n-context';
import { useFormatters } from '#client/i18n/use-formatters';

/**
 * After approval the shopper sees what they agreed to before leaving: the plan, the next
 * instalment and its day, the contract and the way to their plans. The merchant already knows
 * (webhook); "Nazad u prodavnicu" takes the shopper to the merchant's success address.
 */
export function ApprovedConfirmation({ result }: { result: ConfirmCheckoutResult }) {
  const { t, locale } = useI18n();
  const a = t.checkout.approved;
  const { money } = useFormatters();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form this replaces had the focus: the heading takes it, so a screen reader reads it.
  useEffect(() => heading.current?.focus(), []);
  const { order } = result;
  const next = order.nextInstalment;
  return (
    <Card role="region" aria-labelledby="approved-title" className="space-y-4 border-emerald-200">
      <div className="flex items-center gap-3">
        <CheckCircle2 aria-hidden="true" className="h-8 w-8 shrink-0 text-emerald-700" />
        <h2
          id="approved-title"
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold text-emerald-800 outline-none"
        >
          {a.title}
        </h2>
      </div>
      <p className="text-slate-800">{a.text(order.merchantName)}</p>
      <ul className="space-y-1 rounded-lg bg-slate-50 p-4 text-slate-900">
        <li className="font-semibold">{a.plan(order.instalmentCount, money(order.totalCents))}</li>
        <li data-testid="approved-next">
          {next
            ? a.next(money(next.owedCents), formatCalendarDay(next.dueDate, locale))
            : a.allPaid}
        </li>
      </ul>
      <p className="text-sm text-slate-700">{a.email}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <Button onClick={() => window.location.assign(result.redirectUrl)}>{a.back}</Button>
        <a
          href={`/api/me/orders/${encodeURIComponent(order.id)}/contract.pdf?locale=${locale}`}
          className={buttonClasses('outline')}
        >
          <FileText aria-hidden="true" className="h-4 w-4" />
          {a.contract}
        </a>
        <Link to={ROUTES.dashboard} className={buttonClasses('ghost')}>
          {a.dashboard}
        </Link>
      </div>
    </Card>
  );
}
