// When an unpaid instalment becomes overdue: a daily job marks instalments still
// owed after their due day plus a configurable grace period. The penalty and the limit freeze
// follow from the "newly overdue" list this returns, so each instalment is penalised once.
import { owedCents, type InstalmentState } from './instalments';

/** Days after the due day before an unpaid instalment counts as overdue, unless configured. */
export const DEFAULT_OVERDUE_GRACE_DAYS = 3;

/**
 * The moment an unpaid instalment becomes overdue: the start of the day after its due day plus
 * the grace days (local calendar), so a payment any time on the last grace day is still on time.
 */
export function overdueFrom(dueDate: Date, graceDays: number): Date {
  if (!Number.isInteger(graceDays) || graceDays < 0) {
    throw new RangeError(`Grace days must be a non-negative integer: ${graceDays}`);
  }
  return new Date(dueDate.getFullYear(), dueDate.getMonth(), dueDate.getDate() + graceDays + 1);
}

export function isDueForOverdue(
  instalment: Pick<InstalmentState, 'dueDate' | 'amountCents' | 'paidCents' | 'status'>,
  now: Date,
  graceDays: number,
): boolean {
  return (
    instalment.status === 'pending' &&
    owedCents(instalment) > 0 &&
    now.getTime() >= overdueFrom(instalment.dueDate, graceDays).getTime()
  );
}

/** Marks the instalments that have become overdue; `newlyOverdue` lists their sequences. */
export function markOverdueInstalments<T extends InstalmentState>(
  instalments: readonly T[],
  now: Date,
  graceDays: number = DEFAULT_OVERDUE_GRACE_DAYS,
): { instalments: T[]; newlyOverdue: number[] } {
  const newlyOverdue: number[] = [];
  const updated = instalments.map((instalment) => {
    if (!isDueForOverdue(instalment, now, graceDays)) return instalment;
    newlyOverdue.push(instalment.sequence);
    return { ...instalment, status: 'overdue' as const };
  });
  return { instalments: updated, newlyOverdue };
}
