import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CheckoutSessionPublicView,
  ConfirmCheckoutResult,
} from '../../../../shared/engine-api';
import type { ConfirmCheckoutInput } from '../../../../shared/validation/engine-schemas';
import { apiFetch } from '../../../lib/api-client';

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
): Promise<ConfirmCheckoutResult> {
  return apiFetch<ConfirmCheckoutResult>(`/checkout/sessions/${encodeURIComponent(id)}/confirm`, {
    body: input,
    headers: { 'idempotency-key': idempotencyKey },
  });
}

export function useConfirmCheckout(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: ConfirmCheckoutInput; key: string }) =>
      confirmCheckout(id, input, key),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}
