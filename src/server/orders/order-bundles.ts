// Everything the views of an order need, loaded for many orders at once (no query per order):
// the order, its merchant's name, what was bought, its instalments, card payments and refunds.
import type { Kysely, Selectable } from 'kysely';
import type { LineItem } from '../../shared/engine-api';
import { parseLineItems } from '../checkout/session-rules';
import type { Database, PaymentsTable, RefundsTable } from '../db/schema';
import { loadInstalments, type OrderRow, type StoredInstalment } from './order-repository';

export interface OrderBundle {
  order: OrderRow;
  merchantName: string;
  /** What was bought, as the merchant's checkout session listed it. */
  lineItems: LineItem[];
  instalments: StoredInstalment[];
  payments: Selectable<PaymentsTable>[];
  refunds: Selectable<RefundsTable>[];
}

function groupBy<T extends { order_id: string }>(rows: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(row.order_id) ?? [];
    list.push(row);
    map.set(row.order_id, list);
  }
  return map;
}

/** Bundles for the given orders, in the order given. */
export async function loadOrderBundles(
  db: Kysely<Database>,
  orders: readonly OrderRow[],
): Promise<OrderBundle[]> {
  if (orders.length === 0) return [];
  const ids = orders.map((o) => o.id);
  const merchantIds = [...new Set(orders.map((o) => o.merchant_id))];
  const instalments = await loadInstalments(db, ids);
  const payments = await db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', 'in', ids)
    .orderBy('created_at')
    .execute();
  const refunds = await db
    .selectFrom('refunds')
    .selectAll()
    .where('order_id', 'in', ids)
    .orderBy('created_at')
    .execute();
  const merchants = await db
    .selectFrom('merchants')
    .select(['id', 'name'])
    .where('id', 'in', merchantIds)
    .execute();
  const names = new Map(merchants.map((m) => [m.id, m.name]));
  const sessions = await db
    .selectFrom('checkout_sessions')
    .select(['id', 'line_items'])
    .where('id', 'in', [...new Set(orders.map((o) => o.checkout_session_id))])
    .execute();
  const items = new Map(sessions.map((s) => [s.id, parseLineItems(s.line_items)]));
  const paymentsByOrder = groupBy(payments);
  const refundsByOrder = groupBy(refunds);
  return orders.map((order) => ({
    order,
    merchantName: names.get(order.merchant_id) ?? '',
    lineItems: items.get(order.checkout_session_id) ?? [],
    instalments: instalments.get(order.id) ?? [],
    payments: paymentsByOrder.get(order.id) ?? [],
    refunds: refundsByOrder.get(order.id) ?? [],
  }));
}

export async function loadOrderBundle(db: Kysely<Database>, orderId: string): Promise<OrderBundle> {
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const [bundle] = await loadOrderBundles(db, [order]);
  if (!bundle) throw new Error(`Order ${orderId} vanished`);
  return bundle;
}
