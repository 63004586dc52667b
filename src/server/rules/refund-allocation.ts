// How a merchant refund reaches the shopper. A refund first reduces what the shopper
// still owes, newest instalments first (the plan gets shorter, the next due amounts stay put);
// whatever exceeds what is still owed goes back to the shopper's card. Refunds over the life of
// an order never exceed its total, so the shopper never gets back more than they paid.
import { errorMessage, type ErrorMessage } from '#shared/i18n/error-message';
import { formatEur } from '#shared/money';
import type { InstalmentStatus } from '#shared/order-statuses';
import { owedCents } from './instalments';

export interface RefundableInstalment {
  sequence: number;
  amountCents: number;
  paidCents: number;
  status: InstalmentStatus;
}

export interface RefundLimits {
  orderTotalCents: number;
  /** Everything refunded on the order before this refund. */
  alreadyRefundedCents: number;
}

export type RefundAllocation<T extends RefundableInstalment> =
  | {
      ok: true;
      /** The instalments after the refund, in the order given. */
      instalments: T[];
      reducedOwedCents: number;
      returnedToShopperCents: number;
    }
  | { ok: false; code: 'invalid_amount' | 'exceeds_refundable'; message: ErrorMessage };

/** What can still be refunded on an order. */
export function refundableCents(limits: RefundLimits): number {
  return Math.max(0, limits.orderTotalCents - limits.alreadyRefundedCents);
}

/** Lowers one instalment by up to `take` cents; at what was already paid it is settled. */
function reduceInstalment<T extends RefundableInstalment>(instalment: T, take: number): T {
  const amountCents = instalment.amountCents - take;
  if (amountCents > instalment.paidCents) return { ...instalment, amountCents };
  const status: InstalmentStatus = instalment.paidCents > 0 ? 'paid' : 'refunded';
  return { ...instalment, amountCents, status };
}

export function allocateRefund<T extends RefundableInstalment>(
  instalments: readonly T[],
  refundCents: number,
  limits: RefundLimits,
): RefundAllocation<T> {
  if (!Number.isSafeInteger(refundCents) || refundCents <= 0) {
    return { ok: false, code: 'invalid_amount', message: errorMessage('refund_amount_invalid') };
  }
  const refundable = refundableCents(limits);
  if (refundCents > refundable) {
    return {
      ok: false,
      code: 'exceeds_refundable',
      message: errorMessage('refund_exceeds_refundable', {
        amount: formatEur(refundCents),
        refundable: formatEur(refundable),
      }),
    };
  }
  let left = refundCents;
  const updated = [...instalments];
  const newestFirst = updated
    .map((instalment, index) => ({ instalment, index }))
    .sort((a, b) => b.instalment.sequence - a.instalment.sequence);
  for (const { instalment, index } of newestFirst) {
    if (left === 0) break;
    const take = Math.min(left, owedCents(instalment));
    if (take === 0) continue;
    updated[index] = reduceInstalment(instalment, take);
    left -= take;
  }
  return {
    ok: true,
    instalments: updated,
    reducedOwedCents: refundCents - left,
    returnedToShopperCents: left,
  };
}

export interface CardCharge {
  chargeId: string;
  amountCents: number;
  refundedCents: number;
}

/**
 * Which card charges money going back to the shopper is refunded against: newest charges first,
 * never more than a charge's unrefunded amount. Charges must be given oldest first.
 */
export function allocateReturnToCharges(
  charges: readonly CardCharge[],
  returnCents: number,
): Array<{ chargeId: string; amountCents: number }> {
  const available = charges.reduce((sum, c) => sum + (c.amountCents - c.refundedCents), 0);
  if (!Number.isSafeInteger(returnCents) || returnCents < 0 || returnCents > available) {
    throw new RangeError(`Cannot return ${returnCents} cents over charges holding ${available}`);
  }
  const parts: Array<{ chargeId: string; amountCents: number }> = [];
  let left = returnCents;
  for (const charge of [...charges].reverse()) {
    if (left === 0) break;
    const take = Math.min(left, charge.amountCents - charge.refundedCents);
    if (take > 0) parts.push({ chargeId: charge.chargeId, amountCents: take });
    left -= take;
  }
  return parts;
}
