// JMBG, the 13-digit national identification number (DDMMYYYRRBBBK), checked beyond its length:
// a real, past date of birth and a correct control digit, so a typo is caught at the form.
import { daysInMonth } from './dates';
import { validation as V } from './i18n/me/validation';

export const JMBG_LENGTH_MESSAGE = V.jmbgLength;
export const JMBG_INVALID_MESSAGE = V.jmbgInvalid;

const JMBG_WEIGHTS = [7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/**
 * The control digit K for the first 12 digits:
 * 11 − ((7·(a1+a7) + 6·(a2+a8) + … + 2·(a6+a12)) mod 11), with 10 and 11 becoming 0.
 */
export function jmbgControlDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new RangeError('Expected exactly 12 digits');
  const sum = JMBG_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(first12[i]), 0);
  const control = 11 - (sum % 11);
  return control > 9 ? 0 : control;
}

/** The year from YYY, which drops the millennium digit: 990 is 1990, 005 is 2005. */
export function jmbgBirthYear(yyy: number): number {
  return yyy >= 800 ? 1000 + yyy : 2000 + yyy;
}

function birthDateIsValid(value: string, now: Date): boolean {
  const day = Number(value.slice(0, 2));
  const month = Number(value.slice(2, 4));
  const year = jmbgBirthYear(Number(value.slice(4, 7)));
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return false;
  // Compare calendar dates only: someone born today is valid, tomorrow is not.
  const birth = year * 10_000 + month * 100 + day;
  const today = now.getFullYear() * 10_000 + (now.getMonth() + 1) * 100 + now.getDate();
  return birth <= today;
}

/** The message for an invalid JMBG, or null when it is valid. `now` is for tests. */
export function jmbgError(value: string, now: Date = new Date()): string | null {
  if (!/^\d{13}$/.test(value)) return JMBG_LENGTH_MESSAGE;
  if (!birthDateIsValid(value, now)) return JMBG_INVALID_MESSAGE;
  if (jmbgControlDigit(value.slice(0, 12)) !== Number(value[12])) return JMBG_INVALID_MESSAGE;
  return null;
}

export function isValidJmbg(value: string, now: Date = new Date()): boolean {
  return jmbgError(value, now) === null;
}
