// Calendar arithmetic on Date values. It works on the runtime's local calendar fields (year,
// month, day) and keeps the time of day, so a due date shown in the browser falls on the same
// calendar day the shopper picked.

/** Days in a month; `month` is 1-12. */
export function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; Date.UTC avoids time-zone shifts.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Adds whole months, clamping the day to the end of a shorter month (Jan 31 + 1 month = Feb 28,
 * or Feb 29 in a leap year) instead of rolling into the next month as Date.setMonth does.
 */
export function addMonthsClamped(date: Date, months: number): Date {
  if (!Number.isInteger(months)) throw new RangeError(`Months must be an integer: ${months}`);
  const monthIndex = date.getMonth() + months;
  const year = date.getFullYear() + Math.floor(monthIndex / 12);
  const month = ((monthIndex % 12) + 12) % 12;
  const day = Math.min(date.getDate(), daysInMonth(year, month + 1));
  const result = new Date(date.getTime());
  // Set day 1 first so the intermediate date never overflows into another month.
  result.setFullYear(year, month, 1);
  result.setDate(day);
  return result;
}

/** The local calendar day of a date as 'YYYY-MM-DD' (how due dates travel and are stored). */
export function toCalendarDay(date: Date): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight of a 'YYYY-MM-DD' calendar day. */
export function fromCalendarDay(day: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`Not a calendar day: ${day}`);
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** The calendar day `days` days after (or before, when negative) the given one. */
export function addCalendarDays(day: string, days: number): string {
  const date = fromCalendarDay(day);
  return toCalendarDay(new Date(date.getFullYear(), date.getMonth(), date.getDate() + days));
}
