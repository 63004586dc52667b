import {
  Cpu,
  Eye,
  Handshake,
  Headphones,
  Lightbulb,
  Scale,
  ShieldCheck,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '#shared/routes';
import { buttonClasses } from '../components/ui/button';
import { FeatureGrid } from '../features/marketing/components/feature-grid';
import { PageHero } from '../features/marketing/components/page-hero';
import { useI18n } from '../i18n/i18n-context';
import { PublicSection } from '../components/layout/public-section';
import { usePageMeta } from '../i18n/use-page-meta';

export default function AboutPage() {
  usePageMeta('about');
  const { t } = useI18n();
  const a = t.about;
  return (
    <>
      <PageHero title={a.title} lead={a.lead} />
      <PublicSection>
        <section aria-labelledby="about-vision" className="py-14 md:py-20">
          <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 md:flex-row md:items-start">
            <span className="grid h-14 w-14 shrink-0 place-items-center rounded-2xl bg-brand-50">
              <Lightbulb aria-hidden="true" className="h-7 w-7 text-brand-700" />
            </span>
            <div>
              <h2 id="about-vision" className="text-3xl font-bold tracking-tight">
                {a.visionTitle}
              </h2>
              <p className="mt-4 max-w-3xl text-lg text-slate-700">{a.vision}</p>
            </div>
          </div>
        </section>
      </PublicSection>
      <PublicSection>
        <FeatureGrid
          id="about-team"
          title={a.teamTitle}
          lead={a.teamLead}
          items={a.team}
          icons={[Users, Scale, Cpu, Headphones]}
          className="bg-slate-50"
        />
      </PublicSection>
      <PublicSection>
        <FeatureGrid
          id="about-values"
          title={a.valuesTitle}
          items={a.values}
          icons={[Eye, Scale, ShieldCheck, Handshake]}
        />
      </PublicSection>
      <PublicSection>
        <section aria-labelledby="about-contact" className="pb-20">
          <div className="mx-auto max-w-6xl px-4">
            <div className="rounded-3xl bg-brand-700 px-6 py-10 text-white md:px-10">
              <h2 id="about-contact" className="text-2xl font-bold">
                {a.contactTitle}
              </h2>
              <p className="mt-2 text-brand-50">{a.contactText}</p>
              <Link
                to={ROUTES.contact}
                className={`${buttonClasses('secondary', 'lg')} mt-6 w-full bg-white sm:w-auto`}
              >
                {a.contactLink}
              </Link>
            </div>
          </div>
        </section>
      </PublicSection>
    </>
  );
}
