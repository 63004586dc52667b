import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminContactDetail } from '#shared/admin-api';
import { apiFetch } from '#client/lib/api-client';
import { adminKeys } from './admin-keys';

export function replyToContact(id: string, body: string): Promise<AdminContactDetail> {
  return apiFetch<AdminContactDetail>(`/admin/contacts/${encodeURIComponent(id)}/replies`, {
    method: 'POST',
    body: { body },
  });
}

/** Sends an answer (emailed to the sender); the message, lists and history refetch. */
export function useReplyToContact(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => replyToContact(id, body),
    onSuccess: (contact) => {
      queryClient.setQueryData(adminKeys.contact(id), contact);
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
