// The instalment plan of a purchase: the hosted checkout's schedule view and
// the server's order creation build it with this one function, so both show the same dates and
// cents.
import { INSTALMENT_OPTIONS, type InstalmentOption } from './calculator';
import { addMonthsClamped } from './dates';
import { splitInstalments } from './money';

export interface PlannedInstalment {
  /** 1-based position in the plan. */
  sequence: number;
  dueDate: Date;
  amountCents: number;
}

export function isInstalmentOption(count: number): count is InstalmentOption {
  return (INSTALMENT_OPTIONS as readonly number[]).includes(count);
}

/**
 * The first instalment is due at purchase (it is charged at confirmation), the rest monthly on
 * the same day. Each due date is computed from the purchase date itself, never from the previous
 * due date, so a purchase on 31 Jan is due 28 Feb and then 31 Mar (not 28 Mar). The amounts differ
 * by at most one cent and add up exactly to the total; every instalment is at least one cent.
 */
export function buildInstalmentPlan(
  totalCents: number,
  count: InstalmentOption,
  purchasedAt: Date,
): PlannedInstalment[] {
  if (!isInstalmentOption(count)) {
    throw new RangeError(
      `Instalment count must be one of ${INSTALMENT_OPTIONS.join(', ')}: ${count}`,
    );
  }
  if (!Number.isSafeInteger(totalCents) || totalCents < count) {
    throw new RangeError(`Total must be an integer of at least ${count} cents: ${totalCents}`);
  }
  if (Number.isNaN(purchasedAt.getTime())) throw new RangeError('Purchase date is invalid');
  return splitInstalments(totalCents, count).map((amountCents, index) => ({
    sequence: index + 1,
    dueDate: addMonthsClamped(purchasedAt, index),
    amountCents,
  }));
}
