import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '#shared/routes';
import { buttonClasses } from '#client/components/ui/button';
import { useAuth } from '#client/lib/auth/auth-context';
import { useI18n } from '#client/i18n/i18n-context';

/** Headline, "Počni odmah" (/signup, or /dashboard when signed in) and "Saznaj više". */
export function HeroSection() {
  const { t } = useI18n();
  const { status } = useAuth();
  const h = t.landing.hero;
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-16 md:py-28">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{h.eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl md:text-6xl">
          {h.headlineStart} <span className="text-brand-700">{h.headlineBrand}</span>
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-700">{h.lead}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link
            to={status === 'signed-in' ? ROUTES.dashboard : ROUTES.signup}
            className={buttonClasses('primary', 'lg')}
          >
            {h.start}
          </Link>
          <Link to={ROUTES.howItWorks} className={buttonClasses('outline', 'lg')}>
            {h.learnMore}
          </Link>
        </div>
        <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
          {h.highlights.map((item) => (
            <li key={item} className="flex items-center gap-2">
              <CheckCircle2 aria-hidden="true" className="h-4 w-4 text-green-700" />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
