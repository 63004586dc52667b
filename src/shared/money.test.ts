import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { eurosToCents, formatEur, NBSP, parseEurToCents, splitInstalments } from './money';

describe('parseEurToCents', () => {
  it.each([
    ['600', 60000],
    ['600,50', 60050],
    ['600.5', 60050],
    [' 12,05 ', 1205],
    ['0', 0],
    [',5', 50],
    ['1.234,56', 123456],
    ['1,234.56', 123456],
    ['1234,56', 123456],
    ['1234.5', 123450],
    ['1.234', 123400],
    ['1,234', 123400],
    ['1 234,56', 123456],
    ['1.234.567,8', 123456780],
    ['1.234,56 €', 123456],
  ])('parses %j', (input, cents) => {
    expect(parseEurToCents(input)).toBe(cents);
  });

  it.each([
    '',
    '.',
    'abc',
    '1.23,4',
    '1,234,5',
    '1.234 567',
    '12.34.56',
    '-5',
    '+5',
    '600,',
    '1e3',
    '12 34',
  ])('rejects %j', (input) => {
    expect(parseEurToCents(input)).toBeNull();
  });

  it('rejects amounts beyond safe integers', () => {
    expect(parseEurToCents('9'.repeat(20))).toBeNull();
  });

  it('never throws and round-trips formatted cents', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => void parseEurToCents(s)));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (cents) => {
        const text = `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
        expect(parseEurToCents(text)).toBe(cents);
        // As the site prints it, in both languages.
        expect(parseEurToCents(formatEur(cents))).toBe(cents);
        expect(parseEurToCents(formatEur(cents, 'en').replace('€', ''))).toBe(cents);
      }),
    );
  });
});

describe('eurosToCents', () => {
  it('rounds to whole cents', () => {
    expect(eurosToCents(600)).toBe(60000);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents(1.005)).toBe(100);
  });
  it('rejects non-finite numbers', () => {
    expect(() => eurosToCents(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatEur', () => {
  it('formats Montenegrin style with a no-break space before €', () => {
    expect(formatEur(123456)).toBe(`1.234,56${NBSP}€`);
    expect(formatEur(123456)).toBe('1.234,56\u00a0€');
    expect(formatEur(50)).toBe(`0,50${NBSP}€`);
    expect(formatEur(123456789)).toBe(`1.234.567,89${NBSP}€`);
    expect(formatEur(-300)).toBe(`-3,00${NBSP}€`);
  });

  it('formats English style', () => {
    expect(formatEur(123456, 'en')).toBe('€1,234.56');
    expect(formatEur(-300, 'en')).toBe('-€3.00');
  });

  it('can hide zero cents and mark open-ended amounts', () => {
    expect(formatEur(10000, 'sr-Latn-ME', { hideZeroCents: true })).toBe(`100${NBSP}€`);
    expect(formatEur(10050, 'sr-Latn-ME', { hideZeroCents: true })).toBe(`100,50${NBSP}€`);
    expect(formatEur(300000, 'sr-Latn-ME', { hideZeroCents: true, openEnded: true })).toBe(
      `3.000+${NBSP}€`,
    );
    expect(formatEur(300000, 'en', { hideZeroCents: true, openEnded: true })).toBe('€3,000+');
  });

  it('agrees with Intl.NumberFormat in Node', () => {
    const sr = new Intl.NumberFormat('sr-Latn-ME', { style: 'currency', currency: 'EUR' });
    const en = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' });
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 11), max: 10 ** 11 }), (cents) => {
        expect(formatEur(cents)).toBe(sr.format(cents / 100));
        expect(formatEur(cents, 'en')).toBe(en.format(cents / 100));
      }),
    );
  });

  it('rejects fractional cents', () => {
    expect(() => formatEur(1.5)).toThrow(RangeError);
  });
});

describe('splitInstalments', () => {
  it('gives the extra cents to the first instalments', () => {
    expect(splitInstalments(10000, 3)).toEqual([3334, 3333, 3333]);
    expect(splitInstalments(60000, 3)).toEqual([20000, 20000, 20000]);
    expect(splitInstalments(5, 3)).toEqual([2, 2, 1]);
    expect(splitInstalments(0, 2)).toEqual([0, 0]);
  });

  it.each([
    [-1, 3],
    [10.5, 3],
    [100, 0],
    [100, 2.5],
    [Number.NaN, 2],
  ])('throws RangeError for total %s and count %s', (total, count) => {
    expect(() => splitInstalments(total, count)).toThrow(RangeError);
  });

  it('splits exactly, evenly and in non-increasing order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 10 }),
        fc.integer({ min: 1, max: 60 }),
        (total, count) => {
          const parts = splitInstalments(total, count);
          expect(parts).toHaveLength(count);
          expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
          expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
          parts.forEach((part, i) => {
            expect(Number.isInteger(part)).toBe(true);
            if (i > 0) expect(part).toBeLessThanOrEqual(parts[i - 1] ?? Infinity);
          });
        },
      ),
    );
  });
});
