import { Link } from 'react-router';
import { ROUTES } from '#shared/routes';
import { PartnerApplicationForm } from '../features/partners/components/partner-application-form';
import { PartnerBenefits } from '../features/partners/components/partner-benefits';
import { PartnerProcess } from '../features/partners/components/partner-process';
import { PricingTierCards } from '../features/partners/components/pricing-tier-cards';
import { useI18n } from '../i18n/i18n-context';
import { usePageMeta } from '../i18n/use-page-meta';

/** /business-signup and /postani-partner: the same partner application page. */
export default function BusinessSignupPage() {
  const { t } = useI18n();
  usePageMeta('businessSignup');
  const hero = t.partners.hero;
  return (
    <div className="pb-24">
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
            {hero.eyebrow}
          </p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 md:text-5xl">
            {hero.title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">{hero.lead}</p>
          <p className="mt-4">
            <Link to={ROUTES.merchantGuide} className="font-semibold text-brand-700 underline">
              {hero.guide}
            </Link>
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-6xl space-y-16 px-4">
        <div className="grid gap-8 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <PartnerApplicationForm />
          </div>
          <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
            <PartnerBenefits />
          </aside>
        </div>
        <PricingTierCards />
        <PartnerProcess />
      </div>
    </div>
  );
}
