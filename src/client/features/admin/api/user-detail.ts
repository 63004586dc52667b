import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserDetail } from '#shared/admin-api';
import { apiFetch } from '#client/lib/api-client';
import { adminKeys } from './admin-keys';

export function getAdminUser(id: string): Promise<AdminUserDetail> {
  return apiFetch<AdminUserDetail>(`/admin/users/${encodeURIComponent(id)}`);
}

export const adminUserQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.user(id), queryFn: () => getAdminUser(id) });

export function useAdminUser(id: string) {
  return useQuery(adminUserQueryOptions(id));
}
