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

/**
 * Orders whose ledger cash differs from their card payments: what the ledger took in for
 * instalments against what the payments charged, and what it paid out for refunds against what
 * the payments had refunded. Compared in the database, set-wise, so only the differences come
 * back (every order's sums once made the app hold the whole ledger in memory).
 */
export async function ledgerCashMismatches(db: Kysely<Database>) {
  const rows = await sql<{
    order_id: string;
    charged: string;
    refunded: string;
    ledger_in: string;
    ledger_out: string;
  }>`
    with books as (
      select order_id, sum(amount_cents) as charged, sum(refunded_cents) as refunded
      from payments group by order_id
    ), ledger as (
      select e.order_id,
             abs(coalesce(sum(e.amount_cents) filter (where t.kind = 'instalment_paid'), 0))
               as ledger_in,
             abs(coalesce(sum(e.amount_cents) filter (where t.kind = 'refund'), 0)) as ledger_out
      from ledger_entries e
      join ledger_transactions t on t.id = e.ledger_transaction_id
      where e.account = 'cash' and t.kind in ('instalment_paid', 'refund')
      group by e.order_id
    )
    select coalesce(b.order_id, l.order_id) as order_id,
           coalesce(b.charged, 0) as charged, coalesce(b.refunded, 0) as refunded,
           coalesce(l.ledger_in, 0) as ledger_in, coalesce(l.ledger_out, 0) as ledger_out
    from books b full join ledger l on l.order_id = b.order_id
    where coalesce(b.charged, 0) <> coalesce(l.ledger_in, 0)
       or coalesce(b.refunded, 0) <> coalesce(l.ledger_out, 0)
    order by coalesce(b.order_id, l.order_id) collate "C"`.execute(db);
  return rows.rows.map((row) => ({
    orderId: row.order_id,
    charged: Number(row.charged),
    refunded: Number(row.refunded),
    ledgerIn: Number(row.ledger_in),
    ledgerOut: Number(row.ledger_out),
  }));
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

/**
 * Batches the bank returned whose money is still owed: one of their orders is not yet in a
 * batch the bank booked.
 */
export async function listOpenReturnedPayouts(db: Kysely<Database>) {
  return db
    .selectFrom('payout_batches as b')
    .select(['b.id', 'b.merchant_id', 'b.business_day', 'b.net_cents'])
    .where('b.state', '=', 'returned')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('payout_lines as l')
          .select(sql.lit(1).as('one'))
          .whereRef('l.batch_id', '=', 'b.id')
          .where('l.kind', '=', 'order')
          .where(({ not, exists: has, selectFrom: from }) =>
            not(
              has(
                from('payout_lines as l2')
                  .innerJoin('payout_batches as b2', 'b2.id', 'l2.batch_id')
                  .select(sql.lit(1).as('one'))
                  .whereRef('l2.order_id', '=', 'l.order_id')
                  .where('l2.kind', '=', 'order')
                  .where('l2.returned', '=', false)
                  .where('b2.state', '=', 'settled'),
              ),
            ),
          ),
      ),
    )
    .orderBy('b.business_day')
    .orderBy('b.id')
    .execute();
}

/** Bank statement lines no batch matched and nobody has looked at yet. */
export async function listOpenUnmatchedLines(db: Kysely<Database>) {
  return db
    .selectFrom('bank_statement_unmatched')
    .select(['id', 'amount_cents', 'direction', 'booking_date'])
    .where('resolved_at', 'is', null)
    .orderBy('created_at')
    .execute();
}

/**
 * Payouts in transit two ways: the ledger's payout_clearing balance (credit: negative) and the
 * batches the bank has not booked yet (waiting or in a file), which the batch job moved there.
 */
export async function payoutClearingBalances(db: Kysely<Database>) {
  const ledger = await db
    .selectFrom('ledger_entries')
    .select(sql<string>`coalesce(sum(amount_cents), 0)`.as('cents'))
    .where('account', '=', 'payout_clearing')
    .executeTakeFirstOrThrow();
  const open = await db
    .selectFrom('payout_batches')
    .select(sql<string>`coalesce(sum(net_cents), 0)`.as('cents'))
    .where('state', 'in', ['waiting', 'in_file'])
    .executeTakeFirstOrThrow();
  return { ledgerCents: -Number(ledger.cents), openBatchesCents: Number(open.cents) };
}

/** Transfer files whose total is not the sum of their batches. */
export async function listPayoutFileMismatches(db: Kysely<Database>) {
  return db
    .selectFrom('payout_files as f')
    .leftJoin('payout_batches as b', 'b.payout_file_id', 'f.id')
    .select([
      'f.id',
      'f.business_day',
      'f.total_cents',
      sql<string>`coalesce(sum(b.net_cents), 0)`.as('batches_cents'),
    ])
    .where('f.state', '<>', 'rejected')
    .groupBy(['f.id', 'f.business_day', 'f.total_cents'])
    .having(sql<boolean>`coalesce(sum(b.net_cents), 0) <> f.total_cents`)
    .execute();
}
