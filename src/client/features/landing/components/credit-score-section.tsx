import { TrendingUp } from 'lucide-react';
import { CREDIT_TIERS, formatTierLimit } from '#shared/credit-tiers';
import { fillTemplate } from '#shared/i18n/format';
import { MONEY_LOCALES } from '#shared/i18n/money-locale';
import { useI18n } from '#client/i18n/i18n-context';

// One accent a level, from the lowest to the highest band.
const ACCENTS = [
  'border-t-slate-400',
  'border-t-amber-500',
  'border-t-sky-500',
  'border-t-brand-600',
  'border-t-green-600',
];

/** The five credit levels (shared/credit-tiers) with their score ranges and limits. */
export function CreditScoreSection() {
  const { t, locale } = useI18n();
  const s = t.landing.creditScore;
  return (
    <section aria-labelledby="credit-title" className="bg-slate-50 py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="credit-title" className="text-3xl font-bold tracking-tight md:text-4xl">
          {s.title}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{s.lead}</p>
        <ol aria-label={s.levelsLabel} className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {CREDIT_TIERS.map((tier, index) => (
            <li
              key={tier.id}
              className={`rounded-2xl border border-t-4 border-slate-200 bg-white p-5 ${ACCENTS[index] ?? ''}`}
            >
              <h3 className="text-lg font-semibold text-slate-900">
                {t.shell.creditLevels[tier.id]}
              </h3>
              <p className="mt-1 text-sm text-slate-600">
                {fillTemplate(s.score, { min: tier.minScore, max: tier.maxScore })}
              </p>
              <p className="mt-3 font-semibold text-slate-900">
                {fillTemplate(s.limit, { limit: formatTierLimit(tier, MONEY_LOCALES[locale]) })}
              </p>
            </li>
          ))}
        </ol>
        <ul className="mt-8 grid gap-3 sm:grid-cols-2">
          {s.tips.map((tip) => (
            <li key={tip} className="flex items-start gap-2 text-slate-700">
              <TrendingUp aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
              {tip}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
