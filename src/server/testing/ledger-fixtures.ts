// Ledger rows a test writes by hand, past every rule of the app: what the database itself
// accepts or refuses, and books that disagree with the card payments on purpose.
import type { FastifyInstance } from 'fastify';
import type { LedgerAccount } from '../rules/ledger-postings';

/** One posting; its order is the transaction's unless it names another. */
export interface PostingByHand {
  account: LedgerAccount;
  amountCents: number;
  orderId?: string;
}

/**
 * Writes an `instalment_paid` ledger transaction of the order with these postings in one database
 * transaction (the balance check runs at its commit); answers the ledger transaction's id.
 */
export function postLedgerTransactionByHand(
  app: FastifyInstance,
  { merchantId, orderId }: { merchantId: string; orderId: string },
  postings: readonly PostingByHand[],
): Promise<string> {
  return app.db.transaction().execute(async (trx) => {
    const tx = await trx
      .insertInto('ledger_transactions')
      .values({ kind: 'instalment_paid', order_id: orderId, merchant_id: merchantId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('ledger_entries')
      .values(
        postings.map((posting) => ({
          ledger_transaction_id: tx.id,
          account: posting.account,
          amount_cents: posting.amountCents,
          order_id: posting.orderId ?? orderId,
        })),
      )
      .execute();
    return tx.id;
  });
}
