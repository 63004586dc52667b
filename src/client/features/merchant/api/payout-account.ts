import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MerchantPayoutAccountState } from '#shared/admin-api';
import type { PayoutAccountChangeInput } from '#shared/validation/payout-account-schema';
import { apiFetch } from '#client/lib/api-client';

const KEY = ['merchant', 'payout-account'] as const;

export const payoutAccountQuery = queryOptions({
  queryKey: KEY,
  queryFn: () => apiFetch<MerchantPayoutAccountState>('/merchant/payout-account'),
});

export const usePayoutAccount = () => useQuery(payoutAccountQuery);

/** Each answer is the section's new state: it replaces the cached one. */
function useStateMutation<I>(fn: (input: I) => Promise<MerchantPayoutAccountState>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (state) => queryClient.setQueryData(KEY, state),
  });
}

export const useRequestPayoutAccountChange = () =>
  useStateMutation((input: PayoutAccountChangeInput) =>
    apiFetch<MerchantPayoutAccountState>('/merchant/payout-account/change', { body: input }),
  );
export const useConfirmPayoutAccountChange = () =>
  useStateMutation((code: string) =>
    apiFetch<MerchantPayoutAccountState>('/merchant/payout-account/change/confirm', {
      body: { code },
    }),
  );
export const useDiscardPayoutAccountChange = () =>
  useStateMutation(() =>
    apiFetch<MerchantPayoutAccountState>('/merchant/payout-account/change', { method: 'DELETE' }),
  );
