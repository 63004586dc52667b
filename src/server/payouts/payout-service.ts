// The payout job: once a business day (Europe/Podgorica) is over, each merchant gets one batch for
// that day: every order of it (and of earlier days) not yet paid out, netting what the merchant
// owes NaRate for refunds made after an earlier payout. An order committed a moment after its
// day's batch (a transaction that straddled midnight) goes into the next day's batch. The
// batch, its lines, the orders' paid-out mark and the ledger (merchant_payout: merchant_payable Dr,
// payout_clearing Cr per order; merchant_recovery: payout_clearing Dr, merchant_payable Cr per
// netted receivable) commit together; cash leaves when the bank's statement books the transfer
// (payout-files.ts). Safe with several processes: each merchant is claimed with FOR NO KEY UPDATE SKIP
// LOCKED (a checkout inserting an order holds only a key-share lock on it, which this ignores),
// its orders are locked against a concurrent refund, and (merchant, day) is unique.
//
// One merchant's batch that cannot be made (its books break a payout rule) must not stop the
// payouts of every other merchant: its transaction is rolled back, the failure is logged and kept
// in payout_failures (reconciliation lists it), the run goes on without that merchant, and each
// later run tries it again.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { businessDay } from '#shared/business-dates';
import { addCalendarDays } from '#shared/dates';
import type { Database } from '../db/schema';
import {
  batchPayoutTransaction,
  batchRecoveryTransaction,
  type LedgerTransaction,
} from '../rules/ledger-postings';
import { planPayoutBatch } from '../rules/payout-netting';
import { postLedgerTransactions } from '../ledger/repository';
import {
  claimMerchantToPay,
  clearPayoutFailure,
  hasPayoutBatch,
  insertPayoutBatch,
  lockOpenReceivables,
  lockPayableOrders,
  recordPayoutFailure,
} from './payout-repository';
import { yieldToCheckouts } from '../checkout-priority/priority';

export interface PayoutJobResult {
  batches: number;
  /** Merchants whose batch failed in this run (kept in payout_failures). */
  failed: number;
}

/** Merchants handled per run at most; the next run continues. */
const MAX_MERCHANTS_PER_RUN = 200;

/** Pays one claimed merchant for one business day, in the caller's transaction. */
async function payMerchantDay(
  trx: Kysely<Database>,
  merchantId: string,
  day: string,
  now: Date,
): Promise<void> {
  const orders = await lockPayableOrders(trx, merchantId, day);
  const receivables = await lockOpenReceivables(trx, merchantId);
  const plan = planPayoutBatch(orders, receivables);
  const ledger: LedgerTransaction[] = [
    ...plan.orders
      .filter((o) => o.payableCents > 0)
      .map((o) => batchPayoutTransaction(o.orderId, o.payableCents)),
    ...plan.recoveries.map((r) => batchRecoveryTransaction(r.orderId, r.amountCents)),
  ];
  await postLedgerTransactions(trx, merchantId, ledger, now);
  await insertPayoutBatch(
    trx,
    {
      merchantId,
      businessDay: day,
      ordersCount: plan.orders.length,
      grossCents: plan.grossCents,
      feesCents: plan.feesCents,
      recoveredCents: plan.recoveredCents,
      netCents: plan.netCents,
      carriedOverCents: plan.carriedOverCents,
      lines: [
        ...plan.orders.map((o) => ({
          orderId: o.orderId,
          kind: 'order' as const,
          grossCents: o.grossCents,
          feeCents: o.feeCents,
          amountCents: o.payableCents,
        })),
        ...plan.recoveries.map((r) => ({
          orderId: r.orderId,
          kind: 'recovery' as const,
          grossCents: 0,
          feeCents: 0,
          amountCents: r.amountCents,
        })),
      ],
    },
    now,
  );
  await clearPayoutFailure(trx, merchantId, day);
}

/** Creates yesterday's batch (Europe/Podgorica) of every merchant with orders not yet paid out. */
export async function runPayoutJob(
  deps: { db: Kysely<Database>; log?: FastifyBaseLogger },
  now: Date = new Date(),
): Promise<PayoutJobResult> {
  const batchDay = addCalendarDays(businessDay(now), -1);
  const result: PayoutJobResult = { batches: 0, failed: 0 };
  const failed: string[] = [];
  for (let i = 0; i < MAX_MERCHANTS_PER_RUN; i += 1) {
    await yieldToCheckouts();
    let claimed: string | null = null;
    let paid: boolean;
    try {
      const outcome = await deps.db.transaction().execute(async (trx) => {
        claimed = await claimMerchantToPay(trx, batchDay, failed);
        if (claimed === null) return 'done' as const;
        // Another job paid this merchant and let go of it between our claim's snapshot and its
        // lock: nothing to do (the next claim, a fresh snapshot, no longer picks it).
        if (await hasPayoutBatch(trx, claimed, batchDay)) return 'paid elsewhere' as const;
        await payMerchantDay(trx, claimed, batchDay, now);
        return 'paid' as const;
      });
      if (outcome === 'paid elsewhere') continue;
      paid = outcome === 'paid';
    } catch (error) {
      // A failure before any merchant was claimed is not one merchant's: the run stops.
      if (claimed === null) throw error;
      const merchantId: string = claimed;
      failed.push(merchantId);
      result.failed += 1;
      const message = error instanceof Error ? error.message : String(error);
      deps.log?.error({ err: error, merchantId, businessDay: batchDay }, 'payout batch failed');
      await recordPayoutFailure(deps.db, { merchantId, businessDay: batchDay, message }, now);
      continue;
    }
    if (!paid) break;
    result.batches += 1;
  }
  return result;
}
