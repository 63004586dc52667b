// The bank account a merchant's payouts go to. An IBAN is kept in its electronic form (upper case,
// no spaces) and checked by its country's length and format and the ISO 7064 mod-97 check digits,
// so a typo is caught at the form instead of as a returned transfer days later. People read it in
// groups of four; screens and emails that only need to recognise it show a masked form.
import {
  electronicFormatIBAN,
  getCountrySpecifications,
  isSEPACountry,
  validateBIC,
  validateIBAN,
} from 'ibantools';
import { validation as V } from './i18n/me/validation';

/** Upper case without spaces: how an IBAN is stored and sent to the bank. */
export function electronicIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** The message for an IBAN that cannot be paid to, or null when it is valid. */
export function ibanError(raw: string): string | null {
  const iban = electronicIban(raw);
  if (iban === '') return V.ibanRequired;
  if (!/^[A-Z0-9]+$/.test(iban)) return V.ibanCharacters;
  const country = iban.slice(0, 2);
  const spec = /^[A-Z]{2}$/.test(country) ? getCountrySpecifications()[country] : undefined;
  if (!spec?.chars) return V.ibanCountry;
  if (iban.length !== spec.chars) {
    return country === 'ME' ? V.ibanMontenegroLength : V.ibanLength;
  }
  // Format of the country's account number, the IBAN's mod-97 check digits and, where a country
  // has them (Montenegro does), the national account check digits.
  return validateIBAN(electronicFormatIBAN(iban) ?? iban).valid ? null : V.ibanInvalid;
}

export function isValidIban(value: string): boolean {
  return ibanError(value) === null;
}

/** A BIC (SWIFT code): bank, country, location and an optional branch; 8 or 11 characters. */
export function isValidBic(value: string): boolean {
  const bic = value.trim().toUpperCase();
  return /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic) && validateBIC(bic).valid;
}

/**
 * Whether a transfer to this IBAN needs the bank's BIC: not for Montenegrin accounts (the bank is
 * in the account number) nor for the SEPA area (IBAN-only transfers); elsewhere banks ask for it.
 */
export function bicRequiredFor(iban: string): boolean {
  const country = electronicIban(iban).slice(0, 2);
  return country !== 'ME' && !isSEPACountry(country);
}

/** Groups of four for reading: ME25 5050 0001 2345 6789 51. */
export function formatIban(iban: string): string {
  return electronicIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Enough to recognise the account and too little to use it: country, check digits and the last two
 * characters, with a fixed number of stars whatever the country's length (ME25 **** **** **** **51).
 */
export function maskIban(iban: string): string {
  const value = electronicIban(iban);
  return `${value.slice(0, 4)} **** **** **** **${value.slice(-2)}`;
}
