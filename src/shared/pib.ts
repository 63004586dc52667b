import { validation as V } from './i18n/me/validation';
// PIB, the tax identification number, checked beyond its length so a typo is caught at the form: 8
// digits is a Montenegrin PIB, 9 digits a Serbian one; each ends in a check digit.

export const PIB_LENGTH_MESSAGE = V.pibLength;
export const PIB_INVALID_MESSAGE = V.pibInvalid;

const MONTENEGRIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2] as const;

/** Check digit of a Montenegrin PIB: (−Σ wᵢ·dᵢ) mod 11 mod 10, weights 8..2. */
export function montenegrinPibCheckDigit(first7: string): number {
  if (!/^\d{7}$/.test(first7)) throw new RangeError('Expected exactly 7 digits');
  const sum = MONTENEGRIN_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(first7[i]), 0);
  // JavaScript's % keeps the sign of the dividend, so take the positive remainder explicitly.
  return ((11 - (sum % 11)) % 11) % 10;
}

/** Check digit of a Serbian PIB: ISO 7064 MOD 11,10 over the first 8 digits. */
export function serbianPibCheckDigit(first8: string): number {
  if (!/^\d{8}$/.test(first8)) throw new RangeError('Expected exactly 8 digits');
  let product = 10;
  for (const digit of first8) {
    const sum = (product + Number(digit)) % 10;
    product = ((sum === 0 ? 10 : sum) * 2) % 11;
  }
  return (11 - product) % 10;
}

/** The message for an invalid PIB, or null when it is valid. */
export function pibError(value: string): string | null {
  if (!/^\d{8,9}$/.test(value)) return PIB_LENGTH_MESSAGE;
  const body = value.slice(0, -1);
  const expected = value.length === 8 ? montenegrinPibCheckDigit(body) : serbianPibCheckDigit(body);
  return expected === Number(value.slice(-1)) ? null : PIB_INVALID_MESSAGE;
}

export function isValidPib(value: string): boolean {
  return pibError(value) === null;
}
