// The merchant REST API's resources (/api/v1): snake_case, with an `object` type name, as payment
// APIs shape them. Webhook events carry the same order object. openapi-schemas.ts documents them.
import type { Selectable } from 'kysely';
import type { CheckoutSessionsTable } from '../db/schema';
import { owedCents, totalOwedCents } from '../engine/instalments';
import type { OrderWebhookEvent } from '../engine/order-state';
import { effectiveSessionStatus, parseLineItems } from '../checkout/session-rules';
import type { OrderBundle } from '../orders/order-bundles';

export type CheckoutSessionRow = Selectable<CheckoutSessionsTable>;

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

export function toApiRefund(refund: OrderBundle['refunds'][number]) {
  return {
    id: refund.id,
    object: 'refund' as const,
    order_id: refund.order_id,
    kind: refund.kind,
    amount_cents: refund.amount_cents,
    reduced_owed_cents: refund.reduced_owed_cents,
    returned_to_card_cents: refund.returned_to_card_cents,
    reason: refund.reason,
    created_at: refund.created_at.toISOString(),
  };
}

export function toApiOrder(bundle: OrderBundle) {
  const { order, instalments } = bundle;
  return {
    id: order.id,
    object: 'order' as const,
    livemode: order.livemode,
    checkout_session_id: order.checkout_session_id,
    order_reference: order.order_reference,
    status: order.status,
    currency: order.currency,
    total_cents: order.total_cents,
    refunded_cents: order.refunded_cents,
    outstanding_cents: totalOwedCents(instalments),
    fee_basis_points: order.fee_basis_points,
    fee_cents: order.fee_cents,
    net_payout_cents: order.total_cents - order.refunded_cents - order.fee_cents,
    instalment_count: order.instalment_count,
    instalments: instalments.map((i) => ({
      sequence: i.sequence,
      due_date: i.dueDay,
      amount_cents: i.amountCents,
      paid_cents: i.paidCents,
      owed_cents: owedCents(i),
      status: i.status,
      paid_at: i.paidAt?.toISOString() ?? null,
    })),
    refunds: bundle.refunds.map(toApiRefund),
    created_at: order.created_at.toISOString(),
  };
}

export type ApiOrder = ReturnType<typeof toApiOrder>;

/** The JSON body of a webhook: the event and the order as it is after the change. */
export function webhookEventBody(
  eventId: string,
  type: OrderWebhookEvent,
  bundle: OrderBundle,
  now: Date,
) {
  return {
    id: eventId,
    object: 'event' as const,
    type,
    livemode: bundle.order.livemode,
    created_at: now.toISOString(),
    data: { object: toApiOrder(bundle) },
  };
}
