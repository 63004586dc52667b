import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckoutSessionPublicView, ConfirmCheckoutResult } from '#shared/purchase-api';
import type { z } from 'zod';
import type { ConfirmCheckoutWithPaymentSchema } from '#shared/validation/purchase-schemas';
import type { Locale } from '#shared/i18n/catalogue';
import { apiFetch } from '#client/lib/api-client';

/** The confirmation carries the card-fields payment's id; the card itself never comes here. */
export type ConfirmCheckoutInput = z.input<typeof ConfirmCheckoutWithPaymentSchema>;

export const checkoutSessionKey = (id: string) => ['checkout', 'session', id] as const;

export function getCheckoutSession(id: string): Promise<CheckoutSessionPublicView> {
  return apiFetch<CheckoutSessionPublicView>(`/checkout/sessions/${encodeURIComponent(id)}`);
}

export const checkoutSessionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: checkoutSessionKey(id),
    queryFn: () => getCheckoutSession(id),
    retry: false,
  });

/** The session as the signed-in (or anonymous) visitor sees it; refetched after sign-in. */
export function useCheckoutSession(id: string) {
  return useQuery(checkoutSessionQueryOptions(id));
}

export function confirmCheckout(
  id: string,
  input: ConfirmCheckoutInput,
  idempotencyKey: string,
  locale: Locale = 'me',
): Promise<ConfirmCheckoutResult> {
  return apiFetch<ConfirmCheckoutResult>(`/checkout/sessions/${encodeURIComponent(id)}/confirm`, {
    body: input,
    // The contract is written in the language the shopper reads the page in.
    headers: { 'idempotency-key': idempotencyKey, 'x-narate-locale': locale },
  });
}

export function useConfirmCheckout(id: string, locale: Locale = 'me') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: ConfirmCheckoutInput; key: string }) =>
      confirmCheckout(id, input, key, locale),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}
