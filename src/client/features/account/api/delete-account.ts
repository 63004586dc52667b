import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client';

export function deleteAccount(password: string): Promise<{ deleted: boolean }> {
  return apiFetch('/me', { method: 'DELETE', body: { password } });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
