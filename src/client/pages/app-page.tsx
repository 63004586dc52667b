import { BellRing, Gift, LayoutList } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '../../shared/routes';
import { buttonClasses } from '../components/ui/button';
import { useAuth } from '../lib/auth/auth-context';
import { FeatureGrid } from '../features/marketing/components/feature-grid';
import { PageHero } from '../features/marketing/components/page-hero';
import { PhoneMockup } from '../features/mobile-app/components/phone-mockup';
import { StoreBadges } from '../features/mobile-app/components/store-badges';
import { useI18n } from '../i18n/i18n-context';
import { usePageMeta } from '../i18n/use-page-meta';

/** /aplikacija: the page the landing page's QR code opens; the apps are coming soon. */
export default function AppPage() {
  usePageMeta('app');
  const { t } = useI18n();
  const { status } = useAuth();
  const a = t.app;
  const signedIn = status === 'signed-in';
  return (
    <>
      <PageHero title={a.title} lead={a.lead} badge={a.badge}>
        <div className="mt-8">
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-600">
            {a.storesTitle}
          </h2>
          <StoreBadges />
        </div>
      </PageHero>
      <FeatureGrid
        id="app-features"
        title={a.featuresTitle}
        items={a.features}
        icons={[LayoutList, BellRing, Gift]}
        columns="md:grid-cols-3"
      />
      <section aria-labelledby="app-newsletter" className="pb-20">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 md:grid-cols-2">
          <div className="rounded-3xl bg-slate-50 p-6 md:p-10">
            <h2 id="app-newsletter" className="text-2xl font-bold">
              {a.newsletterTitle}
            </h2>
            <p className="mt-2 text-slate-700">
              {signedIn ? a.newsletterSignedIn : a.newsletterText}
            </p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Link
                to={signedIn ? ROUTES.dashboard : ROUTES.signup}
                className={buttonClasses('primary', 'lg')}
              >
                {signedIn ? a.dashboard : a.signup}
              </Link>
              <Link to={ROUTES.home} className={buttonClasses('outline', 'lg')}>
                {a.web}
              </Link>
            </div>
          </div>
          <PhoneMockup />
        </div>
      </section>
    </>
  );
}
