import { Card } from '#client/components/ui/card';
import { useI18n } from '#client/i18n/i18n-context';
import { useFormatters } from '#client/i18n/use-formatters';
import { useCreditworthiness, useSpending } from '../api/lending';
import { DeclarationForm } from './declaration-form';
import { LimitGrowthRules } from './limit-growth-rules';

/** The dashboard's "how your limit grows": the rules, where the shopper stands, the declaration. */
export function LimitGrowthCard() {
  const { t } = useI18n();
  const l = t.lending;
  const { money, date } = useFormatters();
  const spending = useSpending();
  const worthiness = useCreditworthiness();
  const growth = spending.data?.growth;
  return (
    <Card className="space-y-4" aria-labelledby="limit-growth-title">
      <h2 id="limit-growth-title" className="text-lg font-semibold text-slate-900">
        {l.growthTitle}
      </h2>
      <details className="rounded-xl border border-slate-200" data-testid="limit-rules">
        <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold text-brand-700">
          {l.growthRulesToggle}
        </summary>
        <div className="px-3 pb-3">
          <LimitGrowthRules />
        </div>
      </details>
      {growth && (
        <div
          className="space-y-1 rounded-xl bg-slate-50 p-4 text-sm text-slate-800"
          data-testid="limit-growth-status"
        >
          <p className="font-semibold">{l.status[growth.reason]}</p>
          <p>{l.nextStepDate(date(growth.earliestAt))}</p>
          <p>
            {l.repaidProgress(money(growth.repaidSinceStepCents), money(growth.repaidNeededCents))}
          </p>
        </div>
      )}
      {worthiness.data && <DeclarationForm view={worthiness.data} />}
    </Card>
  );
}
