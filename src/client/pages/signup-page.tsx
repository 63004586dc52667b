import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '#shared/routes';
import { Card } from '../components/ui/card';
import { PublicSection } from '../components/layout/public-section';
import { SignupForm } from '../features/auth/components/signup-form';
import { useI18n } from '../i18n/i18n-context';
import { usePageMeta } from '../i18n/use-page-meta';

export default function SignupPage() {
  usePageMeta('signup');
  const { t } = useI18n();
  const s = t.auth.signup;
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:py-16 lg:grid-cols-[1fr_1.2fr]">
        <div className="space-y-6">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 md:text-4xl">
            {s.title}
          </h1>
          <p className="text-lg text-slate-700">{s.subtitle}</p>
          <ul className="space-y-3">
            {s.perks.map((perk) => (
              <li key={perk} className="flex items-start gap-3 text-slate-800">
                <CheckCircle2
                  aria-hidden="true"
                  className="mt-0.5 h-5 w-5 shrink-0 text-brand-700"
                />
                {perk}
              </li>
            ))}
          </ul>
          <div className="space-y-2 text-sm text-slate-700">
            <p>
              {s.haveAccount}{' '}
              <Link to={ROUTES.auth} className="font-semibold text-brand-700 underline">
                {s.login}
              </Link>
            </p>
            <p>
              {s.business}{' '}
              <Link to={ROUTES.businessSignup} className="font-semibold text-brand-700 underline">
                {s.businessLink}
              </Link>
            </p>
          </div>
        </div>
        {/* The form is taken over in a task of its own, after the page around it. */}
        <PublicSection firstScreen>
          <Card className="p-6 md:p-8">
            <SignupForm />
          </Card>
        </PublicSection>
      </div>
    </section>
  );
}
