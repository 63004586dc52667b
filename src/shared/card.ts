// Payment card input for the hosted checkout and the instalment payment form. The full card
// number only ever travels from this form to the payment provider: it is never stored or logged;
// what NaRate keeps is the brand and the last four digits (`describeCard`).
import { z } from 'zod';
import { validation as V } from './i18n/me/validation';

export const CARD_NUMBER_MIN_DIGITS = 12;
export const CARD_NUMBER_MAX_DIGITS = 19;

export const CARD_MESSAGES = {
  numberRequired: V.cardNumberRequired,
  numberInvalid: V.cardNumberInvalid,
  monthInvalid: V.cardMonthInvalid,
  yearInvalid: V.cardYearInvalid,
  expired: V.cardExpired,
  cvcInvalid: V.cardCvcInvalid,
} as const;

/** The digits of a typed card number; spaces and dashes people type between groups are dropped. */
export function normalizeCardNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check digit test every payment card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A plausible card number: 12-19 digits (after normalizing) that pass the Luhn check. */
export function isValidCardNumber(input: string): boolean {
  const digits = normalizeCardNumber(input);
  return (
    digits.length >= CARD_NUMBER_MIN_DIGITS &&
    digits.length <= CARD_NUMBER_MAX_DIGITS &&
    passesLuhn(digits)
  );
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'maestro' | 'unknown';

/** The card network from the number's leading digits (IIN ranges). */
export function cardBrand(input: string): CardBrand {
  const digits = normalizeCardNumber(input);
  if (/^4/.test(digits)) return 'visa';
  const firstFour = Number(digits.slice(0, 4));
  if (/^5[1-5]/.test(digits) || (firstFour >= 2221 && firstFour <= 2720)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(5[06-9]|6)/.test(digits)) return 'maestro';
  return 'unknown';
}

const BRAND_LABELS: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  maestro: 'Maestro',
  unknown: 'Kartica',
};

export interface CardSummary {
  brand: CardBrand;
  last4: string;
}

/** What may be stored and shown about a card: its brand and last four digits, nothing more. */
export function summarizeCard(input: string): CardSummary {
  const digits = normalizeCardNumber(input);
  return { brand: cardBrand(digits), last4: digits.slice(-4) };
}

/** "Visa •••• 4242". */
export function describeCard(summary: CardSummary): string {
  return `${BRAND_LABELS[summary.brand]} •••• ${summary.last4}`;
}

/** Two-digit years are this century's ("27" is 2027). */
export function normalizeExpiryYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/** A card is valid through the last day of its expiry month. `expMonth` is 1-12. */
export function isCardExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = normalizeExpiryYear(expYear);
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  return year < currentYear || (year === currentYear && expMonth < currentMonth);
}

/** A month or year typed as text ("06", "2027") or sent as a number, as a whole number. */
const wholeNumber = (message: string) =>
  z.union([z.string(), z.number()], { error: message }).transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (!/^\d{1,4}$/.test(text)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return Number(text);
  });

/**
 * The card fields of the checkout and payment forms. `now` is when the expiry is judged (a
 * function so the one schema instance stays correct across months; tests pass a fixed clock).
 * Output: the number as bare digits, the month 1-12 and a four-digit year.
 */
export function createCardSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      number: z
        .string({ error: CARD_MESSAGES.numberRequired })
        .transform(normalizeCardNumber)
        .pipe(
          z
            .string()
            .min(1, { error: CARD_MESSAGES.numberRequired })
            .refine(isValidCardNumber, { error: CARD_MESSAGES.numberInvalid }),
        ),
      expMonth: wholeNumber(CARD_MESSAGES.monthInvalid).pipe(
        z
          .number()
          .min(1, { error: CARD_MESSAGES.monthInvalid })
          .max(12, { error: CARD_MESSAGES.monthInvalid }),
      ),
      expYear: wholeNumber(CARD_MESSAGES.yearInvalid)
        .pipe(
          z
            .number()
            .min(0, { error: CARD_MESSAGES.yearInvalid })
            .max(2099, { error: CARD_MESSAGES.yearInvalid }),
        )
        .transform(normalizeExpiryYear)
        .pipe(z.number().min(2000, { error: CARD_MESSAGES.yearInvalid })),
      cvc: z
        .string({ error: CARD_MESSAGES.cvcInvalid })
        .trim()
        .regex(/^\d{3,4}$/, { error: CARD_MESSAGES.cvcInvalid }),
    })
    .refine((card) => !isCardExpired(card.expMonth, card.expYear, now()), {
      error: CARD_MESSAGES.expired,
      path: ['expMonth'],
    });
}

export const CardSchema = createCardSchema();
export type CardData = z.output<typeof CardSchema>;
