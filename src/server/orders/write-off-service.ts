// Writing off an order (an admin's decision): NaRate stops collecting what the shopper
// still owes on an order with an overdue instalment. The ledger books it as an expense; the
// shopper's purchase stays "Kašnjenje" and, as in the engine model, keeps them in arrears.
import { writeOffTransaction } from '../rules/ledger-postings';
import { totalOwedCents } from '../rules/instalments';
import { checkWriteOff } from '../rules/order-state';
import { HttpError, notFound } from '../http/errors';
import { PAYMENT_IN_PROGRESS_MESSAGE } from './attempts';
import { postLedgerTransactions } from '../ledger/repository';
import type { OrderDeps } from './order-deps';
import { loadOrderBundle, type OrderBundle } from './order-bundles';
import {
  findOrder,
  findPendingAttempt,
  orderSnapshot,
  saveInstalmentChanges,
  setOrderStatus,
} from './order-repository';
import { ORDER_NOT_FOUND_MESSAGE } from './payment-service';

export async function writeOffOrder(
  deps: OrderDeps,
  orderId: string,
  now: Date = new Date(),
): Promise<OrderBundle> {
  return deps.db.transaction().execute(async (trx) => {
    const loaded = await findOrder(trx, orderId, {}, { lock: true });
    if (!loaded) throw notFound(ORDER_NOT_FOUND_MESSAGE);
    const check = checkWriteOff(orderSnapshot(loaded));
    if (!check.ok) throw new HttpError(409, check.code, check.message);
    // A card payment or refund of the order is in flight: its outcome is booked against the
    // instalments as they are, so nothing else changes them until it is settled.
    if (await findPendingAttempt(trx, orderId))
      throw new HttpError(409, 'payment_in_progress', PAYMENT_IN_PROGRESS_MESSAGE);
    const amount = totalOwedCents(loaded.instalments);
    const instalments = loaded.instalments.map((i) =>
      i.status === 'pending' || i.status === 'overdue'
        ? { ...i, status: 'written_off' as const }
        : i,
    );
    await postLedgerTransactions(
      trx,
      loaded.order.merchant_id,
      [writeOffTransaction(orderId, amount)],
      now,
    );
    await saveInstalmentChanges(trx, loaded.instalments, instalments, now);
    await setOrderStatus(trx, orderId, 'written_off', now);
    const bundle = await loadOrderBundle(trx, orderId);
    return bundle;
  });
}
