import { describe, it, expect } from 'vitest';
import { buildInstalmentPlan } from '#shared/instalment-plan';
import {
  nextPayableInstalment,
  owedCents,
  payInstalments,
  totalOwedCents,
  type InstalmentState,
} from './instalments';

function plan(total: number, count: 3 | 6 | 12 = 3): InstalmentState[] {
  return buildInstalmentPlan(total, count, new Date(2025, 0, 15)).map((i) => ({
    ...i,
    paidCents: 0,
    status: 'pending' as const,
  }));
}

describe('owed amounts', () => {
  it('count only what is still payable', () => {
    const [a, b, c] = plan(30_001);
    const instalments: InstalmentState[] = [
      { ...a!, paidCents: a!.amountCents, status: 'paid' },
      { ...b!, status: 'overdue' },
      { ...c!, status: 'written_off' },
    ];
    expect(instalments.map(owedCents)).toEqual([0, 10_000, 0]);
    expect(totalOwedCents(instalments)).toBe(10_000);
    expect(nextPayableInstalment(instalments)?.sequence).toBe(2);
  });
});

describe('payInstalments', () => {
  it('pays the next instalment in sequence order', () => {
    const paid = payInstalments(plan(30_001), 'next');
    expect(paid).toMatchObject({
      amountCents: 10_001,
      sequences: [1],
      includedOverdue: false,
      completesPlan: false,
    });
    expect(paid?.instalments.map((i) => i.status)).toEqual(['paid', 'pending', 'pending']);
    const second = payInstalments(paid!.instalments, 'next');
    expect(second?.sequences).toEqual([2]);
  });

  it('pays the whole rest at once and completes the plan', () => {
    const first = payInstalments(plan(60_000, 6), 'next')!;
    const instalments = first.instalments.map((i) =>
      i.sequence === 2 ? { ...i, status: 'overdue' as const } : i,
    );
    const rest = payInstalments(instalments, 'rest');
    expect(rest).toMatchObject({
      amountCents: 50_000,
      sequences: [2, 3, 4, 5, 6],
      includedOverdue: true,
      completesPlan: true,
    });
    expect(
      rest?.instalments.every((i) => i.status === 'paid' && i.paidCents === i.amountCents),
    ).toBe(true);
  });

  it('has nothing to pay on a settled plan', () => {
    const all = payInstalments(plan(300), 'rest')!;
    expect(payInstalments(all.instalments, 'next')).toBeUndefined();
    expect(payInstalments(all.instalments, 'rest')).toBeUndefined();
  });
});
