import { formatFeePercent, PRICING_TIERS } from '../../../../shared/pricing-tiers';
import { Card } from '../../../components/ui/card';
import { useI18n } from '../../../i18n/i18n-context';
import { cn } from '../../../lib/cn';

/**
 * Merchant pricing: Starter 3 % up to 5.000 € a month, Growth 5 % up to 20.000 €, Enterprise
 * custom.
 */
export function PricingTierCards() {
  const { t, locale } = useI18n();
  const labels = t.partners.pricing;
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
                  : formatFeePercent(tier.feeBasisPoints, locale === 'en' ? 'en' : 'sr-Latn-ME')}
              </p>
              {tier.feeBasisPoints !== null && (
                <p className="text-sm text-slate-600">{labels.perTransaction}</p>
              )}
              <p className="mt-4 font-medium text-slate-800">{labels[tier.id]}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
