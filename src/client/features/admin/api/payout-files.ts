import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayoutFilesView, StatementUploadResult } from '#shared/admin-api';
import { apiFetch } from '#client/lib/api-client';
import { adminKeys } from './admin-keys';

/** The credit-transfer files and the statement lines nobody matched. */
export function usePayoutFiles() {
  return useQuery({
    queryKey: adminKeys.payoutFiles(),
    queryFn: () => apiFetch<PayoutFilesView>('/admin/payout-files'),
    staleTime: 0,
  });
}

/** Any change here can change reconciliation too: both refresh after it. */
function useRefreshing<TArgument, TResult>(run: (argument: TArgument) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.payoutFiles() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.reconciliation() }),
      ]),
  });
}

export function useGeneratePayoutFile() {
  return useRefreshing(() =>
    apiFetch<{ file: { id: string } | null }>('/admin/payout-files', { method: 'POST' }),
  );
}

export function usePayoutFileAction() {
  return useRefreshing((input: { id: string; action: 'sent' | 'rejected' }) =>
    apiFetch<{ id: string }>(
      `/admin/payout-files/${encodeURIComponent(input.id)}/${input.action}`,
      { method: 'POST' },
    ),
  );
}

export function useUploadStatement() {
  return useRefreshing((xml: string) =>
    apiFetch<StatementUploadResult>('/admin/bank-statements', { body: { xml } }),
  );
}

export function useResolveStatementLine() {
  return useRefreshing((id: string) =>
    apiFetch<{ id: string }>(`/admin/bank-statement-lines/${encodeURIComponent(id)}/resolved`, {
      method: 'POST',
    }),
  );
}
