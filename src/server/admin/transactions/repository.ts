import { sql, type Kysely } from 'kysely';
import type { AdminTransactionRow, Page } from '#shared/admin-api';
import { purchaseDisplayStatus } from '#shared/order-statuses';
import type { AdminTransactionsQuery } from '#shared/validation/admin-schemas';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/catalogue';
import type { Database } from '#server/db/schema';
import { deletedShopperName } from '#server/notifications/messages';
import { movesByOrder } from '#server/orders/instalment-move-service';
import { decodeCursor, pageOf } from '#server/http/cursor';
import { containsPattern } from '../search-pattern';

/**
 * The list is counted up to this many rows and shown as "more than" beyond it: an exact count of
 * every purchase costs a read of all of them on each page view, and no one pages that far.
 */
export const TRANSACTIONS_COUNT_CAP = 1_000;

type TransactionFilters = Omit<AdminTransactionsQuery, 'page' | 'pageSize' | 'cursor'>;

/** One half of the purchase view (see migration 028): each is read in its own index order. */
type PurchaseSource = 'transactions' | 'purchases_kept' | 'purchases_from_orders';

function filteredTransactions(
  db: Kysely<Database>,
  filters: TransactionFilters,
  source: PurchaseSource = 'transactions',
) {
  let query = db
    .selectFrom(`${source} as t` as 'transactions as t')
    // A deleted shopper's purchases stay listed (no user row; shown under the pseudonym).
    .leftJoin('users as u', 'u.id', 't.user_id')
    .leftJoin('profiles as p', 'p.id', 't.user_id')
    .leftJoin('merchants as m', 'm.id', 't.merchant_id')
    .leftJoin('orders as o', 'o.id', 't.order_id');
  if (filters.status === 'overdue' && source === 'purchases_from_orders') {
    // The same rule as the view's status (an overdue or written-off instalment still unpaid),
    // asked of the few such instalments on their partial index (migration 041) instead of
    // working out every order's status until a page of overdue ones is found.
    query = query.where('t.order_id', 'in', (eb) =>
      eb
        .selectFrom('instalments as oi')
        .select('oi.order_id')
        .where('oi.status', 'in', ['overdue', 'written_off'])
        .whereRef('oi.amount_cents', '>', 'oi.paid_cents'),
    );
  } else if (filters.status) query = query.where('t.status', '=', filters.status);
  if (filters.userId) query = query.where('t.user_id', '=', filters.userId);
  if (filters.merchantId) query = query.where('t.merchant_id', '=', filters.merchantId);
  if (filters.from) query = query.where('t.created_at', '>=', new Date(filters.from));
  if (filters.to) query = query.where('t.created_at', '<', new Date(filters.to));
  if (filters.user) {
    const pattern = containsPattern(filters.user);
    query = query.where((eb) =>
      eb.or([
        eb('u.email', 'ilike', pattern),
        eb('p.display_name', 'ilike', pattern),
        eb(sql<string>`t.deleted_account_id::text`, 'ilike', pattern),
      ]),
    );
  }
  return query;
}

/**
 * Newest first, one page, with the buyer and merchant names. The page is read in index order
 * (orders and old purchases by creation time), so it costs the page, not the table: by `cursor`
 * (the `nextCursor` of the page before, no offset), else by `page` (an offset, for the page
 * numbers). The total is counted up to TRANSACTIONS_COUNT_CAP.
 */
export async function listTransactions(
  db: Kysely<Database>,
  query: AdminTransactionsQuery,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Page<AdminTransactionRow>> {
  const { page, pageSize, cursor: cursorText, ...filters } = query;
  const cursor = decodeCursor(cursorText, 'uuid');
  const offset = cursor ? 0 : (page - 1) * pageSize;
  // First the page's keys only: each half gives its newest keys up to the end of the page in its
  // own index order, with no join and no status worked out for the rows skipped by the offset;
  // the page is cut from the two together. Then the shown columns for those rows alone.
  const keys = (source: PurchaseSource) => {
    let query = filteredTransactions(db, filters, source)
      .select(['t.id', 't.order_id', 't.created_at'])
      .orderBy('t.created_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(offset + pageSize + 1);
    if (cursor) {
      // The time alone reaches the index; the id only breaks ties within one instant.
      query = query
        .where('t.created_at', '<=', cursor.createdAt)
        .where((eb) =>
          eb.or([eb('t.created_at', '<', cursor.createdAt), eb('t.id', '<', cursor.id)]),
        );
    }
    return query;
  };
  // Counted per half (each on its own plan), up to the cap.
  const countHalf = (source: PurchaseSource) =>
    db
      .selectFrom(
        filteredTransactions(db, filters, source)
          .select(sql.lit(1).as('one'))
          .limit(TRANSACTIONS_COUNT_CAP + 1)
          .as('c'),
      )
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
  const [fromOrders, kept, pageKeys] = await Promise.all([
    countHalf('purchases_from_orders'),
    countHalf('purchases_kept'),
    db
      .selectFrom(
        db
          .selectFrom(keys('purchases_from_orders').as('a'))
          .selectAll()
          .unionAll(db.selectFrom(keys('purchases_kept').as('b')).selectAll())
          .as('t'),
      )
      .selectAll()
      .orderBy('t.created_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(pageSize + 1)
      .offset(offset)
      .execute(),
  ]);
  const orderIds = pageKeys.flatMap((k) => (k.order_id ? [k.order_id] : []));
  const keptIds = pageKeys.flatMap((k) => (k.order_id ? [] : [k.id]));
  const shown = (source: PurchaseSource) =>
    filteredTransactions(db, {}, source).select([
      't.id',
      't.user_id',
      'u.email as user_email',
      'p.display_name as user_name',
      't.business_name',
      't.merchant_id',
      'm.name as merchant_name',
      't.amount',
      't.status',
      'o.status as order_status',
      't.created_at',
      't.order_id',
      't.deleted_account_id',
    ]);
  const [orderRows, keptRows] = await Promise.all([
    orderIds.length > 0
      ? shown('purchases_from_orders').where('t.order_id', 'in', orderIds).execute()
      : [],
    keptIds.length > 0 ? shown('purchases_kept').where('t.id', 'in', keptIds).execute() : [],
  ]);
  const byKey = new Map(
    [...orderRows, ...keptRows].map((row) => [row.order_id ?? row.id, row] as const),
  );
  const fetched = pageKeys.flatMap((k) => {
    const row = byKey.get(k.order_id ?? k.id);
    return row ? [row] : [];
  });
  const count = { n: String(Number(fromOrders.n) + Number(kept.n)) };
  const { rows, nextCursor } = pageOf(fetched, pageSize);
  // Admins see a moved instalment on the purchase itself: one query for the whole page.
  const moves = await movesByOrder(
    db,
    rows.flatMap((row) => (row.order_id ? [row.order_id] : [])),
  );
  const counted = Number(count.n);
  return {
    items: rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      userEmail: row.user_email,
      userName: row.deleted_account_id
        ? deletedShopperName(row.deleted_account_id, locale)
        : row.user_name,
      businessName: row.business_name,
      merchantId: row.merchant_id,
      merchantName: row.merchant_name,
      amountCents: row.amount,
      status: row.status,
      displayStatus: purchaseDisplayStatus(row.status, row.order_status),
      createdAt: row.created_at.toISOString(),
      move: (row.order_id && moves.get(row.order_id)) || null,
    })),
    total: Math.min(counted, TRANSACTIONS_COUNT_CAP),
    totalCapped: counted > TRANSACTIONS_COUNT_CAP,
    page,
    pageSize,
    nextCursor,
  };
}

/** Merchants for the transaction filter, by name. */
export async function listMerchantOptions(db: Kysely<Database>) {
  return db.selectFrom('merchants').select(['id', 'name']).orderBy('name').execute();
}
