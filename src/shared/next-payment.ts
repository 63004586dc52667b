import type { InstalmentView } from './purchase-api';
import type { OrderStatus } from './order-statuses';

/** The fields of a shopper's order the next-payment summary needs. */
export interface NextPaymentSource {
  id: string;
  status: OrderStatus;
  nextInstalment: InstalmentView | null;
}

/**
 * The instalment the shopper should pay next across all their plans: the payable one due first
 * (an overdue one is always earlier than any still to come); ties go to the earlier listed order.
 * Null when nothing is owed.
 */
export function nextPayment<T extends NextPaymentSource>(
  orders: readonly T[],
): { order: T; instalment: InstalmentView } | null {
  let best: { order: T; instalment: InstalmentView } | null = null;
  for (const order of orders) {
    const instalment = order.nextInstalment;
    if (order.status !== 'approved' || instalment === null || instalment.owedCents <= 0) continue;
    if (best === null || instalment.dueDate < best.instalment.dueDate) best = { order, instalment };
  }
  return best;
}
