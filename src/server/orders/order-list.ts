// Newest-first order lists with cursor pagination (by created_at, then id), for the merchant API,
// the merchant area and the shopper's plans.
import { sql, type Kysely } from 'kysely';
import type { OrderStatus } from '#shared/order-statuses';
import type { Database } from '../db/schema';
import { decodeCursor, pageOf } from '../http/cursor';
import { loadOrderBundles, type OrderBundle } from './order-bundles';
import type { OrderScope } from './order-repository';

export interface OrderListOptions {
  limit: number;
  cursor?: string | undefined;
  status?: OrderStatus | undefined;
}

export async function listOrderBundles(
  db: Kysely<Database>,
  scope: OrderScope,
  options: OrderListOptions,
): Promise<{ bundles: OrderBundle[]; nextCursor: string | null }> {
  const after = decodeCursor(options.cursor, 'order');
  let query = db.selectFrom('orders').selectAll();
  if (scope.merchantId !== undefined) query = query.where('merchant_id', '=', scope.merchantId);
  if (scope.userId !== undefined) query = query.where('user_id', '=', scope.userId);
  if (options.status) query = query.where('status', '=', options.status);
  if (after) {
    query = query.where(sql<boolean>`(created_at, id) < (${after.createdAt}, ${after.id})`);
  }
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit + 1)
    .execute();
  const page = pageOf(rows, options.limit);
  return { bundles: await loadOrderBundles(db, page.rows), nextCursor: page.nextCursor };
}
