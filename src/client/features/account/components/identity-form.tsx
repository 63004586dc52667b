import { useEffect, useRef, useState } from 'react';
import { toast } from '#client/lib/toast';
import type { ProfileView } from '#shared/account';
import type { IdentityData, IdentitySchema } from '#shared/validation/identity-schema';
import { Button } from '#client/components/ui/button';
import { PhoneAndJmbgFields } from '#client/components/identity/phone-and-jmbg-fields';
import { Card } from '#client/components/ui/card';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { useI18n } from '#client/i18n/i18n-context';
import { ApiError } from '#client/lib/api-client';
import { applyServerFieldErrors, toastFirstError, useZodForm } from '#client/lib/use-zod-form';
import { useCompleteIdentity } from '../api/profile';

/** The anchor the hosted checkout links to. */
export const IDENTITY_FORM_ID = 'identitet';

const FIELD_ORDER = ['firstName', 'lastName', 'phone', 'jmbg'] as const;

// The phone rule brings the phone-number library: loaded with the form's first use only.
const loadIdentitySchema = (): Promise<typeof IdentitySchema> =>
  import('#shared/validation/identity-schema').then((m) => m.IdentitySchema);

/**
 * Where to go once the identity is saved: only back to a hosted checkout page of this site
 * (`/checkout/<id>`), so the link's `next` cannot send anyone elsewhere.
 */
function identityReturnPath(next: string | null): string | null {
  return next !== null && /^\/checkout\/[\w-]{1,100}$/.test(next) ? next : null;
}

/**
 * For an account without the identity credit needs (a merchant's user): first and last name,
 * phone and JMBG, checked by sign-up's rules. Saved once; then back to the checkout in `next`.
 */
export function IdentityForm({
  profile,
  next,
}: {
  profile: ProfileView;
  /** The page's `next` parameter: a checkout path to return to after saving. */
  next: string | null;
}) {
  const returnTo = identityReturnPath(next);
  const { t } = useI18n();
  const d = t.dashboard.identity;
  const save = useCompleteIdentity();
  const [refused, setRefused] = useState(false);
  const card = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useZodForm(loadIdentitySchema, {
    defaultValues: {
      firstName: profile.firstName ?? '',
      lastName: profile.lastName ?? '',
      phone: profile.phone ?? '',
      jmbg: '',
    },
  });

  // Opened from the checkout's link: the page loads after the browser looked for the anchor.
  useEffect(() => {
    if (window.location.hash === `#${IDENTITY_FORM_ID}`) card.current?.scrollIntoView();
  }, []);

  // Awaited rather than mutate's callbacks: saving completes the profile, which removes this
  // form from the page, and a removed form's callbacks would never run.
  const onValid = async (data: IdentityData) => {
    setRefused(false);
    try {
      await save.mutateAsync(data);
    } catch (error) {
      if (applyServerFieldErrors(error, setError)) return;
      if (error instanceof ApiError && error.code === 'signup_refused') {
        setRefused(true);
        return;
      }
      toast.error(t.auth.common.error, {
        description: error instanceof ApiError && error.status < 500 ? error.message : d.failed,
      });
      return;
    }
    toast.success(returnTo ? d.savedReturning : d.saved);
    if (returnTo) window.location.assign(returnTo);
  };

  return (
    <div id={IDENTITY_FORM_ID} ref={card} className="scroll-mt-24">
      <Card className="border-amber-300" data-testid="identity-form">
        <h2 className="text-lg font-semibold text-slate-900">{d.title}</h2>
        <p className="mt-1 text-slate-700">{d.text}</p>
        <form
          method="post"
          onSubmit={handleSubmit(onValid, (e) => toastFirstError(e, FIELD_ORDER))}
          aria-busy={save.isPending}
          noValidate
          className="mt-4 space-y-5"
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label={d.firstName} error={errors.firstName?.message}>
              <Input autoComplete="given-name" {...register('firstName')} />
            </FormField>
            <FormField label={d.lastName} error={errors.lastName?.message}>
              <Input autoComplete="family-name" {...register('lastName')} />
            </FormField>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <PhoneAndJmbgFields register={register} errors={errors} labels={d} />
          </div>
          {refused && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
              {t.auth.signup.refused}{' '}
              <a href="/kontakt" className="font-semibold underline">
                {t.auth.signup.contactSupport}
              </a>
            </p>
          )}
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? d.saving : d.save}
          </Button>
        </form>
      </Card>
    </div>
  );
}
