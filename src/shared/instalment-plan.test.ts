import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { INSTALMENT_OPTIONS, type InstalmentOption } from './calculator';
import { daysInMonth } from './dates';
import { buildInstalmentPlan, isInstalmentOption } from './instalment-plan';

const ymd = (d: Date) => [d.getFullYear(), d.getMonth() + 1, d.getDate()];

describe('buildInstalmentPlan', () => {
  it('charges the first instalment at purchase and the rest monthly on the same day', () => {
    const purchasedAt = new Date(2025, 2, 15, 10, 30);
    const plan = buildInstalmentPlan(60_000, 3, purchasedAt);
    expect(plan.map((i) => i.sequence)).toEqual([1, 2, 3]);
    expect(plan.map((i) => ymd(i.dueDate))).toEqual([
      [2025, 3, 15],
      [2025, 4, 15],
      [2025, 5, 15],
    ]);
    expect(plan.map((i) => i.amountCents)).toEqual([20_000, 20_000, 20_000]);
    expect(plan[0]?.dueDate.getTime()).toBe(purchasedAt.getTime());
  });

  it('clamps to short months from the original day each time (31 Jan → 28 Feb → 31 Mar)', () => {
    const plan = buildInstalmentPlan(10_000, 6, new Date(2025, 0, 31));
    expect(plan.map((i) => ymd(i.dueDate))).toEqual([
      [2025, 1, 31],
      [2025, 2, 28],
      [2025, 3, 31],
      [2025, 4, 30],
      [2025, 5, 31],
      [2025, 6, 30],
    ]);
  });

  it('crosses the year and gives the first instalments the extra cents', () => {
    const plan = buildInstalmentPlan(100_001, 12, new Date(2024, 11, 29));
    expect(ymd(plan[2]!.dueDate)).toEqual([2025, 2, 28]);
    expect(ymd(plan[11]!.dueDate)).toEqual([2025, 11, 29]);
    expect(plan.map((i) => i.amountCents)).toEqual([
      ...Array(5).fill(8334),
      ...Array(7).fill(8333),
    ]);
  });

  it('does not change the purchase date it was given', () => {
    const purchasedAt = new Date(2025, 0, 31);
    buildInstalmentPlan(30_000, 3, purchasedAt);
    expect(ymd(purchasedAt)).toEqual([2025, 1, 31]);
  });

  it('rejects counts other than 3, 6 and 12, totals below one cent each, and invalid dates', () => {
    expect(() => buildInstalmentPlan(10_000, 4 as InstalmentOption, new Date())).toThrow(
      RangeError,
    );
    expect(() => buildInstalmentPlan(11, 12, new Date())).toThrow(RangeError);
    expect(() => buildInstalmentPlan(100.5, 3, new Date())).toThrow(RangeError);
    expect(() => buildInstalmentPlan(-300, 3, new Date())).toThrow(RangeError);
    expect(() => buildInstalmentPlan(300, 3, new Date(Number.NaN))).toThrow(RangeError);
    expect(buildInstalmentPlan(12, 12, new Date()).every((i) => i.amountCents === 1)).toBe(true);
  });

  it('knows the offered counts', () => {
    expect(INSTALMENT_OPTIONS.every(isInstalmentOption)).toBe(true);
    expect([1, 2, 4, 24].some(isInstalmentOption)).toBe(false);
  });

  it('always adds up to the total, one month apart, on the purchase day or the month end', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 12, max: 10_000_000 }),
        fc.constantFrom(...INSTALMENT_OPTIONS),
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }),
        (total, count, purchasedAt) => {
          const plan = buildInstalmentPlan(total, count, purchasedAt);
          expect(plan).toHaveLength(count);
          expect(plan.reduce((sum, i) => sum + i.amountCents, 0)).toBe(total);
          const amounts = plan.map((i) => i.amountCents);
          expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(1);
          plan.forEach((instalment, index) => {
            const due = instalment.dueDate;
            const monthsApart =
              (due.getFullYear() - purchasedAt.getFullYear()) * 12 +
              due.getMonth() -
              purchasedAt.getMonth();
            expect(monthsApart).toBe(index);
            const lastDay = daysInMonth(due.getFullYear(), due.getMonth() + 1);
            expect(due.getDate()).toBe(Math.min(purchasedAt.getDate(), lastDay));
          });
        },
      ),
    );
  });
});
