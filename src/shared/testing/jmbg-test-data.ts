// Builds valid JMBG numbers for tests and the demo seed, so no real person's number is needed.
import { jmbgControlDigit } from '../jmbg';

/**
 * A JMBG for the given birth date (month 1-12) with the control digit computed. `region` is two
 * digits (26 is Podgorica), `serial` three digits.
 */
export function makeValidJmbg(
  day: number,
  month: number,
  year: number,
  region = '26',
  serial = '123',
): string {
  if (!/^\d{2}$/.test(region) || !/^\d{3}$/.test(serial)) {
    throw new RangeError('Region must be 2 digits and serial 3 digits');
  }
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  const first12 = `${pad(day, 2)}${pad(month, 2)}${pad(year % 1000, 3)}${region}${serial}`;
  return `${first12}${jmbgControlDigit(first12)}`;
}
