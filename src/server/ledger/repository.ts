// The ledger in the database: one ledger_transactions row and its ledger_entries per engine
// transaction. The builders in engine/ledger.ts only make balanced transactions; the database
// checks again at commit (a deferred constraint trigger, migration 004) and refuses any edit.
import { randomUUID } from 'node:crypto';
import type { Compilable, Kysely } from 'kysely';
import { insertRows } from '../db/insert-rows';
import { writeTogether } from '../db/one-statement';
import type { Database } from '../db/schema';
import type { LedgerTransaction } from '../rules/ledger-postings';

/**
 * Writes the transactions and all their postings in one statement (their ids are made here, so
 * the postings can name them): a purchase's ledger is one round trip, not two per transaction.
 */
export async function postLedgerTransactions(
  trx: Kysely<Database>,
  merchantId: string,
  transactions: readonly LedgerTransaction[],
  now: Date,
): Promise<void> {
  await writeTogether(trx, ledgerWrites(merchantId, transactions, now));
}

/**
 * The transactions' rows and their postings' rows as two statements not yet sent, for a caller
 * that sends them with its other writes (`writeTogether`); none when there is nothing to post.
 */
export function ledgerWrites(
  merchantId: string,
  transactions: readonly LedgerTransaction[],
  now: Date,
): Compilable<unknown>[] {
  if (transactions.length === 0) return [];
  const rows = transactions.map((transaction) => ({
    id: randomUUID(),
    kind: transaction.kind,
    order_id: transaction.orderId,
    merchant_id: merchantId,
    created_at: now,
  }));
  const entries = transactions.flatMap((transaction, index) =>
    transaction.postings.map((posting) => ({
      ledger_transaction_id: rows[index]!.id,
      account: posting.account,
      amount_cents: posting.amountCents,
      order_id: posting.orderId,
      created_at: now,
    })),
  );
  return [insertRows('ledger_transactions', rows), insertRows('ledger_entries', entries)];
}

/** Every ledger transaction with its postings, in the order they were written. */
export async function loadLedger(db: Kysely<Database>): Promise<LedgerTransaction[]> {
  const rows = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.ledger_transaction_id')
    .select([
      't.id as transaction_id',
      't.kind',
      't.order_id as transaction_order_id',
      't.created_at',
      'e.account',
      'e.amount_cents',
      'e.order_id',
    ])
    .orderBy('t.created_at')
    .orderBy('t.id')
    .execute();
  const byId = new Map<string, LedgerTransaction>();
  for (const row of rows) {
    let transaction = byId.get(row.transaction_id);
    if (!transaction) {
      transaction = { kind: row.kind, orderId: row.transaction_order_id, postings: [] };
      byId.set(row.transaction_id, transaction);
    }
    transaction.postings.push({
      account: row.account,
      amountCents: row.amount_cents,
      orderId: row.order_id,
    });
  }
  return [...byId.values()];
}
