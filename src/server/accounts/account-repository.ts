import { sql, type Kysely } from 'kysely';
import type { CreditScoreView, TransactionView } from '#shared/account';
import type { Database, Transaction } from '../db/schema';
import { compiledStatement } from '../db/compiled-once';
import { runCompiled } from '../db/direct-statements';
import { parseLineItems } from '../checkout/session-rules';
import { purchaseDisplayStatus, type OrderStatus } from '#shared/order-statuses';

/** Every query here is keyed by the signed-in user's id: no other user's row can come back. */

export async function findProfileRow(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'users.created_at',
      'users.email_confirmed_at',
      'users.locale',
      'profiles.display_name',
      'profiles.bio',
      'profiles.first_name',
      'profiles.last_name',
      'profiles.phone',
      'profiles.jmbg_encrypted',
      'profiles.jmbg_hash',
      'profiles.email_verified',
      'profiles.phone_verified',
      'profiles.newsletter_opted_in',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export async function updateProfileText(
  db: Kysely<Database>,
  userId: string,
  changes: { display_name?: string | null; bio?: string | null },
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db
    .updateTable('profiles')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

export async function updateUserLocale(
  db: Kysely<Database>,
  userId: string,
  locale: 'me' | 'en',
): Promise<void> {
  await db
    .updateTable('users')
    .set({ locale, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

export async function findCreditScore(
  db: Kysely<Database>,
  userId: string,
): Promise<CreditScoreView | null> {
  const row = await db
    .selectFrom('user_credit_scores')
    .select(['score', 'spending_limit', 'transactions_count', 'on_time_payments', 'late_payments'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? creditScoreView(row) : null;
}

/** The credit-score view of a credit row's columns (null when the shopper has no row). */
export function creditScoreView(row: {
  score: number | null;
  spending_limit: number | null;
  transactions_count: number | null;
  on_time_payments: number | null;
  late_payments: number | null;
}): CreditScoreView | null {
  if (
    row.score === null ||
    row.spending_limit === null ||
    row.transactions_count === null ||
    row.on_time_payments === null ||
    row.late_payments === null
  ) {
    return null;
  }
  return {
    score: row.score,
    spendingLimitCents: row.spending_limit,
    transactionsCount: row.transactions_count,
    onTimePayments: row.on_time_payments,
    latePayments: row.late_payments,
  };
}

/**
 * What was bought, in a few words: the order's line items ("2 × Lampa, Stolica"), so a purchase
 * list names the product and not only the shop. null on purchases from before orders.
 */
export function purchaseDescription(lineItems: unknown): string | null {
  const items = parseLineItems(lineItems);
  if (items.length === 0) return null;
  return items
    .map((item) => (item.quantity > 1 ? `${item.quantity} × ${item.name}` : item.name))
    .join(', ');
}

/** A purchase row as the API shows it; with its order's status, the order names the status. */
export function toTransactionView(
  row: Transaction & { order_status?: OrderStatus | null; line_items?: unknown },
): TransactionView {
  return {
    id: row.id,
    businessName: row.business_name,
    description: purchaseDescription(row.line_items ?? null),
    amountCents: row.amount,
    status: row.status,
    displayStatus: purchaseDisplayStatus(row.status, row.order_status ?? null),
    createdAt: row.created_at.toISOString(),
  };
}

/** One page of the user's purchases, newest first, built once. */
const transactionsPage = compiledStatement(
  (db, { userId, limit, offset }: { userId: string; limit: number; offset: number }) =>
    db
      .selectFrom('transactions')
      .leftJoin('orders', 'orders.id', 'transactions.order_id')
      .leftJoin('checkout_sessions', 'checkout_sessions.id', 'orders.checkout_session_id')
      .selectAll('transactions')
      .select(['orders.status as order_status', 'checkout_sessions.line_items'])
      .select(sql<string>`count(*) over ()`.as('total'))
      .where('transactions.user_id', '=', userId)
      .orderBy('transactions.created_at', 'desc')
      .orderBy('transactions.id', 'desc')
      .limit(limit)
      .offset(offset),
);

/** Newest first, one page. */
export async function listTransactions(
  db: Kysely<Database>,
  userId: string,
  page: number,
  pageSize: number,
): Promise<{ items: TransactionView[]; total: number }> {
  // One statement: the page with the count of all the user's rows as a window count. Only a
  // page past the end, which has no row to carry it, counts on its own.
  const rows = await runCompiled(
    db,
    transactionsPage(db, { userId, limit: pageSize, offset: (page - 1) * pageSize }),
  );
  const total =
    rows.length > 0 || page === 1
      ? Number(rows[0]?.total ?? 0)
      : Number(
          (
            await db
              .selectFrom('transactions')
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .where('user_id', '=', userId)
              .executeTakeFirstOrThrow()
          ).n,
        );
  return { items: rows.map(toTransactionView), total };
}

export async function findTransaction(
  db: Kysely<Database>,
  userId: string,
  transactionId: string,
): Promise<TransactionView | null> {
  const row = await db
    .selectFrom('transactions')
    .leftJoin('orders', 'orders.id', 'transactions.order_id')
    .leftJoin('checkout_sessions', 'checkout_sessions.id', 'orders.checkout_session_id')
    .selectAll('transactions')
    .select(['orders.status as order_status', 'checkout_sessions.line_items'])
    .where('transactions.id', '=', transactionId)
    .where('transactions.user_id', '=', userId)
    .executeTakeFirst();
  return row ? toTransactionView(row) : null;
}
