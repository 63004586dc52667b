import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  MAX_INSTALMENTS,
  MIN_INSTALMENTS,
  amountInputToValue,
  amountOnBlur,
  instalmentAmount,
  instalmentSchedule,
  roundingDifference,
  sanitizeAmountInput,
} from './calculator';
import { eurosToCents, splitInstalments } from './money';
import { ConfirmCheckoutSchema } from './validation/purchase-schemas';

describe('instalment options', () => {
  it('let the checkout take 3, 6 or 12 instalments and nothing else', () => {
    const accepted = [1, 2, 3, 4, 5, 6, 7, 11, 12, 13, 24].filter(
      (count) => ConfirmCheckoutSchema.shape.instalments.safeParse(count).success,
    );
    expect(accepted).toEqual([3, 6, 12]);
  });
});

describe('sanitizeAmountInput', () => {
  it.each([
    '',
    '.',
    ',',
    '6',
    '600',
    '600,',
    '600.5',
    '600,50',
    '.5',
    '99999',
    '1.234,56',
    '1,234.56',
    '1 234',
  ])('accepts %j', (raw) => {
    expect(sanitizeAmountInput(raw, 'prev')).toBe(raw);
  });

  it.each(['a', '600a', '-5', '1e3', '+5', '12345678901234567'])('ignores %j', (raw) => {
    expect(sanitizeAmountInput(raw, '60')).toBe('60');
  });

  it('returns either the new or the previous text and never throws', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string(), (raw, previous) => {
        expect([raw, previous]).toContain(sanitizeAmountInput(raw, previous));
      }),
    );
  });
});

describe('amountInputToValue', () => {
  it.each([
    ['', 0],
    ['.', 0],
    [',', 0],
    ['600', 600],
    ['600,5', 600.5],
    ['600.50', 600.5],
    ['600,', 600],
    ['5000', 5000],
    ['5000,01', 5000],
    ['99999', 5000],
    ['1.234,56', 1234.56],
    ['1,234.56', 1234.56],
    ['1234.5', 1234.5],
    ['1.234', 1234],
    ['1.234,', 1234],
    ['1.2.3', 0],
  ])('reads %j as %s', (text, value) => {
    expect(amountInputToValue(text)).toBe(value);
  });

  it('always stays within 0-5000', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const value = amountInputToValue(text);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(5000);
      }),
    );
  });
});

describe('amountOnBlur', () => {
  it.each([
    ['', '0'],
    ['.', '0'],
    ['600', '600'],
    ['600,5', '600,5'],
    ['600,', '600'],
    ['7000', '5000'],
    ['5000,5', '5000'],
    ['1.234,56', '1.234,56'],
    ['1.2.3', '1.2.3'],
  ])('shows %j as %j', (text, shown) => {
    expect(amountOnBlur(text)).toBe(shown);
  });
});

describe('instalmentAmount', () => {
  it('divides and rounds to 2 decimals', () => {
    expect(instalmentAmount(600, 3)).toBe(200);
    expect(instalmentAmount(100, 3)).toBe(33.33);
    expect(instalmentAmount(200, 3)).toBe(66.67);
    expect(instalmentAmount(0, 12)).toBe(0);
    expect(instalmentAmount(5000, 12)).toBe(416.67);
  });

  it('rejects counts below 1', () => {
    expect(() => instalmentAmount(600, 0)).toThrow(RangeError);
  });
});

describe('instalmentSchedule', () => {
  it('starts at the given date and continues monthly, clamped', () => {
    const schedule = instalmentSchedule(100, 3, new Date(2023, 0, 31));
    expect(schedule.map((s) => s.index)).toEqual([1, 2, 3]);
    expect(schedule.map((s) => s.cents)).toEqual([3334, 3333, 3333]);
    expect(schedule.map((s) => [s.dueDate.getMonth() + 1, s.dueDate.getDate()])).toEqual([
      [1, 31],
      [2, 28],
      [3, 31],
    ]);
  });

  it('adds up to the amount for every calculator setting', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: MIN_INSTALMENTS, max: MAX_INSTALMENTS }),
        (cents, count) => {
          const schedule = instalmentSchedule(cents / 100, count, new Date(2024, 4, 15));
          expect(schedule).toHaveLength(count);
          expect(schedule.reduce((sum, s) => sum + s.cents, 0)).toBe(cents);
        },
      ),
    );
  });
});

describe('roundingDifference', () => {
  it('explains 1.000 € in 3: headline 333,33 €, the first 333,34 €', () => {
    const headline = eurosToCents(instalmentAmount(1000, 3));
    expect(headline).toBe(33_333);
    expect(roundingDifference(100_000, 3, headline)).toEqual({
      which: 'first_higher',
      instalments: 1,
    });
  });

  it('names the last instalments when the headline was rounded up', () => {
    // 2,00 € in 3: headline 0,67 €, the plan 0,67 + 0,67 + 0,66.
    const headline = eurosToCents(instalmentAmount(2, 3));
    expect(roundingDifference(200, 3, headline)).toEqual({ which: 'last_lower', instalments: 1 });
  });

  it('is null when the amount divides evenly', () => {
    expect(roundingDifference(60_000, 3, 20_000)).toBeNull();
  });

  it('always accounts for every instalment off the headline by exactly one cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 2, max: 12 }),
        (cents, count) => {
          const headline = eurosToCents(instalmentAmount(cents / 100, count));
          const parts = splitInstalments(cents, count);
          const off = parts.filter((p) => p !== headline);
          expect(off.every((p) => Math.abs(p - headline) === 1)).toBe(true);
          const diff = roundingDifference(cents, count, headline);
          expect(diff?.instalments ?? 0).toBe(off.length);
        },
      ),
    );
  });
});
