import type { PartnerApplicationData } from '#shared/validation/partner-schema';
import { apiFetch } from '#client/lib/api-client';
import { useAsyncAction } from '#client/lib/use-async-action';

export function submitPartnerApplication(data: PartnerApplicationData): Promise<{ id: string }> {
  return apiFetch<{ id: string }>('/partners/applications', { method: 'POST', body: data });
}

export function useSubmitPartnerApplication() {
  return useAsyncAction(submitPartnerApplication);
}
