import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntityType, AuditEntry } from '../../../../shared/admin-api';
import { apiFetch } from '../../../lib/api-client';
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
