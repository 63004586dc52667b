import { useQuery } from '@tanstack/react-query';
import type { SmsDeliveriesView } from '#shared/admin-api';
import { apiFetch } from '#client/lib/api-client';
import { adminKeys } from './admin-keys';

/** The newest SMS and the gateway's delivery reports, read anew on every load. */
export function useSmsDeliveries() {
  return useQuery({
    queryKey: adminKeys.smsDeliveries(),
    queryFn: () => apiFetch<SmsDeliveriesView>('/admin/sms-deliveries'),
    staleTime: 0,
  });
}
