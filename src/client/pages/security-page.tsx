import { Check, Fingerprint, Lock, Radar, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '#shared/routes';
import { buttonClasses } from '../components/ui/button';
import { useAuth } from '../lib/auth/auth-context';
import { FeatureGrid } from '../features/marketing/components/feature-grid';
import { PageHero } from '../features/marketing/components/page-hero';
import { useI18n } from '../i18n/i18n-context';
import { PublicSection } from '../components/layout/public-section';
import { usePageMeta } from '../i18n/use-page-meta';

export default function SecurityPage() {
  usePageMeta('security');
  const { t } = useI18n();
  const { status } = useAuth();
  const s = t.security;
  const signedIn = status === 'signed-in';
  return (
    <>
      <PageHero title={s.title} lead={s.lead} />
      <PublicSection>
        <FeatureGrid
          id="security-measures"
          title={s.measuresTitle}
          items={s.items}
          icons={[Lock, ShieldCheck, Fingerprint, Radar]}
          columns="md:grid-cols-2"
        />
      </PublicSection>
      <PublicSection>
        <section aria-labelledby="security-rights" className="bg-slate-50 py-14 md:py-20">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="security-rights" className="text-3xl font-bold tracking-tight">
              {s.rightsTitle}
            </h2>
            <ul className="mt-6 grid gap-3 md:grid-cols-2">
              {s.rights.map((right) => (
                <li key={right} className="flex items-start gap-2 text-slate-800">
                  <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
                  {right}
                </li>
              ))}
            </ul>
            <p className="mt-6 text-slate-700">
              {s.questions}{' '}
              <Link to={ROUTES.contact} className="font-semibold text-brand-700 underline">
                {s.contactLink}
              </Link>
            </p>
          </div>
        </section>
      </PublicSection>
      <PublicSection>
        <section aria-labelledby="security-cta" className="py-14 text-center md:py-20">
          <div className="mx-auto max-w-3xl px-4">
            <h2 id="security-cta" className="text-3xl font-bold tracking-tight">
              {s.ctaTitle}
            </h2>
            <Link
              to={signedIn ? ROUTES.dashboard : ROUTES.signup}
              className={`${buttonClasses('primary', 'lg')} mt-6 w-full sm:w-auto`}
            >
              {signedIn ? s.ctaSignedIn : s.ctaSignedOut}
            </Link>
          </div>
        </section>
      </PublicSection>
    </>
  );
}
