import { toast } from '#client/lib/toast';
import { ComplaintSchema, type ComplaintData } from '#shared/validation/contact-schema';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input, Textarea } from '#client/components/ui/input';
import { useI18n } from '#client/i18n/i18n-context';
import { apiFetch, ApiError } from '#client/lib/api-client';
import { toastFirstError, useZodForm } from '#client/lib/use-zod-form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CursorPage, ShopperOrderView } from '#shared/purchase-api';
import { fillTemplate } from '#shared/i18n/format';
import { Select } from '#client/components/ui/select';
import { useFormatters } from '#client/i18n/use-formatters';
import { useAuth } from '#client/lib/auth/auth-context';

/**
 * The complaint form: stored like a contact message with the reason "complaint". For a signed-in
 * shopper the name and email come filled in and one of their orders can be picked; the answer's
 * reference number is shown, and the receipt email repeats it.
 */
export function ComplaintForm() {
  const { t, locale } = useI18n();
  const c = t.legal.complaints;
  const k = t.disputes.complaint;
  const { money } = useFormatters();
  const { user } = useAuth();
  const [reference, setReference] = useState<string | null>(null);
  const orders = useQuery({
    queryKey: ['me', 'orders', 'complaint'],
    queryFn: () => apiFetch<CursorPage<ShopperOrderView>>('/me/orders?limit=100'),
    enabled: Boolean(user),
  });
  const send = useMutation({
    mutationFn: (body: ComplaintData) =>
      apiFetch<{ id: string; reference: string }>('/complaints', {
        body,
        headers: { 'x-narate-locale': locale },
      }),
  });
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    formState: { errors },
  } = useZodForm(ComplaintSchema, {
    defaultValues: { name: '', email: '', message: '', orderId: '' },
  });
  // A signed-in shopper's name and email fill the form, unless they already typed something.
  useEffect(() => {
    if (!user) return;
    const current = getValues();
    reset({
      ...current,
      name: current.name || user.displayName || '',
      email: current.email || user.email,
    });
  }, [user, getValues, reset]);
  return (
    <form
      method="post"
      noValidate
      aria-labelledby="complaint-form-title"
      className="space-y-5"
      onSubmit={handleSubmit(
        (data) =>
          send.mutate(data, {
            onSuccess: (answer) => {
              reset({
                name: user?.displayName ?? '',
                email: user?.email ?? '',
                message: '',
                orderId: '',
              });
              setReference(answer.reference);
              toast.success(fillTemplate(k.sentWithReference, { reference: answer.reference }));
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
      {user && (orders.data?.items.length ?? 0) > 0 && (
        <FormField label={k.orderPicker}>
          <Select {...register('orderId')}>
            <option value="">{k.noOrder}</option>
            {orders.data?.items.map((order) => (
              <option key={order.id} value={order.id}>
                {fillTemplate(k.orderOption, {
                  merchant: order.merchantName,
                  reference: order.orderReference,
                  amount: money(order.totalCents),
                })}
              </option>
            ))}
          </Select>
        </FormField>
      )}
      <FormField label={c.message} error={errors.message?.message} hint={c.messageHint}>
        <Textarea rows={6} {...register('message')} />
      </FormField>
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? c.submitting : c.submit}
      </Button>
      {send.isSuccess && reference && (
        <p role="status" className="font-semibold text-emerald-800" data-testid="complaint-sent">
          {fillTemplate(k.sentWithReference, { reference })}
        </p>
      )}
    </form>
  );
}
