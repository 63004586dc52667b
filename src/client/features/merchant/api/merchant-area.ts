import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApiKeyKind,
  ApiKeyView,
  CreatedApiKeyView,
  CursorPage,
  MerchantOrderView,
  MerchantOverviewView,
  PayoutBatchPage,
  WebhookDeliveryView,
  WebhookEndpointView,
  WebhookSecretView,
} from '#shared/purchase-api';
import { apiFetch } from '#client/lib/api-client';

const ROOT = ['merchant'] as const;
const LIST_LIMIT = 100;

export const merchantOverviewQuery = queryOptions({
  queryKey: [...ROOT, 'overview'],
  queryFn: () => apiFetch<MerchantOverviewView>('/merchant/overview'),
});
export const merchantOrdersQuery = queryOptions({
  queryKey: [...ROOT, 'orders'],
  queryFn: () => apiFetch<CursorPage<MerchantOrderView>>(`/merchant/orders?limit=${LIST_LIMIT}`),
});
export const merchantPayoutsQuery = queryOptions({
  queryKey: [...ROOT, 'payouts'],
  queryFn: () => apiFetch<PayoutBatchPage>(`/merchant/payouts?limit=${LIST_LIMIT}`),
});
export const apiKeysQuery = queryOptions({
  queryKey: [...ROOT, 'api-keys'],
  queryFn: () => apiFetch<{ items: ApiKeyView[] }>('/merchant/api-keys'),
});
export const webhookEndpointQuery = queryOptions({
  queryKey: [...ROOT, 'webhook-endpoint'],
  queryFn: () => apiFetch<{ endpoint: WebhookEndpointView | null }>('/merchant/webhook-endpoint'),
});
export const webhookDeliveriesQuery = queryOptions({
  queryKey: [...ROOT, 'webhook-deliveries'],
  queryFn: () =>
    apiFetch<CursorPage<WebhookDeliveryView>>(`/merchant/webhook-deliveries?limit=${LIST_LIMIT}`),
  // Deliveries are sent by a background job: keep the list fresh while it is on screen.
  refetchInterval: 3_000,
});

export const useMerchantOverview = () => useQuery(merchantOverviewQuery);
export const useMerchantOrders = () => useQuery(merchantOrdersQuery);
export const useMerchantPayouts = () => useQuery(merchantPayoutsQuery);
export const useApiKeys = () => useQuery(apiKeysQuery);
export const useWebhookEndpoint = () => useQuery(webhookEndpointQuery);
export const useWebhookDeliveries = () => useQuery(webhookDeliveriesQuery);

/** A merchant-area change: afterwards every merchant list is read again. */
function useMerchantMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ROOT }),
  });
}

/**
 * A refund or cancellation carries the form's Idempotency-Key: one key per refund the merchant
 * means to make, so a double submit or a retry after a lost answer refunds once.
 */
export const useRefundOrder = () =>
  useMerchantMutation(
    (input: { orderId: string; amountCents?: number; reason?: string; key: string }) =>
      apiFetch<MerchantOrderView>(`/merchant/orders/${encodeURIComponent(input.orderId)}/refunds`, {
        body: {
          ...(input.amountCents === undefined ? {} : { amountCents: input.amountCents }),
          ...(input.reason ? { reason: input.reason } : {}),
        },
        headers: { 'idempotency-key': input.key },
      }),
  );
export const useCancelOrder = () =>
  useMerchantMutation((input: { orderId: string; key: string }) =>
    apiFetch<MerchantOrderView>(`/merchant/orders/${encodeURIComponent(input.orderId)}/cancel`, {
      method: 'POST',
      headers: { 'idempotency-key': input.key },
    }),
  );
export const useCreateApiKey = () =>
  useMerchantMutation((kind: ApiKeyKind) =>
    apiFetch<CreatedApiKeyView>('/merchant/api-keys', { body: { kind } }),
  );
export const useRevokeApiKey = () =>
  useMerchantMutation((id: string) =>
    apiFetch<ApiKeyView>(`/merchant/api-keys/${encodeURIComponent(id)}/revoke`, {
      method: 'POST',
    }),
  );
export const useSetWebhookEndpoint = () =>
  useMerchantMutation((url: string) =>
    apiFetch<{ endpoint: WebhookEndpointView }>('/merchant/webhook-endpoint', {
      method: 'PUT',
      body: { url },
    }),
  );
export const useDeleteWebhookEndpoint = () =>
  useMerchantMutation(() =>
    apiFetch<{ endpoint: null }>('/merchant/webhook-endpoint', { method: 'DELETE' }),
  );
export const useRevealWebhookSecret = () =>
  useMutation({
    mutationFn: () =>
      apiFetch<WebhookSecretView>('/merchant/webhook-endpoint/secret', { method: 'POST' }),
  });
export const useRotateWebhookSecret = () =>
  useMerchantMutation(() =>
    apiFetch<WebhookSecretView>('/merchant/webhook-endpoint/secret/rotate', { method: 'POST' }),
  );
export const useGuideOpened = () =>
  useMerchantMutation(() =>
    apiFetch<unknown>('/merchant/onboarding/guide-opened', { method: 'POST' }),
  );
export const useDismissOnboarding = () =>
  useMerchantMutation(() => apiFetch<unknown>('/merchant/onboarding/dismiss', { method: 'POST' }));
/** Sends a signed test.ping now; the answer is its delivery with the receiver's reply. */
export const useSendTestEvent = () =>
  useMerchantMutation(() =>
    apiFetch<WebhookDeliveryView>('/merchant/webhook-endpoint/test', { method: 'POST' }),
  );
export const useRetryDelivery = () =>
  useMerchantMutation((id: string) =>
    apiFetch<unknown>(`/merchant/webhook-deliveries/${encodeURIComponent(id)}/retry`, {
      method: 'POST',
    }),
  );
