// The ledger invariant check: every transaction balances, the whole ledger sums to
// zero, and each order's receivable equals what the shopper still owes on it (never negative).
// The service runs it over the database rows (an admin check, a test after every API scenario);
// the engine model runs it after every step.
import { isBalanced, type LedgerTransaction } from './ledger-postings';

export interface OrderOwed {
  orderId: string;
  /** What the shopper still owes on the order (the sum of owedCents over its instalments). */
  owedCents: number;
}

export type LedgerViolation =
  | { kind: 'unbalanced_transaction'; index: number; detail: string }
  | { kind: 'ledger_not_zero'; detail: string }
  | { kind: 'receivable_mismatch'; orderId: string; detail: string };

export function checkLedgerInvariants(
  transactions: readonly LedgerTransaction[],
  orders: readonly OrderOwed[],
): LedgerViolation[] {
  const violations: LedgerViolation[] = [];
  let ledgerSum = 0;
  transactions.forEach((transaction, index) => {
    const foreign = transaction.postings.some((p) => p.orderId !== transaction.orderId);
    if (!isBalanced(transaction.postings) || foreign || transaction.postings.length < 2) {
      violations.push({
        kind: 'unbalanced_transaction',
        index,
        detail: `${transaction.kind} of order ${transaction.orderId} does not balance`,
      });
    }
    for (const posting of transaction.postings) ledgerSum += posting.amountCents;
  });
  if (ledgerSum !== 0) {
    violations.push({ kind: 'ledger_not_zero', detail: `The ledger sums to ${ledgerSum}` });
  }
  const receivables = new Map<string, number>(orders.map((o) => [o.orderId, 0]));
  for (const transaction of transactions) {
    for (const posting of transaction.postings) {
      const current = receivables.get(posting.orderId) ?? 0;
      const add = posting.account === 'shopper_receivable' ? posting.amountCents : 0;
      receivables.set(posting.orderId, current + add);
    }
  }
  const owedByOrder = new Map(orders.map((o) => [o.orderId, o.owedCents]));
  for (const [orderId, receivable] of receivables) {
    // An order the caller did not list must owe nothing.
    const owedCents = owedByOrder.get(orderId) ?? 0;
    if (receivable !== owedCents || receivable < 0) {
      violations.push({
        kind: 'receivable_mismatch',
        orderId,
        detail: `Receivable ${receivable} but the shopper owes ${owedCents}`,
      });
    }
  }
  return violations;
}
