// The merchant REST API's resources (/api/v1): snake_case, with an `object` type name, as payment
// APIs shape them. Webhook events carry the same order object. contract.ts defines them.
import {
  effectiveSessionStatus,
  parseLineItems,
  type CheckoutSessionRow,
} from '../checkout/session-rules';

export type { CheckoutSessionRow };
export { toApiOrder, toApiRefund } from '../orders/api-views';

export function checkoutUrl(appUrl: string, sessionId: string): string {
  return `${appUrl}/checkout/${sessionId}`;
}

export function toApiSession(row: CheckoutSessionRow, appUrl: string, now: Date) {
  return {
    id: row.id,
    object: 'checkout.session' as const,
    livemode: row.livemode,
    url: checkoutUrl(appUrl, row.id),
    status: effectiveSessionStatus(row, now),
    amount_cents: row.amount_cents,
    currency: row.currency,
    order_reference: row.order_reference,
    line_items: parseLineItems(row.line_items).map((item) => ({
      name: item.name,
      quantity: item.quantity,
      unit_amount_cents: item.unitAmountCents,
    })),
    success_url: row.success_url,
    cancel_url: row.cancel_url,
    expires_at: row.expires_at.toISOString(),
    order_id: row.order_id,
    created_at: row.created_at.toISOString(),
  };
}
