// An order's instalments as the engine sees them, and paying them. An instalment is paid whole:
// either the next unpaid one, or all that remain at once (early repayment, no fee).
import { isPayableInstalmentStatus, type InstalmentStatus } from '#shared/order-statuses';

export interface InstalmentState {
  sequence: number;
  dueDate: Date;
  /** What this instalment costs now; a refund can lower it, never below paidCents. */
  amountCents: number;
  paidCents: number;
  status: InstalmentStatus;
}

/** What the shopper still has to pay on an instalment (0 once paid, refunded or written off). */
export function owedCents(
  instalment: Pick<InstalmentState, 'amountCents' | 'paidCents' | 'status'>,
): number {
  return isPayableInstalmentStatus(instalment.status)
    ? instalment.amountCents - instalment.paidCents
    : 0;
}

export function totalOwedCents(
  instalments: ReadonlyArray<Pick<InstalmentState, 'amountCents' | 'paidCents' | 'status'>>,
): number {
  return instalments.reduce((sum, instalment) => sum + owedCents(instalment), 0);
}

/** The unpaid instalment with the lowest sequence, the one a "pay next" pays. */
export function nextPayableInstalment<T extends InstalmentState>(
  instalments: readonly T[],
): T | undefined {
  return [...instalments]
    .sort((a, b) => a.sequence - b.sequence)
    .find((instalment) => owedCents(instalment) > 0);
}

export type PaymentScope = 'next' | 'rest';

export interface InstalmentPayment<T extends InstalmentState> {
  /** The instalments after the payment (the paid ones with status 'paid'). */
  instalments: T[];
  /** The amount to charge: what the paid instalments still owed. */
  amountCents: number;
  sequences: number[];
  /** Whether any paid instalment was overdue: such a payment earns no on-time points. */
  includedOverdue: boolean;
  /** Whether nothing is owed afterwards. */
  completesPlan: boolean;
}

/**
 * The outcome of paying the next instalment or the whole rest; undefined when nothing is owed.
 * Pure: the caller charges `amountCents` first and stores the result only if the charge succeeds.
 */
export function payInstalments<T extends InstalmentState>(
  instalments: readonly T[],
  scope: PaymentScope,
): InstalmentPayment<T> | undefined {
  const next = nextPayableInstalment(instalments);
  if (!next) return undefined;
  const toPay = scope === 'next' ? [next] : instalments.filter((i) => owedCents(i) > 0);
  const paying = new Set(toPay.map((i) => i.sequence));
  const updated = instalments.map((instalment) =>
    paying.has(instalment.sequence)
      ? { ...instalment, paidCents: instalment.amountCents, status: 'paid' as const }
      : instalment,
  );
  return {
    instalments: updated,
    amountCents: totalOwedCents(toPay),
    sequences: toPay.map((i) => i.sequence).sort((a, b) => a - b),
    includedOverdue: toPay.some((i) => i.status === 'overdue'),
    completesPlan: totalOwedCents(updated) === 0,
  };
}

/**
 * A written-off order's instalments as the shopper can still pay them: what was written off is
 * still theirs to pay (NaRate only stopped collecting), so it counts as overdue here. A payment
 * computed on this view is stored with `restoreWrittenOff`.
 */
export function collectableInstalments<T extends InstalmentState>(instalments: readonly T[]): T[] {
  return instalments.map((i) =>
    i.status === 'written_off' && i.amountCents > i.paidCents
      ? { ...i, status: 'overdue' as const }
      : i,
  );
}

/** Puts back 'written_off' on the instalments a payment on the collectable view left unpaid. */
export function restoreWrittenOff<T extends InstalmentState>(
  original: readonly T[],
  paid: readonly T[],
): T[] {
  return paid.map((i, index) =>
    original[index]?.status === 'written_off' && i.status !== 'paid'
      ? { ...i, status: 'written_off' as const }
      : i,
  );
}
