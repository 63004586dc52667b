import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LedgerCheckView, ReconciliationReport, ReturnedCharge } from '#shared/admin-api';
import { apiFetch } from '#client/lib/api-client';
import { adminKeys } from './admin-keys';

/** The provider's statement against the books, checked anew on every load (no stale copy). */
export function useReconciliation() {
  return useQuery({
    queryKey: adminKeys.reconciliation(),
    queryFn: () => apiFetch<ReconciliationReport>('/admin/reconciliation'),
    staleTime: 0,
  });
}

/** The ledger invariants (and the same reconciliation) as one verdict. */
export function useLedgerCheck() {
  return useQuery({
    queryKey: adminKeys.ledgerCheck(),
    queryFn: () => apiFetch<LedgerCheckView>('/admin/ledger/check'),
    staleTime: 0,
  });
}

/** Gives back an unbooked checkout charge; the lists and the dashboard count refresh after. */
export function useReturnCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attemptId: string) =>
      apiFetch<ReturnedCharge>(
        `/admin/payment-attempts/${encodeURIComponent(attemptId)}/return-charge`,
        { method: 'POST' },
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.reconciliation() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.ledgerCheck() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
      ]),
  });
}
