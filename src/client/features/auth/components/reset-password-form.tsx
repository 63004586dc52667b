import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '#client/lib/toast';
import { ResetPasswordSchema, type ResetPasswordData } from '#shared/validation/login-schema';
import { Button } from '#client/components/ui/button';
import { useI18n } from '#client/i18n/i18n-context';
import { ApiError } from '#client/lib/api-client';
import { applyServerFieldErrors, toastFirstError, useZodForm } from '#client/lib/use-zod-form';
import { useAuth } from '#client/lib/auth/auth-context';
import { landingPath } from '#shared/session';
import { useCompletePasswordReset } from '../api/password-reset';
import { NewPasswordFields } from './new-password-fields';

/**
 * The success screen shows for 2 s, long enough to read, then the user's own area opens: a
 * merchant setting its first password lands in the merchant area, not on a shopper's dashboard.
 */
export const SUCCESS_REDIRECT_MS = 2_000;

/** `next`: the page the emailed link returns to (a checkout), when the user's role may open it. */
export function ResetPasswordForm({ token, next = null }: { token: string; next?: string | null }) {
  const { t } = useI18n();
  const r = t.auth.reset;
  const { setSession } = useAuth();
  const navigate = useNavigate();
  const complete = useCompletePasswordReset(token);
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useZodForm(ResetPasswordSchema, { defaultValues: { password: '', confirmPassword: '' } });

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate(done, { replace: true }), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onValid = (data: ResetPasswordData) =>
    complete.mutate(data, {
      onSuccess: (session) => {
        setSession(session);
        toast.success(r.success);
        setDone(session.user ? landingPath(session.user, next) : '/dashboard');
      },
      onError: (error) => {
        applyServerFieldErrors(error, setError);
        const message = error instanceof ApiError && error.status < 500 ? error.message : r.failed;
        toast.error(t.auth.common.error, { description: message || r.failed });
      },
    });

  if (done) {
    return (
      <div role="status" className="space-y-3 text-center">
        <p className="text-xl font-bold text-green-700">{r.successTitle}</p>
        <p className="text-slate-700">{r.success}</p>
        <p className="text-sm text-slate-600">{r.redirecting}</p>
      </div>
    );
  }

  return (
    <form
      method="post"
      onSubmit={handleSubmit(onValid, (e) => toastFirstError(e, ['password', 'confirmPassword']))}
      noValidate
      className="space-y-5"
    >
      <NewPasswordFields
        register={register}
        watch={watch}
        errors={errors}
        labels={{ password: r.password, confirmPassword: r.confirmPassword }}
      />
      <Button type="submit" size="lg" className="w-full" disabled={complete.isPending}>
        {complete.isPending ? r.submitting : r.submit}
      </Button>
    </form>
  );
}
