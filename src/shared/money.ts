// Money below the UI is always an integer number of euro cents, so sums are exact and an
// instalment plan always adds up to the price.

export type MoneyLocale = 'sr-Latn-ME' | 'en';

// U+00A0 (no-break space) sits between the amount and the euro sign, as Intl prints it for
// sr-Latn-ME, so "1.234,56 €" never wraps across lines.
export const NBSP = '\u00a0';

// How people write amounts: Montenegrin "1.234,56" (thousands dot or space, decimal comma) or
// English "1,234.56" (thousands comma or space, decimal dot), or no grouping at all ("1234,5",
// "1234.5"). Money has at most two decimals, so a lone separator followed by exactly three digits
// ("1.234", "1,234") can only group thousands.
const PLAIN = /^(\d*)(?:[.,](\d{1,2}))?$/;
const GROUPED_ME = /^(\d{1,3}(?:([. \u00a0])\d{3})(?:\2\d{3})*)(?:,(\d{1,2}))?$/;
const GROUPED_EN = /^(\d{1,3}(?:([, \u00a0])\d{3})(?:\2\d{3})*)(?:\.(\d{1,2}))?$/;

function toCents(whole: string, fraction: string): number | null {
  if (whole === '' && fraction === '') return null;
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/**
 * Parses a euro amount typed by a person into cents: either ',' or '.' as the decimal separator
 * with at most two decimals, and thousands grouped by '.', ',' or a space in the other
 * language's way ("1.234,56" and "1,234.56" are both 1234,56 €). A trailing "€" is allowed;
 * signs, exponents, mixed or misplaced grouping give null.
 */
export function parseEurToCents(input: string): number | null {
  const text = input.trim().replace(/\s*€$/, '');
  const plain = PLAIN.exec(text);
  if (plain) return toCents(plain[1] ?? '', plain[2] ?? '');
  const grouped = GROUPED_ME.exec(text) ?? GROUPED_EN.exec(text);
  if (!grouped) return null;
  return toCents((grouped[1] ?? '').replace(/[^\d]/g, ''), grouped[3] ?? '');
}

/** Euros as a (possibly fractional) number, e.g. from the calculator, to whole cents. */
export function eurosToCents(euros: number): number {
  if (!Number.isFinite(euros)) throw new RangeError(`Not a finite amount: ${euros}`);
  return Math.round(euros * 100);
}

export interface FormatEurOptions {
  /** Leave out ",00" when the amount is whole euros ("100 €"), for limits and marketing copy. */
  hideZeroCents?: boolean;
  /** Append "+" to the number, for open-ended amounts such as the top tier's "3.000+ €". */
  openEnded?: boolean;
}

/**
 * Formats cents as euros: "1.234,56 €" (sr-Latn-ME) or "€1,234.56" (en). Written by hand rather
 * than with Intl.NumberFormat so browser and server print byte-identical text whatever ICU data
 * they ship; a test checks it agrees with Node's Intl output.
 */
export function formatEur(
  cents: number,
  locale: MoneyLocale = 'sr-Latn-ME',
  options: FormatEurOptions = {},
): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be an integer: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const euros = Math.floor(abs / 100).toString();
  const rest = (abs % 100).toString().padStart(2, '0');
  const sr = locale === 'sr-Latn-ME';
  const grouped = euros.replace(/\B(?=(\d{3})+(?!\d))/g, sr ? '.' : ',');
  const showCents = !(options.hideZeroCents && rest === '00');
  const number = `${grouped}${showCents ? (sr ? ',' : '.') + rest : ''}${options.openEnded ? '+' : ''}`;
  return sr ? `${sign}${number}${NBSP}€` : `${sign}€${number}`;
}

/**
 * Splits a total into `count` instalments that differ by at most one cent and add up exactly to
 * the total; the first instalments carry the leftover cents.
 */
export function splitInstalments(totalCents: number, count: number): number[] {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) {
    throw new RangeError(`Total must be a non-negative integer of cents: ${totalCents}`);
  }
  if (!Number.isSafeInteger(count) || count < 1) {
    throw new RangeError(`Instalment count must be a positive integer: ${count}`);
  }
  const base = Math.floor(totalCents / count);
  const extra = totalCents % count;
  return Array.from({ length: count }, (_, index) => (index < extra ? base + 1 : base));
}
