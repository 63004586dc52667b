// The merchant guide's Node example: create a checkout session with the typed client, send the
// shopper to its `url`, and later read the order and refund part of it. Every path, body and
// answer below is checked by TypeScript against the published OpenAPI document.
import { createMerchantApiClient } from './api/merchant-api-client';

export async function startCheckout(baseUrl: string, secretKey: string, amountCents: number) {
  const narate = createMerchantApiClient({ baseUrl, secretKey });
  const { data, error } = await narate.POST('/api/v1/checkout/sessions', {
    // One key per operation: a retry with the same key never creates a second session.
    params: { header: { 'idempotency-key': crypto.randomUUID() } },
    body: {
      amount_cents: amountCents,
      order_reference: `ORDER-${Date.now()}`,
      success_url: 'https://shop.example/hvala',
      cancel_url: 'https://shop.example/korpa',
    },
  });
  if (error) throw new Error(`${error.error}: ${error.message}`);
  return { sessionId: data.id, redirectTo: data.url };
}

export async function refundPart(
  baseUrl: string,
  secretKey: string,
  orderId: string,
  amountCents: number,
) {
  const narate = createMerchantApiClient({ baseUrl, secretKey });
  const order = await narate.GET('/api/v1/orders/{id}', { params: { path: { id: orderId } } });
  if (order.error) throw new Error(`${order.error.error}: ${order.error.message}`);
  const refunded = await narate.POST('/api/v1/orders/{id}/refunds', {
    params: { path: { id: orderId }, header: { 'idempotency-key': crypto.randomUUID() } },
    body: { amount_cents: Math.min(amountCents, order.data.total_cents), reason: 'Returned item' },
  });
  if (refunded.error) throw new Error(`${refunded.error.error}: ${refunded.error.message}`);
  return {
    refundedCents: refunded.data.refund.amount_cents,
    owed: refunded.data.order.outstanding_cents,
  };
}
