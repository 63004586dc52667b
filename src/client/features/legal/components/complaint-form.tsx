import { toast } from '../../../lib/toast';
import { ComplaintSchema, type ComplaintData } from '../../../../shared/validation/contact-schema';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import { useI18n } from '../../../i18n/i18n-context';
import { apiFetch, ApiError } from '../../../lib/api-client';
import { toastFirstError, useZodForm } from '../../../lib/use-zod-form';
import { useMutation } from '@tanstack/react-query';

/** The complaint form: stored like a contact message with the reason "complaint". */
export function ComplaintForm() {
  const { t, locale } = useI18n();
  const c = t.legal.complaints;
  const send = useMutation({
    mutationFn: (body: ComplaintData) =>
      apiFetch<{ id: string }>('/complaints', { body, headers: { 'x-narate-locale': locale } }),
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useZodForm(ComplaintSchema, { defaultValues: { name: '', email: '', message: '' } });
  return (
    <form
      method="post"
      noValidate
      aria-labelledby="complaint-form-title"
      className="space-y-5"
      onSubmit={handleSubmit(
        (data) =>
          send.mutate(data, {
            onSuccess: () => {
              reset();
              toast.success(c.sent);
            },
            onError: (error) =>
              toast.error(c.failed, {
                description: error instanceof ApiError ? error.message : undefined,
              }),
          }),
        (e) => toastFirstError(e, ['name', 'email', 'message']),
      )}
    >
      <h2 id="complaint-form-title" className="text-2xl font-bold tracking-tight text-slate-900">
        {c.formTitle}
      </h2>
      <FormField label={c.name} error={errors.name?.message}>
        <Input autoComplete="name" {...register('name')} />
      </FormField>
      <FormField label={c.email} error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </FormField>
      <FormField label={c.message} error={errors.message?.message} hint={c.messageHint}>
        <Textarea rows={6} {...register('message')} />
      </FormField>
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? c.submitting : c.submit}
      </Button>
      {send.isSuccess && (
        <p role="status" className="font-semibold text-emerald-800">
          {c.sent}
        </p>
      )}
    </form>
  );
}
