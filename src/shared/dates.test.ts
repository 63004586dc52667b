import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  addCalendarDays,
  addMonthsClamped,
  daysInMonth,
  fromCalendarDay,
  toCalendarDay,
} from './dates';

describe('daysInMonth', () => {
  it('knows month lengths and leap years', () => {
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2024, 4)).toBe(30);
    expect(daysInMonth(2024, 12)).toBe(31);
  });
});

describe('addMonthsClamped', () => {
  const ymd = (d: Date) => [d.getFullYear(), d.getMonth() + 1, d.getDate()];

  it('clamps to the end of shorter months', () => {
    expect(ymd(addMonthsClamped(new Date(2023, 0, 31), 1))).toEqual([2023, 2, 28]);
    expect(ymd(addMonthsClamped(new Date(2024, 0, 31), 1))).toEqual([2024, 2, 29]);
    expect(ymd(addMonthsClamped(new Date(2024, 2, 31), 1))).toEqual([2024, 4, 30]);
  });

  it('crosses years both ways', () => {
    expect(ymd(addMonthsClamped(new Date(2024, 10, 15), 3))).toEqual([2025, 2, 15]);
    expect(ymd(addMonthsClamped(new Date(2024, 0, 15), -1))).toEqual([2023, 12, 15]);
    expect(ymd(addMonthsClamped(new Date(2024, 0, 15), 0))).toEqual([2024, 1, 15]);
  });

  it('keeps the time of day and does not mutate its input', () => {
    const start = new Date(2024, 0, 31, 14, 30, 5, 7);
    const next = addMonthsClamped(start, 1);
    expect([next.getHours(), next.getMinutes(), next.getSeconds(), next.getMilliseconds()]).toEqual(
      [14, 30, 5, 7],
    );
    expect(ymd(start)).toEqual([2024, 1, 31]);
  });

  it('rejects fractional months', () => {
    expect(() => addMonthsClamped(new Date(2024, 0, 1), 1.5)).toThrow(RangeError);
  });

  it('lands in the right month on a day no later than the start day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1950, max: 2150 }),
        fc.integer({ min: 0, max: 11 }),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: -240, max: 240 }),
        (year, month, rawDay, months) => {
          const day = Math.min(rawDay, daysInMonth(year, month + 1));
          const result = addMonthsClamped(new Date(year, month, day, 12), months);
          const expectedIndex = year * 12 + month + months;
          expect(result.getFullYear() * 12 + result.getMonth()).toBe(expectedIndex);
          expect(result.getDate()).toBe(
            Math.min(day, daysInMonth(result.getFullYear(), result.getMonth() + 1)),
          );
        },
      ),
    );
  });
});

describe('calendar days', () => {
  it('round-trips local calendar days', () => {
    expect(toCalendarDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(toCalendarDay(fromCalendarDay('2024-02-29'))).toBe('2024-02-29');
    expect(fromCalendarDay('2026-03-01').getHours()).toBe(0);
    expect(() => fromCalendarDay('2026-3-1')).toThrow(RangeError);
  });

  it('adds days across month and year ends', () => {
    expect(addCalendarDays('2025-12-30', 3)).toBe('2026-01-02');
    expect(addCalendarDays('2024-03-01', -1)).toBe('2024-02-29');
  });
});
