// Money below the UI is always an integer number of euro cents, so sums are exact and an
// instalment plan always adds up to the price.

export type MoneyLocale = 'sr-Latn-ME' | 'en';

// U+00A0 (no-break space) sits between the amount and the euro sign, as Intl prints it for
// sr-Latn-ME, so "1.234,56 €" never wraps across lines.
export const NBSP = '\u00a0';

const AMOUNT_PATTERN = /^(\d*)(?:[.,](\d{1,2}))?$/;

/**
 * Parses a euro amount typed by a person into cents. Either ',' or '.' is the decimal separator,
 * with at most two decimals. Thousands separators are not accepted ("1.234" would be ambiguous),
 * nor signs; anything else gives null.
 */
export function parseEurToCents(input: string): number | null {
  const match = AMOUNT_PATTERN.exec(input.trim());
  if (!match) return null;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return null;
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
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
