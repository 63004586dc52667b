import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminTransactionRow, Page } from '#shared/admin-api';
import { apiFetch } from '#client/lib/api-client';
import { adminKeys, toQueryString } from './admin-keys';

export interface AdminTransactionsParams {
  status?: string;
  userId?: string;
  user?: string;
  merchantId?: string;
  /** ISO instants: the start of the first day and the start of the day after the last. */
  from?: string;
  to?: string;
  page: number;
  pageSize?: number;
}

export function listAdminTransactions(
  params: AdminTransactionsParams,
): Promise<Page<AdminTransactionRow>> {
  return apiFetch<Page<AdminTransactionRow>>(`/admin/transactions${toQueryString({ ...params })}`);
}

export const adminTransactionsQueryOptions = (params: AdminTransactionsParams) =>
  queryOptions({
    queryKey: adminKeys.transactions(params),
    queryFn: () => listAdminTransactions(params),
    placeholderData: keepPreviousData,
  });

export function useAdminTransactions(
  params: AdminTransactionsParams,
  options: { refetchInterval?: number } = {},
) {
  return useQuery({ ...adminTransactionsQueryOptions(params), ...options });
}

export function useMerchantOptions() {
  return useQuery({
    queryKey: adminKeys.merchants(),
    queryFn: () => apiFetch<{ merchants: { id: string; name: string }[] }>('/admin/merchants'),
    select: (data) => data.merchants,
  });
}
