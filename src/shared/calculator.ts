// The landing-page instalment calculator: its limits, how it reads the free-text
// amount field, and the schedule it lists.
import { addMonthsClamped } from './dates';
import { eurosToCents, parseEurToCents, splitInstalments } from './money';

export const CALCULATOR_MIN_AMOUNT = 0;
export const CALCULATOR_MAX_AMOUNT = 5000;
export const AMOUNT_SLIDER_STEP = 50;
export const MIN_INSTALMENTS = 2;
export const MAX_INSTALMENTS = 12;
export const DEFAULT_AMOUNT = 600;
export const DEFAULT_INSTALMENTS = 3;
/** The plans a shopper can pick at checkout, and so the only ones the calculator offers. */
export const INSTALMENT_OPTIONS = [3, 6, 12] as const;
/** The schedule list collapses behind a toggle when it has more instalments than this. */
export const SCHEDULE_COLLAPSE_AFTER = 4;
export type InstalmentOption = (typeof INSTALMENT_OPTIONS)[number];

// Digits, separators and spaces, as people write amounts in either language ("1.234,56",
// "1,234.56"); partial input such as "", ".", "600," or "1.2" must pass so the person can keep
// typing. Whether the text is an amount is told under the field, not by refusing keys.
const AMOUNT_TEXT = /^[\d.,\s]{0,16}$/;

/** Keeps the new field text if it is made of amount characters, else the previous text. */
export function sanitizeAmountInput(raw: string, previous: string): string {
  return AMOUNT_TEXT.test(raw) ? raw : previous;
}

/**
 * The cents the field text stands for before clamping, or null when it is not an amount. Text
 * still being typed counts as what it has so far ("600," is 600 €); empty or a lone separator
 * is 0.
 */
export function readAmountText(text: string): number | null {
  const trimmed = text.trim().replace(/[.,]$/, '');
  if (trimmed === '') return 0;
  return parseEurToCents(trimmed);
}

function clampAmount(value: number): number {
  return Math.min(CALCULATOR_MAX_AMOUNT, Math.max(CALCULATOR_MIN_AMOUNT, value));
}

/**
 * The amount the field text stands for: empty or a lone separator is 0, text that is not an
 * amount is 0 (the field says so), values clamp to 0-5000.
 */
export function amountInputToValue(text: string): number {
  const cents = readAmountText(text);
  return cents === null ? CALCULATOR_MIN_AMOUNT : clampAmount(cents / 100);
}

/**
 * The text the field shows after it loses focus: "0" for empty input, clamped values shown, text
 * that is not an amount left as typed (to be corrected, with the message under the field).
 */
export function amountOnBlur(text: string): string {
  const trimmed = text.trim();
  const cents = readAmountText(trimmed);
  if (cents === null) return trimmed;
  const value = clampAmount(cents / 100);
  if (/^[.,]?$/.test(trimmed) || value * 100 !== cents) return String(value);
  // "600," becomes "600": a trailing separator means nothing once editing is over.
  return trimmed.replace(/[.,]$/, '');
}

/** One instalment as the calculator shows it: amount / count rounded to 2 decimals. */
export function instalmentAmount(amount: number, count: number): number {
  if (!Number.isInteger(count) || count < 1) {
    throw new RangeError(`Instalment count must be a positive integer: ${count}`);
  }
  return Math.round(eurosToCents(amount) / count) / 100;
}

export interface ScheduledInstalment {
  /** 1-based position in the plan. */
  index: number;
  dueDate: Date;
  cents: number;
}

/**
 * The plan for an amount: the first instalment is due at `start`, the rest monthly on the same
 * day (clamped to shorter months); the cents add up exactly to the amount.
 */
export function instalmentSchedule(
  amountEuros: number,
  count: number,
  start: Date,
): ScheduledInstalment[] {
  return splitInstalments(eurosToCents(amountEuros), count).map((cents, i) => ({
    index: i + 1,
    dueDate: addMonthsClamped(start, i),
    cents,
  }));
}

/**
 * Where the plan's cents differ from the headline instalment, so the calculator can say it in
 * words. The split gives the leftover cents to the first instalments, one each, so every
 * instalment is the headline or one cent off it: with the headline rounded down the first few are
 * one cent higher (1.000 € in 3: 333,33 €, the first 333,34 €), with it rounded up the last few
 * are one cent lower. Null when all instalments equal the headline.
 */
export function roundingDifference(
  totalCents: number,
  count: number,
  headlineCents: number,
): { which: 'first_higher' | 'last_lower'; instalments: number } | null {
  const parts = splitInstalments(totalCents, count);
  const higher = parts.filter((cents) => cents > headlineCents).length;
  const lower = parts.filter((cents) => cents < headlineCents).length;
  if (higher > 0) return { which: 'first_higher', instalments: higher };
  if (lower > 0) return { which: 'last_lower', instalments: lower };
  return null;
}
