import {
  formatFeePercent,
  MAX_CUSTOM_FEE_BASIS_POINTS,
  PRICING_TIERS,
} from '#shared/pricing-tiers';
import { Card } from '#client/components/ui/card';
import { useI18n } from '#client/i18n/i18n-context';
import { cn } from '#client/lib/cn';

/**
 * Merchant pricing from the fee constants: a bigger monthly volume never pays a higher fee.
 */
export function PricingTierCards() {
  const { t, locale } = useI18n();
  const labels = t.partners.pricing;
  const feeLocale = locale === 'en' ? 'en' : 'sr-Latn-ME';
  return (
    <section aria-labelledby="pricing-title">
      <h2 id="pricing-title" className="text-2xl font-bold tracking-tight">
        {labels.title}
      </h2>
      <p className="mt-1 text-slate-600">{labels.intro}</p>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {PRICING_TIERS.map((tier) => (
          <li key={tier.id}>
            <Card
              className={cn(
                'h-full p-6',
                tier.id === 'growth' && 'border-brand-600 ring-1 ring-brand-600',
              )}
            >
              <h3 className="text-lg font-semibold">{tier.name}</h3>
              <p className="mt-3 text-3xl font-extrabold text-brand-800">
                {tier.feeBasisPoints === null
                  ? labels.custom
                  : formatFeePercent(tier.feeBasisPoints, feeLocale)}
              </p>
              <p className="text-sm text-slate-600">
                {tier.feeBasisPoints === null
                  ? labels.customAtMost.replace(
                      '{fee}',
                      formatFeePercent(MAX_CUSTOM_FEE_BASIS_POINTS, feeLocale),
                    )
                  : labels.perTransaction}
              </p>
              <p className="mt-4 font-medium text-slate-800">{labels[tier.id]}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
