import { useState } from 'react';
import { Card } from '../components/ui/card';
import { LoginForm } from '../features/auth/components/login-form';
import { useI18n } from '../i18n/i18n-context';
import { usePageMeta } from '../i18n/use-page-meta';
import { sessionEndedByServer } from '../lib/auth/session-store';

/** Serves /auth and /login. */
export default function LoginPage() {
  usePageMeta('login');
  const { t } = useI18n();
  // Read once: the note explains this visit and goes when the person signs in.
  const [ended] = useState(sessionEndedByServer);
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-md px-4 py-12 md:py-20">
        <h1 className="text-center text-3xl font-extrabold tracking-tight text-slate-900">
          {t.auth.login.title}
        </h1>
        <p className="mb-8 mt-2 text-center text-slate-700">{t.auth.login.subtitle}</p>
        {ended && (
          <p
            role="alert"
            data-testid="session-ended"
            className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
          >
            {t.auth.login.sessionEnded}
          </p>
        )}
        <Card className="p-6 md:p-8">
          <LoginForm />
        </Card>
      </div>
    </section>
  );
}
