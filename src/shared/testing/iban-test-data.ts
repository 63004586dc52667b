// Made-up IBANs that pass every check, for tests and fixtures. Used only by tests.
import { composeIBAN } from 'ibantools';

/** ISO 7064 mod 97-10 check digits of a numeric string: 98 − (n·100 mod 97). */
function mod97CheckDigits(digits: string): string {
  return String(98n - ((BigInt(digits) * 100n) % 97n)).padStart(2, '0');
}

/**
 * A Montenegrin IBAN from 16 digits (3 of bank, 13 of account): the national check digits close
 * the account number and the IBAN's own check digits are computed over it.
 */
export function montenegrinIban(bankAndAccount: string): string {
  if (!/^\d{16}$/.test(bankAndAccount)) throw new RangeError('Expected exactly 16 digits');
  const bban = bankAndAccount + mod97CheckDigits(bankAndAccount);
  const iban = composeIBAN({ countryCode: 'ME', bban });
  if (!iban) throw new Error('composeIBAN refused a Montenegrin account number');
  return iban;
}
