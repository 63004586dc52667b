import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InstalmentMoveView, PlanRightsView } from '#shared/consumer-rights';
import type { WithdrawalResult } from '#shared/purchase-api';
import type { Locale } from '#shared/i18n/catalogue';
import type {
  MoveInstalmentInput,
  WithdrawInput,
} from '#shared/validation/consumer-rights-schemas';
import { apiFetch } from '#client/lib/api-client';

/** Per plan: whether it can still be withdrawn from and its one instalment move. */
export function usePlanRights() {
  return useQuery({
    queryKey: ['me', 'plan-rights'],
    queryFn: () => apiFetch<PlanRightsView[]>('/me/plan-rights'),
  });
}

const orderPath = (orderId: string, what: string) =>
  `/me/orders/${encodeURIComponent(orderId)}/${what}`;

/** Withdraws (a card payment, with the client's Idempotency-Key); then the dashboard reloads. */
export function useWithdraw(locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: { orderId: string; input: WithdrawInput; key: string }) =>
      apiFetch<WithdrawalResult>(orderPath(args.orderId, 'withdrawal'), {
        body: args.input,
        headers: { 'idempotency-key': args.key, 'x-narate-locale': locale },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}

export function useMoveInstalment(locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: { orderId: string; input: MoveInstalmentInput }) =>
      apiFetch<{ move: InstalmentMoveView }>(orderPath(args.orderId, 'instalment-move'), {
        body: args.input,
        headers: { 'x-narate-locale': locale },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}
