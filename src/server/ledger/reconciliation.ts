// Reconciliation: the payment provider's statement (what it really charged and refunded) against
// the books, per order, and the ledger's cash against the card payments it records. Two
// independent records must agree; any difference is listed with both sides:
// - charged_mismatch / refunded_mismatch: the provider charged (refunded) another amount for the
//   order's charges than the payments say;
// - unbooked_charge / unbooked_refund: the provider carried out an operation no payment knows;
// - stuck_attempt: a payment attempt is still unsettled long after recovery should have settled it;
// - ledger_charged_mismatch / ledger_refunded_mismatch: the ledger's cash for the order differs
//   from its card payments (or card refunds);
// - payout_failed: a merchant's payout batch could not be made (the payout job goes on with the
//   other merchants and tries it again each run);
// - payout_returned: the bank returned a batch's transfer and the merchant is not paid again yet;
// - payout_unmatched: a bank statement line that names no batch (or another amount);
// - payout_clearing_mismatch: payouts in transit in the ledger differ from the batches the bank
//   has not booked yet;
// - payout_file_mismatch: a transfer file's total differs from its batches.
import type { Kysely } from 'kysely';
import type { Discrepancy, ReconciliationReport } from '#shared/admin-api';
import type { Database } from '../db/schema';
import type { PaymentProvider } from '../payments/provider';
import {
  insertReconciliationRun,
  latestReconciliationTime,
  ledgerCashMismatches,
  listAttempts,
  listPendingAttempts,
  listOpenReturnedPayouts,
  listOpenUnmatchedLines,
  listPayoutFailures,
  listPayoutFileMismatches,
  payoutClearingBalances,
} from './reconciliation-repository';
import { providerMismatches, readStatement, unattributedLines } from './reconciliation-statement';
import { yieldToCheckouts } from '../checkout-priority/priority';

export type { Discrepancy, ReconciliationReport };

/** An attempt younger than this may legitimately have reached the provider but not the books. */
export const UNSETTLED_GRACE_MS = 10 * 60_000;

/** What reconciliation uses: the books and the provider (the orders' OrderDeps fit). */
export interface ReconciliationDeps {
  db: Kysely<Database>;
  provider: PaymentProvider;
}

type AttemptRow = Awaited<ReturnType<typeof listPendingAttempts>>[number];

/**
 * The attempt a difference comes from, so the admin can find it and act on it. Only listed
 * attempts are older than UNSETTLED_GRACE_MS, well past the recovery window the return-charge
 * route waits for: a checkout attempt still pending may have its charge given back.
 */
function attemptFields(
  attempt: AttemptRow,
): Required<Pick<Discrepancy, 'attemptId' | 'attemptCreatedAt' | 'canReturnCharge'>> {
  return {
    attemptId: attempt.id,
    attemptCreatedAt: attempt.created_at.toISOString(),
    canReturnCharge: attempt.kind === 'checkout' && attempt.status === 'pending',
  };
}

export async function reconcile(
  deps: ReconciliationDeps,
  now: Date = new Date(),
): Promise<ReconciliationReport> {
  // Attempts first: an operation of an attempt settled after this read is then still excused.
  const pending = await listPendingAttempts(deps.db);
  await readStatement(deps.db, deps.provider);
  const aside = await unattributedLines(deps.db);
  const attemptById = new Map(pending.map((a) => [a.id, a]));
  // The provider key is the attempt id (with ":n" for the parts of a refund).
  const attemptOf = (key: string) => key.split(':')[0] ?? '';
  for (const attempt of await listAttempts(deps.db, [
    ...new Set(aside.map((line) => attemptOf(line.key))),
  ])) {
    if (!attemptById.has(attempt.id)) attemptById.set(attempt.id, attempt);
  }
  await yieldToCheckouts();
  const mismatches = await providerMismatches(deps.db);
  const ledgerMismatches = await ledgerCashMismatches(deps.db);

  const discrepancies: Discrepancy[] = [];
  const young = (createdAt: Date) => now.getTime() - createdAt.getTime() < UNSETTLED_GRACE_MS;
  const givenBack = new Map<string, number>();

  for (const entry of aside) {
    const attempt = attemptById.get(attemptOf(entry.key));
    if (attempt && attempt.status === 'pending' && young(attempt.created_at)) continue;
    // A charge given back in full (never booked): its charge and its refund cancel out.
    if (attempt && attempt.status === 'refunded') {
      const cents = entry.kind === 'charge' ? entry.amount_cents : -entry.amount_cents;
      givenBack.set(attempt.id, (givenBack.get(attempt.id) ?? 0) + cents);
      continue;
    }
    discrepancies.push({
      orderId: attempt?.order_id ?? attempt?.planned_order ?? null,
      kind: entry.kind === 'charge' ? 'unbooked_charge' : 'unbooked_refund',
      books: 0,
      provider: entry.amount_cents,
      ...(attempt ? attemptFields(attempt) : {}),
    });
  }

  for (const [attemptId, kept] of givenBack) {
    if (kept === 0) continue;
    const attempt = attemptById.get(attemptId);
    discrepancies.push({
      orderId: attempt?.order_id ?? attempt?.planned_order ?? null,
      kind: 'unbooked_charge',
      books: 0,
      provider: kept,
      ...(attempt ? attemptFields(attempt) : {}),
    });
  }

  // An order with a young unsettled attempt may have money at the provider that its books get
  // only when the attempt settles (a refund of a booked charge is counted on its order, not as
  // unbooked): it is excused like a young unbooked charge, and a stuck attempt is listed below.
  const inFlight = new Set(
    pending.filter((a) => young(a.created_at) && a.order_id).map((a) => a.order_id),
  );
  for (const row of mismatches) {
    if (inFlight.has(row.orderId)) continue;
    if (row.charged !== row.providerCharged) {
      discrepancies.push({
        orderId: row.orderId,
        kind: 'charged_mismatch',
        books: row.charged,
        provider: row.providerCharged,
      });
    }
    if (row.refunded !== row.providerRefunded) {
      discrepancies.push({
        orderId: row.orderId,
        kind: 'refunded_mismatch',
        books: row.refunded,
        provider: row.providerRefunded,
      });
    }
  }

  for (const row of ledgerMismatches) {
    if (row.ledgerIn !== row.charged) {
      discrepancies.push({
        orderId: row.orderId,
        kind: 'ledger_charged_mismatch',
        books: row.ledgerIn,
        provider: row.charged,
      });
    }
    if (row.ledgerOut !== row.refunded) {
      discrepancies.push({
        orderId: row.orderId,
        kind: 'ledger_refunded_mismatch',
        books: row.ledgerOut,
        provider: row.refunded,
      });
    }
  }

  for (const attempt of pending) {
    if (!young(attempt.created_at)) {
      discrepancies.push({
        orderId: attempt.order_id ?? attempt.planned_order ?? null,
        kind: 'stuck_attempt',
        books: 0,
        provider: 0,
        ...attemptFields(attempt),
      });
    }
  }
  for (const failure of await listPayoutFailures(deps.db)) {
    discrepancies.push({
      orderId: null,
      kind: 'payout_failed',
      books: 0,
      provider: 0,
      merchantId: failure.merchant_id,
      businessDay: failure.business_day,
    });
  }
  discrepancies.push(...(await payoutDiscrepancies(deps.db)));
  return { checkedAt: now.toISOString(), discrepancies };
}

/** Batches, transfer files and bank statements against each other and the ledger. */
async function payoutDiscrepancies(db: ReconciliationDeps['db']): Promise<Discrepancy[]> {
  const found: Discrepancy[] = [];
  for (const batch of await listOpenReturnedPayouts(db)) {
    found.push({
      orderId: null,
      kind: 'payout_returned',
      books: batch.net_cents,
      provider: 0,
      merchantId: batch.merchant_id,
      businessDay: batch.business_day,
    });
  }
  for (const line of await listOpenUnmatchedLines(db)) {
    const cents = Number(line.amount_cents);
    found.push({
      orderId: null,
      kind: 'payout_unmatched',
      books: 0,
      provider: line.direction === 'DBIT' ? -cents : cents,
      ...(line.booking_date ? { businessDay: line.booking_date } : {}),
    });
  }
  const clearing = await payoutClearingBalances(db);
  if (clearing.ledgerCents !== clearing.openBatchesCents) {
    found.push({
      orderId: null,
      kind: 'payout_clearing_mismatch',
      books: clearing.ledgerCents,
      provider: clearing.openBatchesCents,
    });
  }
  for (const file of await listPayoutFileMismatches(db)) {
    found.push({
      orderId: null,
      kind: 'payout_file_mismatch',
      books: Number(file.total_cents),
      provider: Number(file.batches_cents),
      businessDay: file.business_day,
    });
  }
  return found;
}

/** Runs reconciliation and keeps the result (the admin dashboard shows the latest count). */
export async function runReconciliation(
  deps: ReconciliationDeps,
  now: Date = new Date(),
): Promise<ReconciliationReport> {
  const report = await reconcile(deps, now);
  await insertReconciliationRun(deps.db, { checkedAt: now, discrepancies: report.discrepancies });
  return report;
}

/** The daily job: reconciles unless another process did within the last day. */
export async function runDailyReconciliation(
  deps: ReconciliationDeps,
  now: Date = new Date(),
): Promise<ReconciliationReport | null> {
  const last = await latestReconciliationTime(deps.db);
  if (last && now.getTime() - last.getTime() < 24 * 60 * 60_000) return null;
  return runReconciliation(deps, now);
}
