import { BellRing, LayoutList, Monitor, Smartphone, Tablet, WifiOff } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '#shared/routes';
import { buttonClasses } from '../components/ui/button';
import { useAuth } from '../lib/auth/auth-context';
import { FeatureGrid } from '../features/marketing/components/feature-grid';
import { PageHero } from '../features/marketing/components/page-hero';
import { AppQrCode } from '../features/mobile-app/components/app-qr-code';
import { InstallApp } from '../features/mobile-app/components/install-app';
import { PhoneMockup } from '../features/mobile-app/components/phone-mockup';
import { useI18n } from '../i18n/i18n-context';
import { PublicSection } from '../components/layout/public-section';
import { usePageMeta } from '../i18n/use-page-meta';

/**
 * /aplikacija: the page the landing page's QR code opens. NaRate is an installable web app: this
 * page offers the browser's install where it can, and explains installing on each kind of device.
 */
export default function AppPage() {
  usePageMeta('app');
  const { t } = useI18n();
  const { status } = useAuth();
  const a = t.app;
  const signedIn = status === 'signed-in';
  const platforms = [
    { id: 'install-android', title: a.androidTitle, steps: a.androidSteps, Icon: Smartphone },
    { id: 'install-ios', title: a.iosTitle, steps: a.iosSteps, Icon: Tablet },
    { id: 'install-desktop', title: a.desktopTitle, steps: a.desktopSteps, Icon: Monitor },
  ];
  return (
    <>
      <PageHero title={a.title} lead={a.lead} badge={a.badge}>
        <InstallApp />
      </PageHero>
      <PublicSection>
        <FeatureGrid
          id="app-features"
          title={a.featuresTitle}
          items={a.features}
          icons={[LayoutList, BellRing, WifiOff]}
          columns="md:grid-cols-3"
        />
      </PublicSection>
      <PublicSection>
        <section aria-labelledby="app-install" className="bg-slate-50 py-14 md:py-20">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="app-install" className="text-3xl font-bold tracking-tight">
              {a.howTitle}
            </h2>
            <div className="mt-8 grid gap-6 md:grid-cols-3">
              {platforms.map(({ id, title, steps, Icon }) => (
                <section
                  key={id}
                  aria-labelledby={id}
                  className="rounded-2xl bg-white p-6 shadow-sm"
                >
                  <h3 id={id} className="flex items-center gap-2 text-lg font-semibold">
                    <Icon aria-hidden="true" className="h-5 w-5 text-brand-700" />
                    {title}
                  </h3>
                  <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-800">
                    {steps.map((step) => (
                      <li key={step}>{step}</li>
                    ))}
                  </ol>
                </section>
              ))}
            </div>
            <div className="mt-8 flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm sm:flex-row sm:items-center">
              <AppQrCode alt={a.qrAlt} loadingText={a.qrLoading} errorText={a.qrError} />
              <div>
                <h3 className="text-lg font-semibold text-slate-900">{a.qrTitle}</h3>
                <p className="mt-1 text-slate-700">{a.qrText}</p>
              </div>
            </div>
          </div>
        </section>
      </PublicSection>
      <PublicSection>
        <section aria-labelledby="app-start" className="py-14 md:py-20">
          <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 md:grid-cols-2">
            <div className="rounded-3xl bg-slate-50 p-6 md:p-10">
              <h2 id="app-start" className="text-2xl font-bold">
                {signedIn ? a.dashboard : a.startTitle}
              </h2>
              <p className="mt-2 text-slate-700">{signedIn ? a.startSignedIn : a.startText}</p>
              <div className="mt-6 flex flex-col gap-3 sm:flex-row">
                <Link
                  to={signedIn ? ROUTES.dashboard : ROUTES.signup}
                  className={buttonClasses('primary', 'lg')}
                >
                  {signedIn ? a.dashboard : a.signup}
                </Link>
              </div>
            </div>
            <PhoneMockup />
          </div>
        </section>
      </PublicSection>
    </>
  );
}
