// Finds what looks like a card number in text: 13 to 19 digits written plainly or in groups of
// four (spaces or dashes between them) that stand on their own and pass the Luhn check. Tests use it to show
// that no card number reached a table, a log line, a request or a callback.
//
// Digits inside a longer token (a hex digest, a random id, a UUID) are not a card number: one run
// in ten passes Luhn by chance, so counting them would make every scan of random ids flaky.
import { passesLuhn } from '#shared/card';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
// Two numbers joined by a dash or a space (a timestamp and a random suffix in a reference) are
// not one card number: only groups of four are read as one, and a run touching another digit
// group is left alone. Digits after a decimal point are a fraction (a random number written out),
// not a card number.
const STANDALONE_DIGIT_RUN =
  /(?<![0-9A-Za-z_]|\d[ .-])(?:\d{13,19}|\d{4}(?:[ -]\d{4}){2,3}(?:[ -]\d{1,4})?)(?![0-9A-Za-z_]|[ -]\d)/g;

// Card networks' numbers start with 2 to 6 (Mastercard 2 and 5, Amex, JCB and Diners 3, Visa 4,
// Discover, Maestro and UnionPay 6). Other runs of digits that pass Luhn (one in ten does, as a
// millisecond timestamp in an order reference or an idempotency key) are not card numbers.
const CARD_NETWORK_FIRST_DIGIT = /^[2-6]/;

export function cardNumbersIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.replace(UUID, ' ').matchAll(STANDALONE_DIGIT_RUN)) {
    const digits = match[0].replace(/[ -]/g, '');
    if (CARD_NETWORK_FIRST_DIGIT.test(digits) && passesLuhn(digits)) found.push(digits);
  }
  return found;
}
