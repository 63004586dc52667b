import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PartnerApplicationView } from '#shared/admin-api';
import type {
  ApproveApplicationInput,
  DeclineApplicationInput,
} from '#shared/validation/admin-schemas';
import { apiFetch } from '#client/lib/api-client';
import { adminKeys } from './admin-keys';

const path = (id: string) => `/admin/partner-applications/${encodeURIComponent(id)}`;

export function getPartnerApplication(id: string): Promise<PartnerApplicationView> {
  return apiFetch<PartnerApplicationView>(path(id));
}

export const partnerApplicationQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.application(id), queryFn: () => getPartnerApplication(id) });

export function usePartnerApplication(id: string) {
  return useQuery(partnerApplicationQueryOptions(id));
}

export type ApplicationDecision =
  | { kind: 'approve'; input: ApproveApplicationInput }
  | { kind: 'decline'; input: DeclineApplicationInput };

export function decideApplication(
  id: string,
  decision: ApplicationDecision,
): Promise<PartnerApplicationView> {
  return apiFetch<PartnerApplicationView>(`${path(id)}/${decision.kind}`, {
    method: 'POST',
    body: decision.input,
  });
}

/** Approves (creating the merchant) or declines; everything admin refetches afterwards. */
export function useDecideApplication(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ApplicationDecision) => decideApplication(id, decision),
    onSuccess: (application) => {
      queryClient.setQueryData(adminKeys.application(id), application);
      // Not awaited: the answer is on screen at once, the rest refreshes behind it.
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
