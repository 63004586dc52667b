import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminContactDetail, AdminContactRow, Page } from '#shared/admin-api';
import { apiFetch } from '#client/lib/api-client';
import { adminKeys, toQueryString } from './admin-keys';

export interface AdminContactsParams {
  status?: string;
  reason?: string;
  page: number;
  pageSize?: number;
}

export function listAdminContacts(params: AdminContactsParams): Promise<Page<AdminContactRow>> {
  return apiFetch<Page<AdminContactRow>>(`/admin/contacts${toQueryString({ ...params })}`);
}

export const adminContactsQueryOptions = (params: AdminContactsParams) =>
  queryOptions({
    queryKey: adminKeys.contacts(params),
    queryFn: () => listAdminContacts(params),
    placeholderData: keepPreviousData,
  });

export function useAdminContacts(
  params: AdminContactsParams,
  options: { refetchInterval?: number } = {},
) {
  return useQuery({ ...adminContactsQueryOptions(params), ...options });
}

export function getAdminContact(id: string): Promise<AdminContactDetail> {
  return apiFetch<AdminContactDetail>(`/admin/contacts/${encodeURIComponent(id)}`);
}

export function useAdminContact(id: string | null) {
  return useQuery({
    queryKey: adminKeys.contact(id ?? ''),
    queryFn: () => getAdminContact(id ?? ''),
    enabled: id !== null,
  });
}
