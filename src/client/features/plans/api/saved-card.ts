import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayInstalmentsResult } from '#shared/purchase-api';
import type { SaveCardInput, SavedCardAnswer } from '#shared/saved-card';
import type { PaySavedCardInput } from '#shared/validation/purchase-schemas';
import { apiFetch } from '#client/lib/api-client';

export const savedCardQueryOptions = queryOptions({
  queryKey: ['me', 'card'],
  queryFn: () => apiFetch<SavedCardAnswer>('/me/card'),
});

export function useSavedCard() {
  return useQuery(savedCardQueryOptions);
}

/** Saving, removing and autopay answer with the card: the query takes the answer as it is. */
function useCardMutation<A>(request: (args: A) => Promise<SavedCardAnswer | undefined>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (answer) =>
      queryClient.setQueryData(savedCardQueryOptions.queryKey, answer ?? { card: null }),
  });
}

export function useSaveCard() {
  return useCardMutation((input: SaveCardInput) =>
    apiFetch<SavedCardAnswer>('/me/card', { method: 'PUT', body: input }),
  );
}

export function useRemoveCard() {
  return useCardMutation(() => apiFetch<undefined>('/me/card', { method: 'DELETE' }));
}

export function useSetAutopay() {
  return useCardMutation((enabled: boolean) =>
    apiFetch<SavedCardAnswer>('/me/card/autopay', { method: 'PUT', body: { enabled } }),
  );
}

export function paySavedCard(
  orderId: string,
  input: PaySavedCardInput,
  idempotencyKey: string,
): Promise<PayInstalmentsResult> {
  return apiFetch<PayInstalmentsResult>(
    `/me/orders/${encodeURIComponent(orderId)}/payments/saved-card`,
    { body: input, headers: { 'idempotency-key': idempotencyKey } },
  );
}

/** The receipt of one payment, in the page's language. */
export function receiptHref(paymentId: string, locale: string): string {
  return `/api/me/payments/${encodeURIComponent(paymentId)}/receipt.pdf?locale=${locale}`;
}

/** Pays with the saved card; then everything the dashboard shows about money is read again. */
export function usePaySavedCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: { orderId: string; input: PaySavedCardInput; key: string }) =>
      paySavedCard(args.orderId, args.input, args.key),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}
