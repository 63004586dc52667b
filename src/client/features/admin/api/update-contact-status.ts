import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminContactDetail } from '#shared/admin-api';
import type { ContactUpdateInput } from '#shared/validation/admin-schemas';
import { apiFetch } from '#client/lib/api-client';
import { adminKeys } from './admin-keys';

export function updateContactStatus(
  id: string,
  change: ContactUpdateInput,
): Promise<AdminContactDetail> {
  return apiFetch<AdminContactDetail>(`/admin/contacts/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: change,
  });
}

/**
 * Sets status and notes (resolving stamps resolved_at); the lists, counters and history refetch.
 */
export function useUpdateContactStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ContactUpdateInput) => updateContactStatus(id, change),
    onSuccess: (contact) => {
      queryClient.setQueryData(adminKeys.contact(id), contact);
      // Not awaited: the answer is on screen at once, the rest refreshes behind it.
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
