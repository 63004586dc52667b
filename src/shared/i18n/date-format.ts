// One way to write a date per language, on every screen, email and PDF: "26. 11. 2026." in
// Montenegrin and "Nov 26, 2026" in English (the medium style of each language's CLDR data), and
// a moment as that day and its 24-hour Podgorica time ("26. 11. 2026. 05:23"), never a raw UTC
// timestamp.
import { TZDate } from '@date-fns/tz';
import { BUSINESS_TIME_ZONE, businessDay } from '../business-dates';
import { keepBounded } from '../keep-bounded';
import { LOCALE_TAGS, type Locale } from './catalogue';

const dayFormats = new Map<Locale, Intl.DateTimeFormat>();

/** One formatter per language: making one takes milliseconds (it loads the locale's data). */
function dayFormat(locale: Locale): Intl.DateTimeFormat {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium', timeZone: 'UTC' });
    dayFormats.set(locale, format);
  }
  return format;
}

/**
 * Days already written, per language: a purchase's email and documents write each of its due
 * dates, the same few hundred days for every purchase of a season, and formatting one costs
 * microseconds. Bounded, as any day can be asked for.
 */
const writtenDays = new Map<string, string>();
const MAX_WRITTEN_DAYS = 2_000;

/**
 * A calendar day ('YYYY-MM-DD') as its language writes it. Spaces are plain ones, so every PDF
 * font can draw them.
 */
export function formatCalendarDay(day: string, locale: Locale): string {
  const key = `${locale} ${day}`;
  const written = writtenDays.get(key);
  if (written !== undefined) return written;
  const [year, month, date] = day.split('-').map(Number);
  const text = dayFormat(locale)
    .format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1)))
    .replace(/[\u00a0\u202f]/g, ' ');
  return keepBounded(writtenDays, MAX_WRITTEN_DAYS, key, text);
}

/** A moment as its Podgorica day and 24-hour time: "26. 11. 2026. 05:23", "Nov 26, 2026 05:23". */
export function formatInstant(instant: Date, locale: Locale): string {
  const zoned = new TZDate(instant.getTime(), BUSINESS_TIME_ZONE);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${formatCalendarDay(businessDay(instant), locale)} ${two(zoned.getHours())}:${two(zoned.getMinutes())}`;
}
