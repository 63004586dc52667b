import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { ROUTES } from '#shared/routes';
import { buttonClasses } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { checkResetLink } from '../features/auth/api/password-reset';
import { FORGOT_PASSWORD_PARAM } from '../features/auth/components/login-form';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form';
import { useI18n } from '../i18n/i18n-context';
import { usePageMeta } from '../i18n/use-page-meta';

const resetLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['password-reset-link', token],
    queryFn: () => checkResetLink(token),
    retry: false,
    staleTime: Infinity,
  });

/**
 * The emailed link carries its token in the fragment: /reset-password#token=…, and a checkout to
 * return to when the request came from one (&next=…).
 */
function fragmentParam(hash: string, name: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get(name);
}

export default function ResetPasswordPage() {
  usePageMeta('resetPassword');
  const { t } = useI18n();
  const r = t.auth.reset;
  const { hash } = useLocation();
  const token = fragmentParam(hash, 'token');
  const next = fragmentParam(hash, 'next');
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-md px-4 py-12 md:py-20">
        <h1 className="text-center text-3xl font-extrabold tracking-tight text-slate-900">
          {r.title}
        </h1>
        <p className="mb-8 mt-2 text-center text-slate-700">{r.subtitle}</p>
        <Card className="p-6 md:p-8">
          {token ? (
            <CheckedResetForm token={token} next={next} />
          ) : (
            <InvalidLink message={r.missingToken} />
          )}
        </Card>
      </div>
    </section>
  );
}

function CheckedResetForm({ token, next }: { token: string; next: string | null }) {
  const { t } = useI18n();
  const link = useQuery(resetLinkQueryOptions(token));
  if (link.isPending) return <Spinner label={t.auth.reset.checking} className="py-8" />;
  if (link.isError) return <InvalidLink message={link.error.message} />;
  return <ResetPasswordForm token={token} next={next} />;
}

function InvalidLink({ message }: { message: string }) {
  const { t } = useI18n();
  return (
    <div role="alert" className="space-y-4 text-center">
      <p className="text-lg font-semibold text-slate-900">{t.auth.reset.invalidTitle}</p>
      <p className="text-slate-700">{message}</p>
      <Link to={`${ROUTES.auth}?${FORGOT_PASSWORD_PARAM}`} className={buttonClasses('primary')}>
        {t.auth.reset.requestNew}
      </Link>
    </div>
  );
}
