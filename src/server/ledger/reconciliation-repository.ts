import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Every payment attempt, with the order its plan names (before the order exists). */
export async function listPaymentAttempts(db: Kysely<Database>) {
  return db
    .selectFrom('payment_attempts')
    .select([
      'id',
      'kind',
      'status',
      'order_id',
      'created_at',
      sql<string | null>`plan->>'orderId'`.as('planned_order'),
    ])
    .execute();
}

/** Merchants' payout batches that failed and are not made yet (payout_failures), oldest first. */
export async function listPayoutFailures(db: Kysely<Database>) {
  return db
    .selectFrom('payout_failures')
    .select(['merchant_id', 'business_day'])
    .orderBy('business_day')
    .orderBy('merchant_id')
    .execute();
}

export async function listPaymentAmounts(db: Kysely<Database>) {
  return db
    .selectFrom('payments')
    .select(['order_id', 'provider_charge_id', 'amount_cents', 'refunded_cents'])
    .execute();
}

/** The ledger's cash per order for instalment payments and refunds (a sum as text). */
export async function ledgerCashByOrder(db: Kysely<Database>) {
  return db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.ledger_transaction_id')
    .select(['e.order_id', 't.kind', sql<string>`sum(e.amount_cents)`.as('cents')])
    .where('e.account', '=', 'cash')
    .where('t.kind', 'in', ['instalment_paid', 'refund'])
    .groupBy(['e.order_id', 't.kind'])
    .execute();
}

export async function insertReconciliationRun(
  db: Kysely<Database>,
  run: { checkedAt: Date; discrepancies: unknown[] },
): Promise<void> {
  await db
    .insertInto('reconciliation_runs')
    .values({
      checked_at: run.checkedAt,
      discrepancy_count: run.discrepancies.length,
      discrepancies: JSON.stringify(run.discrepancies),
    })
    .execute();
}

/** When the latest reconciliation ran (undefined before the first). */
export async function latestReconciliationTime(db: Kysely<Database>): Promise<Date | undefined> {
  const last = await db
    .selectFrom('reconciliation_runs')
    .select('checked_at')
    .orderBy('checked_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return last?.checked_at;
}

/** The count of the latest reconciliation (null before the first). */
export async function latestDiscrepancyCount(db: Kysely<Database>): Promise<number | null> {
  const last = await db
    .selectFrom('reconciliation_runs')
    .select('discrepancy_count')
    .orderBy('checked_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return last ? last.discrepancy_count : null;
}
