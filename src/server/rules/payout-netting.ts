// A merchant's payout batch: the orders it pays and the receivables it nets. NaRate owes the
// merchant each order's total less refunds less its fee; a refund after an order was paid out
// makes the merchant owe NaRate instead (a receivable). A batch nets open receivables, oldest
// first, against the day's sales and never pays a negative amount: what the sales cannot cover
// stays a receivable for the next batch.

export interface PayableOrder {
  orderId: string;
  /** Total less refunds made before the payout. */
  grossCents: number;
  /** The fee NaRate keeps on that net amount. */
  feeCents: number;
  /** What NaRate owes the merchant on the order (the ledger's merchant_payable credit). */
  payableCents: number;
}

export interface OpenReceivable {
  orderId: string;
  /** What the merchant owes NaRate on the order (the ledger's merchant_payable debit). */
  owedCents: number;
}

export interface PayoutPlan {
  orders: PayableOrder[];
  recoveries: Array<{ orderId: string; amountCents: number }>;
  grossCents: number;
  feesCents: number;
  recoveredCents: number;
  netCents: number;
  /** Receivables still open after the batch. */
  carriedOverCents: number;
}

function assertCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative integer of cents: ${value}`);
  }
}

/** Receivables must be given oldest first; each is netted whole or in part, in that order. */
export function planPayoutBatch(
  orders: readonly PayableOrder[],
  receivables: readonly OpenReceivable[],
): PayoutPlan {
  let grossCents = 0;
  let feesCents = 0;
  let salesCents = 0;
  for (const order of orders) {
    assertCents(order.grossCents, 'Gross');
    assertCents(order.feeCents, 'Fee');
    assertCents(order.payableCents, 'Payable');
    if (order.payableCents !== order.grossCents - order.feeCents) {
      throw new Error(
        `Order ${order.orderId}: payable ${order.payableCents} is not gross ${order.grossCents} less fee ${order.feeCents}`,
      );
    }
    grossCents += order.grossCents;
    feesCents += order.feeCents;
    salesCents += order.payableCents;
  }
  let left = salesCents;
  let carriedOverCents = 0;
  const recoveries: PayoutPlan['recoveries'] = [];
  for (const receivable of receivables) {
    assertCents(receivable.owedCents, 'Receivable');
    const take = Math.min(left, receivable.owedCents);
    if (take > 0) recoveries.push({ orderId: receivable.orderId, amountCents: take });
    left -= take;
    carriedOverCents += receivable.owedCents - take;
  }
  const recoveredCents = salesCents - left;
  return {
    orders: [...orders],
    recoveries,
    grossCents,
    feesCents,
    recoveredCents,
    netCents: left,
    carriedOverCents,
  };
}
