// The order state machine. Pure checks that say whether an action is allowed on an
// order, with the Montenegrin message to show when it is not, and the status that follows.
//
//   approved ──(last instalment paid, or a refund covers the rest)──▶ paid_in_full
//   approved / paid_in_full ──(refunds reach the order total)──▶ refunded
//   approved / paid_in_full ──(cancel: nothing beyond the first instalment paid)──▶ cancelled
//   approved ──(write-off: an instalment is overdue)──▶ written_off
//   approved ──(withdraw: within 14 days the shopper pays the remaining principal)──▶ withdrawn
//   refunded, cancelled, written_off and withdrawn are final (a written-off order stays
//   written_off, but its shopper may still pay what was written off: see checkPayment).
//
// Cancel policy: the first instalment is charged at confirmation, so "cancel" means undoing an
// order before the merchant fulfils it, allowed as long as no instalment beyond the first has been
// paid (any time later a merchant issues a refund instead). A cancellation is a refund of
// everything still refundable: the unpaid instalments are dropped, the first instalment goes back
// to the shopper's card, the merchant returns the payout and NaRate keeps no fee (the fee on a
// net of 0 is 0). Who may cancel (merchant API, admin) is the API layer's decision.
import { errorMessage, type ApiErrorKey, type ErrorMessage } from '#shared/i18n/error-message';
import { type OrderStatus } from '#shared/order-statuses';
import {
  collectableInstalments,
  nextPayableInstalment,
  totalOwedCents,
  type InstalmentState,
  type PaymentScope,
} from './instalments';

export interface OrderSnapshot {
  status: OrderStatus;
  totalCents: number;
  /** Everything refunded on the order so far (a cancellation counts as a refund). */
  refundedCents: number;
  instalments: readonly InstalmentState[];
}

export type OrderAction = 'pay_next' | 'pay_rest' | 'refund' | 'cancel' | 'write_off' | 'withdraw';

export type OrderCheckCode =
  'order_closed' | 'nothing_to_pay' | 'not_next_instalment' | 'cancel_too_late' | 'nothing_overdue';

export type OrderCheck = { ok: true } | { ok: false; code: OrderCheckCode; message: ErrorMessage };

export type OrderWebhookEvent =
  | 'order.approved'
  | 'order.paid_in_full'
  | 'order.refunded'
  | 'order.cancelled'
  | 'order.withdrawn';

export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  approved: ['paid_in_full', 'refunded', 'cancelled', 'written_off', 'withdrawn'],
  paid_in_full: ['refunded', 'cancelled'],
  refunded: [],
  cancelled: [],
  written_off: [],
  withdrawn: [],
};

/** Whether the state machine allows moving from one status to another (staying put is allowed). */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return from === to || ORDER_TRANSITIONS[from].includes(to);
}

const CLOSED_MESSAGES: Readonly<Record<OrderStatus, ApiErrorKey>> = {
  approved: 'order_active',
  paid_in_full: 'order_paid_in_full',
  refunded: 'order_refunded',
  cancelled: 'order_cancelled',
  written_off: 'order_written_off',
  withdrawn: 'order_withdrawn',
};

const OK: OrderCheck = { ok: true };

function refuse(code: OrderCheckCode, message: ErrorMessage = errorMessage(code)): OrderCheck {
  return { ok: false, code, message };
}

function closed(order: OrderSnapshot): OrderCheck {
  return refuse('order_closed', errorMessage(CLOSED_MESSAGES[order.status]));
}

/** Paying the next instalment (optionally naming it) or the whole rest early. */
export function checkPayment(
  order: OrderSnapshot,
  scope: PaymentScope,
  sequence?: number,
): OrderCheck {
  if (order.status !== 'approved' && order.status !== 'written_off') return closed(order);
  // What was written off stays the shopper's to pay: paying it clears their arrears.
  const instalments =
    order.status === 'written_off' ? collectableInstalments(order.instalments) : order.instalments;
  const next = nextPayableInstalment(instalments);
  if (!next && order.status === 'written_off') return closed(order);
  if (!next) return refuse('nothing_to_pay');
  if (scope === 'next' && sequence !== undefined && sequence !== next.sequence) {
    return refuse('not_next_instalment');
  }
  return OK;
}

/** A merchant refund; the amount itself is checked by allocateRefund. */
export function checkRefund(order: OrderSnapshot): OrderCheck {
  return order.status === 'approved' || order.status === 'paid_in_full' ? OK : closed(order);
}

export function checkCancel(order: OrderSnapshot): OrderCheck {
  if (order.status !== 'approved' && order.status !== 'paid_in_full') return closed(order);
  const paidBeyondFirst = order.instalments.some((i) => i.sequence > 1 && i.paidCents > 0);
  if (paidBeyondFirst) {
    return refuse('cancel_too_late');
  }
  return OK;
}

/** Writing off what is still owed is possible only on an order with an overdue instalment. */
export function checkWriteOff(order: OrderSnapshot): OrderCheck {
  if (order.status !== 'approved') return closed(order);
  if (!order.instalments.some((i) => i.status === 'overdue')) {
    return refuse('nothing_overdue');
  }
  return OK;
}

/** The status an order has after an action was applied to its amounts and instalments. */
export function statusAfter(order: OrderSnapshot, action: OrderAction): OrderStatus {
  if (action === 'cancel') return 'cancelled';
  if (action === 'write_off') return 'written_off';
  if (action === 'withdraw') return 'withdrawn';
  if (order.refundedCents >= order.totalCents) return 'refunded';
  if (totalOwedCents(order.instalments) === 0) return 'paid_in_full';
  return 'approved';
}

/** The merchant webhooks an action sends; order.approved is sent when the order is created. */
export function webhookEventsFor(
  action: OrderAction,
  before: OrderStatus,
  after: OrderStatus,
): OrderWebhookEvent[] {
  const events: OrderWebhookEvent[] = [];
  if (action === 'refund') events.push('order.refunded');
  if (action === 'cancel') events.push('order.cancelled');
  if (action === 'withdraw') events.push('order.withdrawn');
  if (after === 'paid_in_full' && before !== 'paid_in_full') events.push('order.paid_in_full');
  return events;
}
