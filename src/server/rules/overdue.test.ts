import { describe, it, expect } from 'vitest';
import {
  DEFAULT_OVERDUE_GRACE_DAYS,
  isDueForOverdue,
  markOverdueInstalments,
  overdueFrom,
} from './overdue';
import type { InstalmentState } from './instalments';

const due = new Date(2025, 0, 31, 15, 45);
const instalment: InstalmentState = {
  sequence: 2,
  dueDate: due,
  amountCents: 5_000,
  paidCents: 0,
  status: 'pending',
};

describe('overdueFrom', () => {
  it('starts the day after the due day plus the grace days', () => {
    expect(overdueFrom(due, 0)).toEqual(new Date(2025, 1, 1));
    expect(overdueFrom(due, 3)).toEqual(new Date(2025, 1, 4));
    expect(DEFAULT_OVERDUE_GRACE_DAYS).toBe(3);
  });

  it('rejects negative or fractional grace', () => {
    expect(() => overdueFrom(due, -1)).toThrow(RangeError);
    expect(() => overdueFrom(due, 1.5)).toThrow(RangeError);
  });
});

describe('isDueForOverdue', () => {
  it('is on time through the last grace day', () => {
    expect(isDueForOverdue(instalment, new Date(2025, 1, 3, 23, 59), 3)).toBe(false);
    expect(isDueForOverdue(instalment, new Date(2025, 1, 4), 3)).toBe(true);
  });

  it('ignores paid, already overdue, refunded and written-off instalments', () => {
    const later = new Date(2025, 5, 1);
    expect(isDueForOverdue({ ...instalment, paidCents: 5_000, status: 'paid' }, later, 0)).toBe(
      false,
    );
    expect(isDueForOverdue({ ...instalment, status: 'overdue' }, later, 0)).toBe(false);
    expect(isDueForOverdue({ ...instalment, amountCents: 0, status: 'refunded' }, later, 0)).toBe(
      false,
    );
    expect(isDueForOverdue({ ...instalment, status: 'written_off' }, later, 0)).toBe(false);
  });
});

describe('markOverdueInstalments', () => {
  it('marks each instalment once', () => {
    const third = { ...instalment, sequence: 3, dueDate: new Date(2025, 1, 28) };
    const first = markOverdueInstalments([instalment, third], new Date(2025, 1, 10), 3);
    expect(first.newlyOverdue).toEqual([2]);
    expect(first.instalments.map((i) => i.status)).toEqual(['overdue', 'pending']);
    const again = markOverdueInstalments(first.instalments, new Date(2025, 2, 10), 3);
    expect(again.newlyOverdue).toEqual([3]);
    expect(markOverdueInstalments(again.instalments, new Date(2025, 3, 10)).newlyOverdue).toEqual(
      [],
    );
  });
});
