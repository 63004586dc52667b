// Finds what looks like a card number in text: a run of 13 to 19 digits (spaces or dashes
// between groups allowed) that passes the Luhn check. Tests use it to show that no card number
// reached a table, a log line, a request or a callback.
import { passesLuhn } from '../../shared/card';

const DIGIT_RUN = /\d(?:[ -]?\d){12,18}/g;

export function cardNumbersIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(DIGIT_RUN)) {
    const digits = match[0].replace(/[ -]/g, '');
    // Every window of a longer run: a number may sit inside a longer string of digits.
    for (let length = 13; length <= Math.min(19, digits.length); length += 1) {
      for (let start = 0; start + length <= digits.length; start += 1) {
        const candidate = digits.slice(start, start + length);
        if (passesLuhn(candidate)) found.push(candidate);
      }
    }
  }
  return found;
}
