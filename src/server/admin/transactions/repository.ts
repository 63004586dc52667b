import { sql, type Kysely } from 'kysely';
import type { AdminTransactionRow, Page } from '../../../shared/admin-api';
import { purchaseDisplayStatus } from '../../../shared/order-statuses';
import type { AdminTransactionsQuery } from '../../../shared/validation/admin-schemas';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/i18n/catalogue';
import type { Database } from '../../db/schema';
import { deletedShopperName } from '../../notifications/messages';
import { movesByOrder } from '../../orders/instalment-move-service';
import { containsPattern } from '../search-pattern';

type TransactionFilters = Omit<AdminTransactionsQuery, 'page' | 'pageSize'>;

function filteredTransactions(db: Kysely<Database>, filters: TransactionFilters) {
  let query = db
    .selectFrom('transactions as t')
    // A deleted shopper's purchases stay listed (no user row; shown under the pseudonym).
    .leftJoin('users as u', 'u.id', 't.user_id')
    .leftJoin('profiles as p', 'p.id', 't.user_id')
    .leftJoin('merchants as m', 'm.id', 't.merchant_id')
    .leftJoin('orders as o', 'o.id', 't.order_id');
  if (filters.status) query = query.where('t.status', '=', filters.status);
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

/** Newest first, one page, with the buyer and merchant names. */
export async function listTransactions(
  db: Kysely<Database>,
  query: AdminTransactionsQuery,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Page<AdminTransactionRow>> {
  const { page, pageSize, ...filters } = query;
  const base = filteredTransactions(db, filters);
  const [count, rows] = await Promise.all([
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    base
      .select([
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
      ])
      .orderBy('t.created_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  // Admins see a moved instalment on the purchase itself: one query for the whole page.
  const moves = await movesByOrder(
    db,
    rows.flatMap((row) => (row.order_id ? [row.order_id] : [])),
  );
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
    total: Number(count.n),
    page,
    pageSize,
  };
}

/** Merchants for the transaction filter, by name. */
export async function listMerchantOptions(db: Kysely<Database>) {
  return db.selectFrom('merchants').select(['id', 'name']).orderBy('name').execute();
}
