// Orders and their instalment plans in the database, as the pure engine (src/server/engine) sees
// them. Every change to an order locks its row first (lockOrder), so the instalments, refunds and
// ledger of one order are only ever changed by one transaction at a time.
import type { Kysely, Selectable } from 'kysely';
import { fromCalendarDay } from '../../shared/dates';
import type { Database, OrdersTable } from '../db/schema';
import type { InstalmentState } from '../engine/instalments';
import type { OrderSnapshot } from '../engine/order-state';

export type OrderRow = Selectable<OrdersTable>;

export interface StoredInstalment extends InstalmentState {
  id: string;
  /** The due day as stored, 'YYYY-MM-DD'; dueDate is its local midnight. */
  dueDay: string;
  paidAt: Date | null;
  overdueAt: Date | null;
}

export interface LoadedOrder {
  order: OrderRow;
  instalments: StoredInstalment[];
}

export interface OrderScope {
  merchantId?: string;
  userId?: string;
}

export async function loadInstalments(
  db: Kysely<Database>,
  orderIds: readonly string[],
): Promise<Map<string, StoredInstalment[]>> {
  const byOrder = new Map<string, StoredInstalment[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('instalments')
    .selectAll()
    .where('order_id', 'in', [...orderIds])
    .orderBy('order_id')
    .orderBy('sequence')
    .execute();
  for (const row of rows) {
    byOrder.get(row.order_id)?.push({
      id: row.id,
      sequence: row.sequence,
      dueDay: row.due_date,
      dueDate: fromCalendarDay(row.due_date),
      amountCents: row.amount_cents,
      paidCents: row.paid_cents,
      status: row.status,
      paidAt: row.paid_at,
      overdueAt: row.overdue_at,
    });
  }
  return byOrder;
}

/**
 * An order with its plan, only when it belongs to the given merchant or shopper (so another's
 * order reads as not found). With `lock`, the order row is locked until the transaction ends.
 */
export async function findOrder(
  db: Kysely<Database>,
  orderId: string,
  scope: OrderScope,
  options: { lock?: boolean } = {},
): Promise<LoadedOrder | null> {
  let query = db.selectFrom('orders').selectAll().where('id', '=', orderId);
  if (scope.merchantId !== undefined) query = query.where('merchant_id', '=', scope.merchantId);
  if (scope.userId !== undefined) query = query.where('user_id', '=', scope.userId);
  if (options.lock) query = query.forUpdate();
  const order = await query.executeTakeFirst();
  if (!order) return null;
  const instalments = (await loadInstalments(db, [order.id])).get(order.id) ?? [];
  return { order, instalments };
}

export function orderSnapshot(loaded: LoadedOrder): OrderSnapshot {
  return {
    status: loaded.order.status,
    totalCents: loaded.order.total_cents,
    refundedCents: loaded.order.refunded_cents,
    instalments: loaded.instalments,
  };
}

/**
 * Writes the instalments an engine step changed (matched by sequence). An instalment that became
 * paid gets its payment time; one that became overdue, the time it was marked.
 */
export async function saveInstalmentChanges(
  trx: Kysely<Database>,
  before: readonly StoredInstalment[],
  after: readonly InstalmentState[],
  now: Date,
): Promise<void> {
  for (const updated of after) {
    const old = before.find((i) => i.sequence === updated.sequence);
    if (!old) throw new Error(`Instalment ${updated.sequence} does not exist`);
    if (
      old.amountCents === updated.amountCents &&
      old.paidCents === updated.paidCents &&
      old.status === updated.status
    ) {
      continue;
    }
    await trx
      .updateTable('instalments')
      .set({
        amount_cents: updated.amountCents,
        paid_cents: updated.paidCents,
        status: updated.status,
        ...(updated.status === 'paid' && old.status !== 'paid' ? { paid_at: now } : {}),
        ...(updated.status === 'overdue' && old.status !== 'overdue' ? { overdue_at: now } : {}),
      })
      .where('id', '=', old.id)
      .execute();
  }
}
