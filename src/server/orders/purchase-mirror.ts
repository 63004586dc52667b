// The shopper-facing purchase list (the `transactions` table) mirrors each order, so the
// dashboard's "last purchases" and the admin's transaction list show engine orders with the
// three statuses. Rules (migration 004): amount = total less refunds; overdue while any instalment
// is overdue (and kept overdue when the debt was written off: the shopper did not pay); pending
// while anything is owed; paid once nothing is. A cancelled or fully refunded order leaves
// nothing of the purchase, so its row is removed; the order itself stays on the plans list.
import type { Kysely } from 'kysely';
import type { Database, TransactionStatus } from '../db/schema';
import { totalOwedCents } from '../engine/instalments';
import type { LoadedOrder } from './order-repository';

export function purchaseStatus(loaded: LoadedOrder): TransactionStatus | null {
  const { order, instalments } = loaded;
  if (order.status === 'cancelled' || order.status === 'refunded') return null;
  if (order.status === 'written_off' || instalments.some((i) => i.status === 'overdue')) {
    return 'overdue';
  }
  return totalOwedCents(instalments) > 0 ? 'pending' : 'paid';
}

/** Inserts, updates or removes the order's purchase row to match the order. */
export async function syncPurchaseRow(
  trx: Kysely<Database>,
  loaded: LoadedOrder,
  merchantName: string,
): Promise<void> {
  const { order } = loaded;
  const status = purchaseStatus(loaded);
  const userId = order.user_id;
  // Without its shopper (account deleted) an order has no purchase list to appear in.
  if (status === null || userId === null) {
    await trx.deleteFrom('transactions').where('order_id', '=', order.id).execute();
    return;
  }
  const amount = order.total_cents - order.refunded_cents;
  await trx
    .insertInto('transactions')
    .values({
      user_id: userId,
      business_name: merchantName,
      merchant_id: order.merchant_id,
      order_id: order.id,
      amount,
      status,
      created_at: order.created_at,
    })
    .onConflict((oc) => oc.column('order_id').doUpdateSet({ amount, status }))
    .execute();
}
