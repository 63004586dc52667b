import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatInstant } from './date-format';

describe('one date format per language', () => {
  it('writes a calendar day the same way everywhere', () => {
    expect(formatCalendarDay('2026-11-26', 'me')).toBe('26. 11. 2026.');
    expect(formatCalendarDay('2026-03-05', 'me')).toBe('5. 3. 2026.');
    expect(formatCalendarDay('2026-11-26', 'en')).toBe('Nov 26, 2026');
  });

  it('writes a moment as its Podgorica day and 24-hour time, never as a UTC timestamp', () => {
    const accepted = new Date('2026-11-26T04:23:40.202Z');
    expect(formatInstant(accepted, 'me')).toBe('26. 11. 2026. 05:23');
    expect(formatInstant(accepted, 'en')).toBe('Nov 26, 2026 05:23');
    // Late evening in UTC is already the next day in Podgorica.
    expect(formatInstant(new Date('2026-07-31T22:30:00Z'), 'me')).toBe('1. 8. 2026. 00:30');
  });
});
