import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DisputeView } from '#shared/disputes';
import type { Locale } from '#shared/i18n/catalogue';
import type { OpenDisputeInput } from '#shared/validation/dispute-schemas';
import { apiFetch } from '#client/lib/api-client';

/** The shopper's return and problem reports, newest first. */
export function useMyDisputes() {
  return useQuery({
    queryKey: ['me', 'disputes'],
    queryFn: () => apiFetch<DisputeView[]>('/me/disputes'),
  });
}

export function useOpenDispute(locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: { orderId: string; input: OpenDisputeInput }) =>
      apiFetch<DisputeView>(`/me/orders/${encodeURIComponent(args.orderId)}/disputes`, {
        body: args.input,
        headers: { 'x-narate-locale': locale },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}

export function useWithdrawDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<DisputeView>(`/me/disputes/${encodeURIComponent(id)}/withdraw`, { body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}
