import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserRow, Page } from '#shared/admin-api';
import type { AdminUserSortKey, SortDirection } from '#shared/validation/admin-schemas';
import { apiFetch } from '#client/lib/api-client';
import { adminKeys, toQueryString } from './admin-keys';

export interface AdminUsersParams {
  q?: string;
  sort: AdminUserSortKey;
  dir: SortDirection;
  page: number;
  pageSize?: number;
}

export function listAdminUsers(params: AdminUsersParams): Promise<Page<AdminUserRow>> {
  return apiFetch<Page<AdminUserRow>>(`/admin/users${toQueryString({ ...params })}`);
}

export const adminUsersQueryOptions = (params: AdminUsersParams) =>
  queryOptions({
    queryKey: adminKeys.users(params),
    queryFn: () => listAdminUsers(params),
    // The table keeps the last page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(
  params: AdminUsersParams,
  options: { refetchInterval?: number } = {},
) {
  return useQuery({ ...adminUsersQueryOptions(params), ...options });
}
