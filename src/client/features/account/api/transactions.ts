import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TransactionPage } from '#shared/account';
import { apiFetch } from '#client/lib/api-client';

/** The dashboard shows the last 5 purchases; the full list pages through the rest. */
export const RECENT_PURCHASES_LIMIT = 5;
export const PURCHASES_PAGE_SIZE = 10;

export function getTransactions(page: number, pageSize: number): Promise<TransactionPage> {
  return apiFetch<TransactionPage>(`/me/transactions?page=${page}&pageSize=${pageSize}`);
}

export const transactionsQueryOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: ['me', 'transactions', page, pageSize],
    queryFn: () => getTransactions(page, pageSize),
    placeholderData: keepPreviousData,
  });

export function useTransactions(page: number, pageSize: number) {
  return useQuery(transactionsQueryOptions(page, pageSize));
}
