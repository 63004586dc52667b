// What shoppers still owe, from their instalments: the one definition of "owed" that the checkout
// decision, the dashboard's standing and the ledger check all read. An instalment owes its amount
// less what was paid while it is pending or overdue; paid, refunded and written-off ones owe
// nothing. Queries alias the instalments table as `i`.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Sum of what the selected instalments (`i`) still owe, in cents (0 when none). */
const OWED_CENTS = sql<string>`coalesce(sum(case when i.status in ('pending', 'overdue')
  then i.amount_cents - i.paid_cents else 0 end), 0)`;

/**
 * The query of a shopper's debt (one row: `owed` in cents, `arrears` 1 or 0), for a statement
 * that reads it together with other facts.
 */
export function shopperDebtQuery(db: Kysely<Database>, userId: string) {
  return (
    db
      .selectFrom('instalments as i')
      .innerJoin('orders as o', 'o.id', 'i.order_id')
      .where('o.user_id', '=', userId)
      // Only these statuses owe or count as arrears; naming them (as literals, which a prepared
      // statement's generic plan can match) lets PostgreSQL read just these instalments from
      // instalments_open_by_order_idx instead of every instalment the shopper ever had.
      .where(sql<boolean>`i.status in ('pending', 'overdue', 'written_off')`)
      .select([
        OWED_CENTS.as('owed'),
        sql<number>`coalesce(max(case when i.status in ('overdue', 'written_off')
        then 1 else 0 end), 0)`.as('arrears'),
      ])
  );
}

/** The query of what a shopper's pending checkouts will add to what they owe (one row, `total`). */
export function pendingCheckoutOwedQuery(db: Kysely<Database>, userId: string) {
  return (
    db
      .selectFrom('payment_attempts')
      // Once charged, the first instalment is paid: what stays owed is the rest of the total.
      .select(
        sql<string>`coalesce(sum((plan->>'totalCents')::bigint - amount_cents), 0)`.as('total'),
      )
      .where('user_id', '=', userId)
      // Literals, not parameters: a prepared statement's generic plan could not prove the
      // partial index's condition (payment_attempts_user_pending_idx) and would read every
      // attempt ever made.
      .where('kind', '=', sql.lit('checkout'))
      .where('status', '=', sql.lit('pending'))
  );
}

/** What a shopper still owes in all, and whether any of their instalments is in arrears. */
export async function shopperDebt(
  db: Kysely<Database>,
  userId: string,
): Promise<{ outstandingCents: number; inArrears: boolean }> {
  const row = await shopperDebtQuery(db, userId).executeTakeFirstOrThrow();
  return { outstandingCents: Number(row.owed), inArrears: Number(row.arrears) === 1 };
}

/** What each order's shopper still owes (every order, 0 when nothing). */
export async function loadOwedByOrder(
  db: Kysely<Database>,
): Promise<Array<{ orderId: string; owedCents: number }>> {
  const rows = await db
    .selectFrom('orders as o')
    .leftJoin('instalments as i', 'i.order_id', 'o.id')
    .select(['o.id', OWED_CENTS.as('owed')])
    .groupBy('o.id')
    .execute();
  return rows.map((row) => ({ orderId: row.id, owedCents: Number(row.owed) }));
}
