import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '#shared/routes';
import { useI18n } from '#client/i18n/i18n-context';
import { AppQrCode } from './app-qr-code';
import { PhoneMockup } from './phone-mockup';

/** The landing page's app section: phone mockup and a QR code to /aplikacija, where it installs. */
export function AppDownloadSection() {
  const { t } = useI18n();
  const a = t.landing.app;
  return (
    <section aria-labelledby="app-title" className="overflow-hidden py-16 md:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 md:grid-cols-2">
        <div>
          <h2 id="app-title" className="text-3xl font-bold tracking-tight md:text-4xl">
            {a.title}
          </h2>
          <p className="mt-3 text-lg text-slate-700">{a.lead}</p>
          <ul className="mt-6 space-y-2">
            {a.features.map((feature) => (
              <li key={feature} className="flex items-start gap-2 text-slate-800">
                <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
                {feature}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col gap-4 rounded-2xl bg-slate-50 p-4 sm:flex-row sm:items-center">
            <AppQrCode alt={a.qrAlt} loadingText={a.qrLoading} errorText={a.qrError} />
            <div>
              <h3 className="font-semibold text-slate-900">{a.qrTitle}</h3>
              <p className="mt-1 text-sm text-slate-700">{a.qrText}</p>
              <Link
                to={ROUTES.app}
                className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
              >
                {a.moreLink}
              </Link>
            </div>
          </div>
        </div>
        <PhoneMockup />
      </div>
    </section>
  );
}
