// Business dates (due dates, overdue, reminders, the 14-day withdrawal window) are calendar days
// in Montenegro, whatever time zone the machine or the browser runs in: a purchase at 00:30 on
// 1 Feb in Podgorica is a 1 Feb purchase (its second instalment is due 1 Mar) even though it is
// still 31 Jan in UTC.
import { TZDate } from '@date-fns/tz';
import { fromCalendarDay, toCalendarDay } from './dates';

export const BUSINESS_TIME_ZONE = 'Europe/Podgorica';

const HOUR_MS = 3_600_000;
/** The last UTC hour asked for and its Podgorica day: a request asks for "today" several times. */
let lastHour = Number.NaN;
let lastHourDay = '';

/**
 * The Podgorica calendar day of an instant, as 'YYYY-MM-DD'. Podgorica has been a whole number
 * of hours from UTC since 1884 (+1, +2 in summer), so its days begin on UTC hours and every
 * instant of one UTC hour shares its day: the day is looked up once per hour (the time-zone
 * lookup costs microseconds, several times a checkout).
 */
export function businessDay(instant: Date): string {
  const time = instant.getTime();
  const hour = Math.floor(time / HOUR_MS);
  if (hour === lastHour) return lastHourDay;
  lastHour = hour;
  lastHourDay = toCalendarDay(new TZDate(time, BUSINESS_TIME_ZONE));
  return lastHourDay;
}

/**
 * The start of the Podgorica calendar day of an instant, as a local-midnight Date whose calendar
 * fields are that day: calendar arithmetic on it (addMonthsClamped, toCalendarDay) then counts
 * Podgorica days.
 */
export function businessDayStart(instant: Date): Date {
  return fromCalendarDay(businessDay(instant));
}

/**
 * An instant as a Date whose local calendar and clock fields are its Podgorica wall time, so that
 * calendar arithmetic written on local fields (whole months between two instants) counts
 * Podgorica months whatever time zone the process runs in.
 */
export function businessWallClock(instant: Date): Date {
  const zoned = new TZDate(instant.getTime(), BUSINESS_TIME_ZONE);
  return new Date(
    zoned.getFullYear(),
    zoned.getMonth(),
    zoned.getDate(),
    zoned.getHours(),
    zoned.getMinutes(),
    zoned.getSeconds(),
    zoned.getMilliseconds(),
  );
}
