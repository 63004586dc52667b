import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionList } from '#shared/sessions';
import { apiFetch } from '#client/lib/api-client';

export const SESSIONS_QUERY_KEY = ['me', 'sessions'] as const;

export function useSessions() {
  return useQuery({
    queryKey: SESSIONS_QUERY_KEY,
    queryFn: () => apiFetch<SessionList>('/me/sessions'),
  });
}

/** Ends one of the user's other sessions (that device is signed out). */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<void>(`/me/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}

/** Ends every session but this browser's. */
export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<{ ended: number }>('/me/sessions/sign-out-others', { method: 'POST', body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}
