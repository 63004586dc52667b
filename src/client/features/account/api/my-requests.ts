import { useQuery } from '@tanstack/react-query';
import type { MyRequests } from '#shared/my-requests';
import { apiFetch } from '#client/lib/api-client';

export const MY_REQUESTS_QUERY_KEY = ['me', 'requests'] as const;

/** The shopper's review requests and complaints with their status and answers. */
export function useMyRequests() {
  return useQuery({
    queryKey: MY_REQUESTS_QUERY_KEY,
    queryFn: () => apiFetch<MyRequests>('/me/requests'),
  });
}
