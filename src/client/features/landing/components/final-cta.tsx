import { Link } from 'react-router';
import { ROUTES } from '#shared/routes';
import { buttonClasses } from '#client/components/ui/button';
import { useI18n } from '#client/i18n/i18n-context';
import { useAuth } from '#client/lib/auth/auth-context';

/** Final call to action: signed in → /dashboard, others → /signup; plus /signup and /kontakt. */
export function FinalCta() {
  const { t } = useI18n();
  const { status } = useAuth();
  const f = t.landing.finalCta;
  return (
    <section aria-labelledby="final-cta-title" className="py-16 md:py-24">
      <div className="mx-auto max-w-4xl rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-12 text-center text-white md:px-12">
        <h2 id="final-cta-title" className="text-3xl font-bold tracking-tight md:text-4xl">
          {f.title}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-lg text-brand-100">{f.text}</p>
        <Link
          to={status === 'signed-in' ? ROUTES.dashboard : ROUTES.signup}
          className={`${buttonClasses('secondary', 'lg')} mt-8 w-full bg-white sm:w-auto`}
        >
          {f.start}
        </Link>
        <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row sm:gap-8">
          <Link
            to={ROUTES.signup}
            className="inline-flex min-h-11 items-center font-semibold text-white underline underline-offset-4"
          >
            {f.signup}
          </Link>
          <Link
            to={ROUTES.contact}
            className="inline-flex min-h-11 items-center font-semibold text-white underline underline-offset-4"
          >
            {f.contact}
          </Link>
        </div>
      </div>
    </section>
  );
}
