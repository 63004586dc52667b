import { toast } from '#client/lib/toast';
import { CONTACT_REASONS } from '#shared/validation/contact-reasons';
import type { ContactSchema } from '#shared/validation/contact-schema';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input, Textarea } from '#client/components/ui/input';
import { useI18n } from '#client/i18n/i18n-context';
import { ApiError } from '#client/lib/api-client';
import {
  applyServerFieldErrors,
  toastFirstError,
  useZodForm,
  formErrorText,
  validationToastTitle,
} from '#client/lib/use-zod-form';
import { useSendContactMessage } from '../api/send-contact-message';

const loadContactSchema = (): Promise<typeof ContactSchema> =>
  import('#shared/validation/contact-schema').then((m) => m.ContactSchema);

const FIELD_ORDER = ['name', 'email', 'reason', 'message'] as const;
const EMPTY = { name: '', email: '', reason: '', message: '' };

const selectClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 ' +
  'focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600';

/** The /kontakt form: name, optional reply address, reason and message. */
export function ContactForm() {
  const { t } = useI18n();
  const c = t.contact;
  const send = useSendContactMessage();
  const form = useZodForm(loadContactSchema, { defaultValues: EMPTY as never });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    async (data) => {
      try {
        await send.mutateAsync(data);
        toast.success(c.successTitle, { description: c.successText });
        form.reset(EMPTY as never);
      } catch (error) {
        if (applyServerFieldErrors(error, form.setError)) {
          toast.error(validationToastTitle(), { description: formErrorText(error as ApiError) });
          return;
        }
        // A rate-limit answer says when to try again; anything else gets the generic failure text.
        const description =
          error instanceof ApiError && error.status === 429 ? error.message : c.failureText;
        toast.error(c.failureTitle, { description });
      }
    },
    (fieldErrors) => toastFirstError(fieldErrors, FIELD_ORDER),
  );

  return (
    <form method="post" noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5">
      <FormField label={c.name} error={errors.name?.message}>
        <Input autoComplete="name" maxLength={200} {...form.register('name')} />
      </FormField>
      <FormField label={c.email} hint={c.emailHint} error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </FormField>
      <FormField label={c.reason} error={errors.reason?.message}>
        <select className={selectClasses} {...form.register('reason')}>
          <option value="">{c.reasonPlaceholder}</option>
          {CONTACT_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {c.reasons[reason]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label={c.message} hint={c.messageHint} error={errors.message?.message}>
        <Textarea rows={6} {...form.register('message')} />
      </FormField>
      <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-auto">
        {send.isPending ? c.sending : c.submit}
      </Button>
    </form>
  );
}
