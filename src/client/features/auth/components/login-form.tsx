import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from '#client/lib/toast';
import { ROUTES } from '#shared/routes';
import { landingPath } from '#shared/session';
import type { LoginData, LoginSchema } from '#shared/validation/login-schema';
import { Button } from '#client/components/ui/button';
import { Checkbox } from '#client/components/ui/checkbox';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { PasswordInput } from '#client/components/ui/password-input';
import { useI18n } from '#client/i18n/i18n-context';
import { ApiError } from '#client/lib/api-client';
import { toastFirstError, useZodForm } from '#client/lib/use-zod-form';
import { useAuth } from '#client/lib/auth/auth-context';
import { useLogin } from '../api/login';

// The forgot-password dialog (and the dialog library under it) loads the first time it opens:
// the sign-in page paints and becomes interactive without it.
const ForgotPasswordDialog = lazy(() =>
  import('./forgot-password-dialog').then((m) => ({ default: m.ForgotPasswordDialog })),
);

const loadLoginSchema = (): Promise<typeof LoginSchema> =>
  import('#shared/validation/login-schema').then((m) => m.LoginSchema);

/** The success toast shows, then the user's area opens about 300 ms later, so it is seen. */
const REDIRECT_DELAY_MS = 300;
/** /auth?zaboravljena-lozinka opens the forgot-password modal (links from expired resets). */
export const FORGOT_PASSWORD_PARAM = 'zaboravljena-lozinka';

/**
 * `onSignedIn` keeps the visitor where they are (the hosted checkout); otherwise each role lands
 * on its own area, or on the `next` page that sent them here when their role may open it. In
 * place (the checkout), "Registruj se" opens the page's own sign-up (`onSignup`) and a reset
 * link emailed from here returns to this page, so the basket is never left behind.
 */
export function LoginForm({
  onSignedIn,
  onSignup,
}: { onSignedIn?: () => void; onSignup?: () => void } = {}) {
  const { pathname } = useLocation();
  const { t } = useI18n();
  const l = t.auth.login;
  const { setSession } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [forgotOpen, setForgotOpen] = useState(() => params.has(FORGOT_PASSWORD_PARAM));
  // Mounted from the first opening on, so closing keeps its closing animation and focus return.
  const [forgotUsed, setForgotUsed] = useState(forgotOpen);
  if (forgotOpen && !forgotUsed) setForgotUsed(true);
  const [redirecting, setRedirecting] = useState(false);
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = useZodForm(loadLoginSchema, {
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  useEffect(() => {
    if (!redirecting || !login.data) return;
    const session = login.data;
    const timer = setTimeout(() => {
      setSession(session);
      if (onSignedIn) onSignedIn();
      else if (session.user) {
        void navigate(landingPath(session.user, params.get('next')), { replace: true });
      }
    }, REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [redirecting, login.data, setSession, navigate, onSignedIn, params]);

  const onValid = (data: LoginData) =>
    login.mutate(data, {
      onSuccess: () => {
        // Signed in inside the checkout, the page itself shows the account at once; a toast
        // there would only cover the instalment choice on a phone.
        if (!onSignedIn) toast.success(l.successTitle);
        setRedirecting(true);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) {
          setError('email', { type: 'server', message: l.invalidCredentials });
          // The tries left before the temporary lock, under the password, so it is no surprise.
          const left = Number(error.details.attemptsLeft);
          setError('password', {
            type: 'server',
            message: Number.isInteger(left) && left > 0 ? l.attemptsLeft(left) : '',
          });
        }
        toast.error(l.failedTitle, {
          description: error instanceof ApiError ? error.message : t.shell.genericError,
        });
      },
    });

  return (
    <>
      {/* POST: a submit before the script has loaded must not put the password in the address. */}
      <form
        method="post"
        onSubmit={handleSubmit(onValid, (e) => toastFirstError(e, ['email', 'password']))}
        noValidate
        className="space-y-5"
      >
        <FormField label={l.email} error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </FormField>
        <FormField
          label={l.password}
          error={errors.password?.message || undefined}
          invalid={Boolean(errors.password)}
        >
          <PasswordInput
            autoComplete="current-password"
            showLabel={t.auth.common.showPassword}
            hideLabel={t.auth.common.hidePassword}
            {...register('password')}
          />
        </FormField>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Checkbox label={l.rememberMe} {...register('rememberMe')} />
          {/* A link, so a tap before the script has run is not lost: it loads the page that
              opens the modal. Once the app runs, the modal opens in place. */}
          <a
            href={`${onSignedIn ? pathname : ROUTES.auth}?${FORGOT_PASSWORD_PARAM}`}
            onClick={(event) => {
              event.preventDefault();
              setForgotOpen(true);
            }}
            className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {l.forgot}
          </a>
        </div>
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={login.isPending || redirecting}
        >
          {login.isPending ? l.submitting : l.submit}
        </Button>
        <p className="text-center text-sm text-slate-700">
          {l.noAccount}{' '}
          <Link
            to={ROUTES.signup}
            onClick={(event) => {
              if (!onSignup) return;
              event.preventDefault();
              onSignup();
            }}
            className="font-semibold text-brand-700 underline"
          >
            {l.signup}
          </Link>
        </p>
      </form>
      {forgotUsed && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog
            open={forgotOpen}
            onOpenChange={setForgotOpen}
            defaultEmail={forgotOpen ? getValues('email') : undefined}
            returnTo={onSignedIn ? pathname : undefined}
          />
        </Suspense>
      )}
    </>
  );
}
