import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserDetail } from '#shared/admin-api';
import { apiFetch } from '#client/lib/api-client';
import { adminKeys } from './admin-keys';

export type UserAction =
  | { kind: 'spendingLimit'; spendingLimitCents: number }
  | { kind: 'block' }
  | { kind: 'unblock' }
  | { kind: 'grantAdmin' }
  | { kind: 'revokeAdmin' };

export function runUserAction(userId: string, action: UserAction): Promise<AdminUserDetail> {
  const base = `/admin/users/${encodeURIComponent(userId)}`;
  switch (action.kind) {
    case 'spendingLimit':
      return apiFetch(`${base}/spending-limit`, {
        method: 'PUT',
        body: { spendingLimitCents: action.spendingLimitCents },
      });
    case 'block':
      return apiFetch(`${base}/block`, { method: 'POST' });
    case 'unblock':
      return apiFetch(`${base}/unblock`, { method: 'POST' });
    case 'grantAdmin':
      return apiFetch(`${base}/admin-role`, { method: 'PUT' });
    case 'revokeAdmin':
      return apiFetch(`${base}/admin-role`, { method: 'DELETE' });
  }
}

/** Runs an admin change on a user; the answer is the fresh detail, and lists refetch. */
export function useUserAction(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: UserAction) => runUserAction(userId, action),
    onSuccess: (detail) => {
      queryClient.setQueryData(adminKeys.user(userId), detail);
      // Not awaited: the answer is on screen at once, the rest refreshes behind it.
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
