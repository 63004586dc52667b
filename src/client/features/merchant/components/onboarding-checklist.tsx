import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router';
import type { MerchantOnboardingView } from '#shared/purchase-api';
import { ROUTES } from '#shared/routes';
import { Button } from '#client/components/ui/button';
import { useI18n } from '#client/i18n/i18n-context';
import { useDismissOnboarding, useGuideOpened } from '../api/merchant-area';

const STEPS = ['secretKey', 'webhook', 'testEvent', 'testCheckout', 'guide'] as const;

/**
 * The empty merchant area's first steps. Each tick comes from the server (what exists), so the
 * list only moves when the step was really done; it goes away with the first live order or when
 * dismissed.
 */
export function OnboardingChecklist({ onboarding }: { onboarding: MerchantOnboardingView }) {
  const { t } = useI18n();
  const o = t.merchant.onboarding;
  const guideOpened = useGuideOpened();
  const dismiss = useDismissOnboarding();
  const done = STEPS.filter((step) => onboarding[step]).length;
  return (
    <section
      aria-labelledby="onboarding-title"
      className="space-y-3 rounded-2xl border border-brand-200 bg-white p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="onboarding-title" className="text-lg font-semibold text-slate-900">
          {o.title}
        </h2>
        <p className="text-sm text-slate-700" data-testid="onboarding-progress">
          {o.progress(done, STEPS.length)}
        </p>
      </div>
      <ol className="space-y-2">
        {STEPS.map((step) => {
          const ticked = onboarding[step];
          const Icon = ticked ? CheckCircle2 : Circle;
          return (
            <li key={step} className="flex items-start gap-2" data-testid={`onboarding-${step}`}>
              <Icon
                aria-hidden="true"
                className={`mt-0.5 h-5 w-5 shrink-0 ${ticked ? 'text-emerald-700' : 'text-slate-400'}`}
              />
              <span className={ticked ? 'text-slate-600 line-through' : 'text-slate-900'}>
                {step === 'guide' ? (
                  <Link
                    to={ROUTES.merchantGuide}
                    className="font-semibold text-brand-700 underline"
                    onClick={() => guideOpened.mutate()}
                  >
                    {o.steps.guide}
                  </Link>
                ) : (
                  o.steps[step]
                )}
                <span className="sr-only">: {ticked ? o.done : o.todo}</span>
              </span>
            </li>
          );
        })}
      </ol>
      <Button
        variant="ghost"
        size="sm"
        disabled={dismiss.isPending}
        onClick={() => dismiss.mutate()}
      >
        {o.dismiss}
      </Button>
    </section>
  );
}
