import { useEffect, useState } from 'react';
import { toast } from '#client/lib/toast';
import { ForgotPasswordSchema, type ForgotPasswordData } from '#shared/validation/login-schema';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { useI18n } from '#client/i18n/i18n-context';
import { toastFirstError, useZodForm } from '#client/lib/use-zod-form';
import { useRequestPasswordReset } from '../api/password-reset';

/** The form, then the sent confirmation, which closes itself after 3 s. */
export const SENT_AUTO_CLOSE_MS = 3_000;

interface ForgotPasswordDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Prefilled from the login form's email field. */
  defaultEmail?: string;
  /** The checkout the emailed link returns to (the request is made from a checkout). */
  returnTo?: string;
}

export function ForgotPasswordDialog(props: ForgotPasswordDialogProps) {
  // Each opening starts from the form again, prefilled with the current email.
  const [generation, setGeneration] = useState(0);
  const [wasOpen, setWasOpen] = useState(props.open);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setGeneration((g) => g + 1);
  }
  return <ForgotPasswordBody key={generation} {...props} />;
}

function ForgotPasswordBody({
  open,
  onOpenChange,
  defaultEmail,
  returnTo,
}: ForgotPasswordDialogProps) {
  const { t } = useI18n();
  const f = t.auth.forgot;
  const [sent, setSent] = useState(false);
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(ForgotPasswordSchema, { defaultValues: { email: defaultEmail ?? '' } });

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => onOpenChange(false), SENT_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [sent, onOpenChange]);

  const onValid = (data: ForgotPasswordData) =>
    request.mutate(returnTo ? { ...data, next: returnTo } : data, {
      onSuccess: () => {
        toast.success(f.sentTitle);
        setSent(true);
      },
      onError: () => toast.error(t.auth.common.error, { description: f.failed }),
    });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={f.title}
      description={sent ? undefined : f.description}
      closeLabel={t.auth.common.close}
    >
      {sent ? (
        <div role="status" className="space-y-2 text-center">
          <p className="text-lg font-semibold text-green-700">{f.sentTitle}</p>
          <p className="text-slate-700">{f.sentDescription}</p>
        </div>
      ) : (
        <form
          method="post"
          onSubmit={handleSubmit(onValid, (e) => toastFirstError(e, ['email']))}
          noValidate
          className="space-y-4"
        >
          <FormField label={f.email} error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...register('email')} />
          </FormField>
          <Button type="submit" className="w-full" disabled={request.isPending}>
            {request.isPending ? f.submitting : f.submit}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
