import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SpendingView } from '#shared/purchase-api';
import type { CreditworthinessView } from '#shared/validation/creditworthiness-schema';
import { apiFetch } from '#client/lib/api-client';

export const SPENDING_KEY = ['me', 'spending'] as const;
export const CREDITWORTHINESS_KEY = ['me', 'creditworthiness'] as const;

export function useSpending() {
  return useQuery({
    queryKey: SPENDING_KEY,
    queryFn: () => apiFetch<SpendingView>('/me/spending'),
  });
}

export function useCreditworthiness() {
  return useQuery({
    queryKey: CREDITWORTHINESS_KEY,
    queryFn: () => apiFetch<CreditworthinessView>('/me/creditworthiness'),
  });
}

export function useDeclareCreditworthiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { monthlyIncome: string; monthlyObligations: string }) =>
      apiFetch<CreditworthinessView>('/me/creditworthiness', { body }),
    onSuccess: (view) => {
      queryClient.setQueryData(CREDITWORTHINESS_KEY, view);
      void queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
}
