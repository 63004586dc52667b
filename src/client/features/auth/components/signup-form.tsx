import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '#client/lib/toast';
import type { SignupData, SignupSchema } from '#shared/validation/signup-schema';
import { PhoneAndJmbgFields } from '#client/components/identity/phone-and-jmbg-fields';
import { Button } from '#client/components/ui/button';
import { Checkbox } from '#client/components/ui/checkbox';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { useI18n } from '#client/i18n/i18n-context';
import { ApiError } from '#client/lib/api-client';
import { toastFirstError, useZodForm } from '#client/lib/use-zod-form';
import { useAuth } from '#client/lib/auth/auth-context';
import { resendSignupCode, startSignup, verifySignup } from '../api/signup';
import { NewPasswordFields } from './new-password-fields';

// The code dialog (and the dialog library under it) loads only once a sign-up is submitted:
// the page paints and becomes interactive without it.
const loadCodeDialog = () =>
  import('#client/components/verification/verification-code-dialog').then((m) => ({
    default: m.VerificationCodeDialog,
  }));
const VerificationCodeDialog = lazy(loadCodeDialog);

const loadSignupSchema = (): Promise<typeof SignupSchema> =>
  import('#shared/validation/signup-schema').then((m) => m.SignupSchema);

/** The form's field order: the first invalid one is the one the toast names. */
const FIELD_ORDER = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'jmbg',
  'password',
  'confirmPassword',
  'agreeToTerms',
] as const;

/**
 * The "Lični podaci" form; a valid submit sends the email code at once and opens the modal at
 * the code step (a resend is offered after the server's wait, 60 s). `onSignedIn`
 * keeps the new shopper where they are (the hosted checkout) instead of /dashboard.
 */
export function SignupForm({ onSignedIn }: { onSignedIn?: () => void } = {}) {
  const { t, locale } = useI18n();
  const s = t.auth.signup;
  const { setSession } = useAuth();
  const navigate = useNavigate();
  const form = useZodForm(loadSignupSchema, {
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      jmbg: '',
      password: '',
      confirmPassword: '',
      agreeToTerms: false,
      newsletterOptIn: false,
    },
  });
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = form;
  // The form as it was when submitted, and the token of the pending sign-up on the server.
  const [pending, setPending] = useState<SignupData | null>(null);
  const [signupToken, setSignupToken] = useState<string | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const [starting, setStarting] = useState(false);
  // Seconds to wait before a resend, from the server's answer to the last send.
  const [resendWait, setResendWait] = useState(0);
  // The server would not open an account with these details (it does not say which one).
  const [refused, setRefused] = useState(false);

  const onValid = async (data: SignupData) => {
    // The same form again (the modal was closed): keep the code already sent.
    const unchanged = pending !== null && JSON.stringify(pending) === JSON.stringify(data);
    if (unchanged && signupToken !== null) {
      setModalOpen(true);
      return;
    }
    setStarting(true);
    setRefused(false);
    try {
      const started = await startSignup(data, locale);
      setPending(data);
      setSignupToken(started.signupToken);
      setResendWait(started.resendAfterSeconds);
      // The server answers the same for an address that already has an account (its owner gets
      // a sign-in notice instead of a code), so the text names both cases.
      toast.success(t.auth.verification.codeSentTitle, {
        description: s.codeSentDescription(data.email),
      });
      setModalOpen(true);
    } catch (error) {
      toast.error(t.auth.common.error, {
        description:
          error instanceof ApiError && error.status < 500 ? error.message : t.shell.genericError,
      });
    } finally {
      setStarting(false);
    }
  };

  const send = async () => {
    if (!pending) throw new Error('no form to send');
    const started = signupToken
      ? await resendSignupCode(signupToken)
      : await startSignup(pending, locale);
    setSignupToken(started.signupToken);
    setResendWait(started.resendAfterSeconds);
    return started;
  };

  const verify = async (code: string) => {
    if (!signupToken) throw new Error('no pending sign-up');
    try {
      const session = await verifySignup(signupToken, code);
      setSession(session);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'signup_refused') {
        // The pending sign-up is used up: a new attempt starts from the form.
        setSignupToken(null);
        setPending(null);
        setModalOpen(false);
        setRefused(true);
      }
      throw error;
    }
  };

  const onVerified = () => {
    toast.success(s.createdToast);
    if (onSignedIn) onSignedIn();
    else void navigate('/dashboard', { replace: true });
  };

  return (
    <>
      <form
        method="post"
        onSubmit={handleSubmit(onValid, (e) => toastFirstError(e, FIELD_ORDER))}
        aria-busy={starting}
        noValidate
        className="space-y-5"
        aria-labelledby="signup-personal-data"
      >
        <h2 id="signup-personal-data" className="text-lg font-semibold text-slate-900">
          {s.personalData}
        </h2>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={s.firstName} error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...register('firstName')} />
          </FormField>
          <FormField label={s.lastName} error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...register('lastName')} />
          </FormField>
        </div>
        <FormField label={s.email} error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </FormField>
        <PhoneAndJmbgFields register={register} errors={errors} labels={s} />
        <NewPasswordFields
          register={register}
          watch={watch}
          errors={errors}
          labels={{ password: s.password, confirmPassword: s.confirmPassword }}
        />
        <div className="space-y-3">
          <Checkbox
            label={
              <>
                {t.legal.signupTermsBefore}
                <a
                  href="/uslovi"
                  target="_blank"
                  rel="noopener"
                  className="font-semibold text-brand-700 underline"
                >
                  {t.legal.signupTermsLink}
                </a>
                {t.legal.signupTermsMiddle}
                <a
                  href="/privatnost"
                  target="_blank"
                  rel="noopener"
                  className="font-semibold text-brand-700 underline"
                >
                  {t.legal.signupPrivacyLink}
                </a>
              </>
            }
            aria-invalid={errors.agreeToTerms ? true : undefined}
            {...register('agreeToTerms')}
          />
          {errors.agreeToTerms?.message && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {errors.agreeToTerms.message}
            </p>
          )}
          <Checkbox label={s.newsletter} {...register('newsletterOptIn')} />
        </div>
        {refused && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
            {s.refused}{' '}
            <a href="/kontakt" className="font-semibold underline">
              {s.contactSupport}
            </a>
          </p>
        )}
        <Button type="submit" size="lg" className="w-full" disabled={starting}>
          {starting ? t.auth.verification.sending : s.submit}
        </Button>
      </form>
      {pending && (
        <Suspense fallback={null}>
          <VerificationCodeDialog
            open={modalOpen}
            onOpenChange={setModalOpen}
            channel="email"
            target={pending.email}
            codeAlreadySent={signupToken !== null}
            initialResendWait={resendWait}
            send={send}
            verify={verify}
            onVerified={onVerified}
            verifyFailedMessage={s.failed}
          />
        </Suspense>
      )}
    </>
  );
}
