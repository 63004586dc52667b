import { BadgePercent, CalendarClock, ShieldCheck, Zap } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '#shared/routes';
import { buttonClasses } from '../components/ui/button';
import { LimitGrowthRules } from '../features/lending/components/limit-growth-rules';
import { AnimatedStat } from '../features/marketing/components/animated-stat';
import { FeatureGrid } from '../features/marketing/components/feature-grid';
import { PageHero } from '../features/marketing/components/page-hero';
import { useI18n } from '../i18n/i18n-context';
import { PublicSection } from '../components/layout/public-section';
import { usePageMeta } from '../i18n/use-page-meta';

export default function HowItWorksPage() {
  usePageMeta('howItWorks');
  const { t } = useI18n();
  const h = t.howItWorks;
  return (
    <>
      <PageHero title={h.title} lead={h.lead} />
      <PublicSection>
        <section aria-labelledby="hiw-steps" className="py-14 md:py-20">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="hiw-steps" className="text-3xl font-bold tracking-tight">
              {h.stepsTitle}
            </h2>
            <ol className="mt-8 grid gap-6 md:grid-cols-3">
              {h.steps.map((step, index) => (
                <li key={step.title} className="rounded-2xl border border-slate-200 p-6">
                  <span className="grid h-10 w-10 place-items-center rounded-full bg-brand-700 font-bold text-white">
                    <span className="sr-only">{h.stepLabel} </span>
                    {index + 1}
                  </span>
                  <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
                  <p className="mt-2 text-slate-700">{step.text}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>
      </PublicSection>
      <PublicSection>
        <section aria-labelledby="hiw-stats" className="bg-brand-800 py-14 text-white md:py-20">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="hiw-stats" className="text-3xl font-bold tracking-tight">
              {h.statsTitle}
            </h2>
            <div className="mt-8 grid gap-6 md:grid-cols-3">
              {h.stats.map((stat) => (
                <AnimatedStat key={stat.label} value={stat.value} label={stat.label} />
              ))}
            </div>
          </div>
        </section>
      </PublicSection>
      <PublicSection>
        <section aria-labelledby="hiw-limit" className="py-14 md:py-20">
          <div className="mx-auto max-w-3xl px-4">
            <h2 id="hiw-limit" className="text-3xl font-bold tracking-tight">
              {t.lending.growthTitle}
            </h2>
            <div className="mt-6">
              <LimitGrowthRules />
            </div>
          </div>
        </section>
      </PublicSection>
      <PublicSection>
        <FeatureGrid
          id="hiw-benefits"
          title={h.benefitsTitle}
          items={h.benefits}
          icons={[CalendarClock, BadgePercent, Zap, ShieldCheck]}
        />
      </PublicSection>
      <PublicSection>
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 pb-20 sm:flex-row">
          <Link to={ROUTES.signup} className={buttonClasses('primary', 'lg')}>
            {h.signup}
          </Link>
          <Link to={ROUTES.home} className={buttonClasses('outline', 'lg')}>
            {h.home}
          </Link>
        </div>
      </PublicSection>
    </>
  );
}
