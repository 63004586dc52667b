// The statuses an order and its instalments move through. Shared so the database
// types, the API and the dashboard all name them the same way; the rules live in
// src/server/rules/order-state.ts.

/**
 * - approved: the plan is active and the shopper still owes something.
 * - paid_in_full: nothing more is owed (paid off, or a partial refund covered the rest).
 * - refunded: the merchant refunded the whole order total (terminal).
 * - cancelled: cancelled before any instalment beyond the first was paid (terminal).
 * - written_off: NaRate gave up collecting an overdue order (terminal).
 * - withdrawn: the shopper withdrew from the credit within 14 days and paid the remaining
 *   principal, with no fee or interest (terminal; shown as "Povučeno").
 */
export const ORDER_STATUSES = [
  'approved',
  'paid_in_full',
  'refunded',
  'cancelled',
  'written_off',
  'withdrawn',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * - pending: still owed, not yet overdue.
 * - overdue: still owed after its due date plus the grace period.
 * - paid: nothing left to pay and something was paid.
 * - refunded: a refund reduced it to nothing before anything was paid.
 * - written_off: what was still owed was written off.
 */
export const INSTALMENT_STATUSES = [
  'pending',
  'overdue',
  'paid',
  'refunded',
  'written_off',
] as const;
export type InstalmentStatus = (typeof INSTALMENT_STATUSES)[number];

/** Statuses in which an instalment can still be paid. */
export function isPayableInstalmentStatus(status: InstalmentStatus): boolean {
  return status === 'pending' || status === 'overdue';
}

/**
 * The one vocabulary every screen uses for an order (the shopper's plans and purchases, the
 * merchant's orders, the admin's transactions), so one purchase never reads "active" in one place
 * and "pending" in another:
 * - active: approved and still owed, nothing overdue;
 * - overdue: approved and at least one instalment overdue;
 * - paid: nothing more is owed;
 * - refunded, cancelled, written_off, withdrawn: as the order itself.
 */
export const ORDER_DISPLAY_STATUSES = [
  'active',
  'overdue',
  'paid',
  'refunded',
  'cancelled',
  'written_off',
  'withdrawn',
] as const;
export type OrderDisplayStatus = (typeof ORDER_DISPLAY_STATUSES)[number];

/** An order's shown status from its own status and whether any instalment is overdue. */
export function orderDisplayStatus(status: OrderStatus, hasOverdue: boolean): OrderDisplayStatus {
  switch (status) {
    case 'approved':
      return hasOverdue ? 'overdue' : 'active';
    case 'paid_in_full':
      return 'paid';
    default:
      return status;
  }
}

/**
 * The statuses of a row in the purchase list (the mirror of an order kept for the dashboard's
 * "last purchases" and the admin's transactions): pending while anything is owed, overdue while
 * an instalment is overdue or the debt was written off, paid once nothing is.
 */
export const PURCHASE_STATUSES = ['paid', 'pending', 'overdue'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/**
 * A purchase row's shown status. With its order's status known, the order decides (a written-off
 * debt is "written off", as on the plan); without an order (rows from before the engine) the row's
 * own status maps onto the same words: owed is "active", never "pending".
 */
export function purchaseDisplayStatus(
  status: PurchaseStatus,
  orderStatus: OrderStatus | null = null,
): OrderDisplayStatus {
  if (orderStatus !== null && orderStatus !== 'approved') {
    return orderDisplayStatus(orderStatus, false);
  }
  if (status === 'pending') return 'active';
  return status;
}
