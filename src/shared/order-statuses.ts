// The statuses an order and its instalments move through. Shared so the database
// types, the API and the dashboard all name them the same way; the rules live in
// src/server/engine/order-state.ts.

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
