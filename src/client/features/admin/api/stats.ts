import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '#shared/admin-api';
import { apiFetch } from '#client/lib/api-client';
import { adminKeys } from './admin-keys';

/** The dashboard counters follow the database live: polled this often while the page is open. */
export const STATS_REFRESH_MS = 5_000;

export function getAdminStats(): Promise<AdminStats> {
  return apiFetch<AdminStats>('/admin/stats');
}

export const adminStatsQueryOptions = queryOptions({
  queryKey: adminKeys.stats(),
  queryFn: getAdminStats,
  refetchInterval: STATS_REFRESH_MS,
  staleTime: 0,
});

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions);
}
