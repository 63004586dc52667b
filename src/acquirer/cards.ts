// The local acquirer's test cards: what each number does, as card sandboxes have them. Any other
// number that passes the Luhn check is approved.

export type Outcome =
  | 'approved'
  | 'declined'
  | 'insufficient_funds'
  | 'expired'
  | 'processing_error'
  | 'answer_lost'
  | 'invalid_number';

export const TEST_CARDS = {
  approved: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  processingError: '4000000000000119',
  /** Carried out, but the first answer for its order number is lost. */
  answerLost: '4000000000003055',
  /** Asks the shopper for a 3-D Secure challenge (Approve / Deny) before paying. */
  threeDSecure: '4000000000003220',
} as const;

const OUTCOMES: Readonly<Record<string, Outcome>> = {
  [TEST_CARDS.declined]: 'declined',
  [TEST_CARDS.insufficientFunds]: 'insufficient_funds',
  [TEST_CARDS.expired]: 'expired',
  [TEST_CARDS.processingError]: 'processing_error',
  [TEST_CARDS.answerLost]: 'answer_lost',
};

/** Monri's response code for each outcome. */
export const RESPONSE_CODES: Readonly<Record<Outcome, string>> = {
  approved: '0000',
  answer_lost: '0000',
  declined: '1005',
  insufficient_funds: '1051',
  expired: '1054',
  processing_error: '1096',
  invalid_number: '1014',
};

// The acquirer is another company's system and shares no code with NaRate, so it checks card
// numbers with its own copy of the Luhn test.
// jscpd:ignore-start
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
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
// jscpd:ignore-end

export function outcomeOf(number: string, expMonth: number, expYear: number, now: Date): Outcome {
  if (!passesLuhn(number)) return 'invalid_number';
  const year = expYear < 100 ? 2000 + expYear : expYear;
  const endOfMonth = Date.UTC(year, expMonth, 1);
  if (!(expMonth >= 1 && expMonth <= 12) || endOfMonth <= now.getTime()) return 'expired';
  return OUTCOMES[number] ?? 'approved';
}

export function needsChallenge(number: string): boolean {
  return number === TEST_CARDS.threeDSecure;
}

export function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'master';
  if (/^3[47]/.test(number)) return 'amex';
  return 'maestro';
}

export function maskedPan(number: string): string {
  return `${number.slice(0, 6)}******${number.slice(-4)}`;
}
