import type { CheckoutSessionPublicView } from '../../../../shared/engine-api';
import { Card } from '../../../components/ui/card';
import { useI18n } from '../../../i18n/i18n-context';
import { useFormatters } from '../../../i18n/use-formatters';

/** Before any card is asked for: this shopper cannot be approved, and why, in plain words. */
export function NotApprovable({ session }: { session: CheckoutSessionPublicView }) {
  const { t } = useI18n();
  const c = t.checkout;
  const { money } = useFormatters();
  const shopper = session.shopper;
  if (!shopper) return null;
  return (
    <Card role="alert" className="space-y-3 border-red-200">
      <h2 className="text-xl font-bold text-red-800">{c.notApprovable}</h2>
      <p className="text-slate-800" data-testid="decline-reason">
        {shopper.declineReason}
      </p>
      <p className="text-sm text-slate-700">
        {c.limitInfo(money(shopper.availableCents), money(shopper.spendingLimitCents))}
      </p>
      <a href={session.cancelUrl} className="inline-block font-semibold text-brand-700 underline">
        {c.backToMerchant}
      </a>
    </Card>
  );
}
