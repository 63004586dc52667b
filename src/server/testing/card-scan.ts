// Finds what looks like a card number in text: a run of 13 to 19 digits (spaces or dashes
// between groups allowed) that stands on its own and passes the Luhn check. Tests use it to show
// that no card number reached a table, a log line, a request or a callback.
//
// Digits inside a longer token (a hex digest, a random id, a UUID) are not a card number: one run
// in ten passes Luhn by chance, so counting them would make every scan of random ids flaky.
import { passesLuhn } from '../../shared/card';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const STANDALONE_DIGIT_RUN = /(?<![0-9A-Za-z_])\d(?:[ -]?\d){12,18}(?![0-9A-Za-z_])/g;

export function cardNumbersIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.replace(UUID, ' ').matchAll(STANDALONE_DIGIT_RUN)) {
    const digits = match[0].replace(/[ -]/g, '');
    if (passesLuhn(digits)) found.push(digits);
  }
  return found;
}
