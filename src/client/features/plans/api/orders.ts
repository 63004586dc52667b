import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CursorPage, PayInstalmentsResult, ShopperOrderView } from '#shared/purchase-api';
import type { z } from 'zod';
import type { PayInstalmentsWithPaymentSchema } from '#shared/validation/purchase-schemas';
import { apiFetch } from '#client/lib/api-client';

/** The payment carries the card-fields payment's id; the card itself never comes here. */
type PayInstalmentsInput = z.input<typeof PayInstalmentsWithPaymentSchema>;

/** Plans shown on the dashboard (the API's maximum page). */
const PLANS_LIMIT = 100;

export const myOrdersQueryOptions = queryOptions({
  queryKey: ['me', 'orders'],
  queryFn: () => apiFetch<CursorPage<ShopperOrderView>>(`/me/orders?limit=${PLANS_LIMIT}`),
});

export function useMyOrders() {
  return useQuery(myOrdersQueryOptions);
}

export function payInstalments(
  orderId: string,
  input: PayInstalmentsInput,
  idempotencyKey: string,
): Promise<PayInstalmentsResult> {
  return apiFetch<PayInstalmentsResult>(`/me/orders/${encodeURIComponent(orderId)}/payments`, {
    body: input,
    headers: { 'idempotency-key': idempotencyKey },
  });
}

/** Pays; then everything the dashboard shows about money and score is read again. */
export function usePayInstalments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: { orderId: string; input: PayInstalmentsInput; key: string }) =>
      payInstalments(args.orderId, args.input, args.key),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}
