// An order as the merchant REST API (/api/v1) and its webhooks show it: snake_case, with an
// `object` type name, as payment APIs shape them (merchant-api/contract.ts defines it).
// It lives with the orders because every order change writes its webhook event in the same
// transaction (order-events.ts).
import { merchant } from '#shared/i18n/me/merchant';
import type { OrderStatus } from '#shared/order-statuses';
import { owedCents, totalOwedCents } from '../rules/instalments';
import type { OrderWebhookEvent } from '../rules/order-state';
import type { OrderBundle } from './order-bundles';

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
    version: order.version,
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
    // What a closed order means for the merchant's money, in Montenegrin; null otherwise.
    status_note: merchantStatusNote(order.status),
    created_at: order.created_at.toISOString(),
  };
}

/** The merchant's explanation of a withdrawn or written-off order, in Montenegrin; else null. */
export function merchantStatusNote(status: OrderStatus): string | null {
  return merchant.detail.statusNotes[status] ?? null;
}

/** The JSON body of a webhook: the event and the order as it is after the change. */
export function webhookEventBody(
  eventId: string,
  type: OrderWebhookEvent,
  bundle: OrderBundle,
  now: Date,
  sequence: number,
) {
  return {
    id: eventId,
    object: 'event' as const,
    type,
    sequence,
    livemode: bundle.order.livemode,
    created_at: now.toISOString(),
    data: { object: toApiOrder(bundle) },
  };
}
