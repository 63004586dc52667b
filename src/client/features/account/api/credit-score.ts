import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditScoreView } from '#shared/account';
import { apiFetch } from '#client/lib/api-client';

export const CREDIT_SCORE_QUERY_KEY = ['me', 'credit-score'] as const;

export function getCreditScore(): Promise<CreditScoreView> {
  return apiFetch<CreditScoreView>('/me/credit-score');
}

export const creditScoreQueryOptions = queryOptions({
  queryKey: CREDIT_SCORE_QUERY_KEY,
  queryFn: getCreditScore,
});

export function useCreditScore() {
  return useQuery(creditScoreQueryOptions);
}
