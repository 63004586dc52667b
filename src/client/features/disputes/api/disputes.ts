import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DisputeView } from '#shared/disputes';
import type { DisputeRefundInput } from '#shared/validation/dispute-schemas';
import { apiFetch } from '#client/lib/api-client';

/** Whose disputes a screen shows and answers: the shopper's, the merchant's or every (admin). */
export type DisputeParty = 'merchant' | 'admin';

const base = (party: DisputeParty) => (party === 'merchant' ? '/merchant' : '/admin');

export function usePartyDisputes(party: DisputeParty, status: 'open' | 'all' = 'all') {
  return useQuery({
    queryKey: ['disputes', party, status],
    queryFn: () =>
      apiFetch<DisputeView[]>(
        party === 'merchant' ? '/merchant/disputes' : `/admin/disputes?status=${status}`,
      ),
  });
}

/** Resuming the plan with a note, or a refund (with the client's Idempotency-Key). */
export function useAnswerDispute(party: DisputeParty) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      args:
        | { id: string; action: 'resume'; note: string }
        | { id: string; action: 'refund'; input: DisputeRefundInput; key: string },
    ) =>
      args.action === 'resume'
        ? apiFetch<unknown>(`${base(party)}/disputes/${encodeURIComponent(args.id)}/resume`, {
            body: { note: args.note },
          })
        : apiFetch<unknown>(`${base(party)}/disputes/${encodeURIComponent(args.id)}/refund`, {
            body: args.input,
            headers: { 'idempotency-key': args.key },
          }),
    // Not awaited: the answered card leaves the list, and the caller's toast must not wait for it.
    onSettled: () => {
      void queryClient.invalidateQueries();
    },
  });
}
