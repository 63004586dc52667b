// Phone numbers are parsed with libphonenumber-js (its metadata knows each country's lengths and
// prefixes) and stored in E.164 ("+38267123456"), so one number written two ways ("067 123 456",
// "+382 67 123 456") is one number: a verified phone can then belong to one account only.
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** Numbers written without a country code are read as Montenegrin. */
export const DEFAULT_PHONE_COUNTRY = 'ME';

/** The number in E.164, or null when it is not a valid phone number of any country. */
export function toE164(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value, DEFAULT_PHONE_COUNTRY);
  return parsed?.isValid() ? parsed.number : null;
}
