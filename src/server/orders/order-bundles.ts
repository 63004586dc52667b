// Everything the views of an order need, loaded for many orders at once (no query per order):
// the order, its merchant's name, what was bought, its instalments, card payments and refunds.
import type { Kysely, Selectable } from 'kysely';
import type { LineItem } from '#shared/purchase-api';
import { parseLineItems } from '../checkout/session-rules';
import type { Database, PaymentsTable, RefundsTable } from '../db/schema';
import { loadInstalments, type OrderRow, type StoredInstalment } from './order-repository';

export interface OrderBundle {
  order: OrderRow;
  merchantName: string;
  /** The buyer's name (the email when no name is given); null once the account is deleted. */
  buyerName?: string | null;
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

/** Each buyer's name as a merchant knows it: first and last name, else display name, else email. */
async function loadBuyerNames(
  db: Kysely<Database>,
  orders: readonly OrderRow[],
): Promise<Map<string, string>> {
  const userIds = [...new Set(orders.flatMap((o) => (o.user_id ? [o.user_id] : [])))];
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.id', 'u.id')
    .select(['u.id', 'u.email', 'p.first_name', 'p.last_name', 'p.display_name'])
    .where('u.id', 'in', userIds)
    .execute();
  return new Map(
    rows.map((row) => {
      const fullName = [row.first_name, row.last_name].filter(Boolean).join(' ').trim();
      return [row.id, fullName || row.display_name?.trim() || row.email];
    }),
  );
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
  const buyers = await loadBuyerNames(db, orders);
  const paymentsByOrder = groupBy(payments);
  const refundsByOrder = groupBy(refunds);
  return orders.map((order) => ({
    order,
    merchantName: names.get(order.merchant_id) ?? '',
    buyerName: (order.user_id && buyers.get(order.user_id)) || null,
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
