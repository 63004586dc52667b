import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntityType, AuditEntry, Page } from '#shared/admin-api';
import { apiFetch } from '#client/lib/api-client';
import { adminKeys, toQueryString } from './admin-keys';

export function listAuditEntries(
  entityType: AuditEntityType,
  entityId: string,
): Promise<{ entries: AuditEntry[] }> {
  return apiFetch(`/admin/audit${toQueryString({ entityType, entityId })}`);
}

export const auditQueryOptions = (entityType: AuditEntityType, entityId: string) =>
  queryOptions({
    queryKey: adminKeys.audit(entityType, entityId),
    queryFn: () => listAuditEntries(entityType, entityId),
    select: (data) => data.entries,
  });

export function useAuditEntries(entityType: AuditEntityType, entityId: string) {
  return useQuery(auditQueryOptions(entityType, entityId));
}

export interface AuditLogParams {
  actor?: string;
  action?: string;
  /** ISO instants: the start of the first day and the start of the day after the last. */
  from?: string;
  to?: string;
  page: number;
  pageSize?: number;
}

/** The whole audit trail, one page, newest first. */
export function useAuditLog(params: AuditLogParams) {
  return useQuery({
    queryKey: adminKeys.auditLog(params),
    queryFn: () => apiFetch<Page<AuditEntry>>(`/admin/audit${toQueryString({ ...params })}`),
    placeholderData: keepPreviousData,
  });
}
