import type { Encryption } from '../security/encryption';

/** How the browser sees a JMBG: the last three digits only ("**********123"). */
export function maskJmbg(jmbg: string): string {
  return `${'*'.repeat(Math.max(jmbg.length - 3, 0))}${jmbg.slice(-3)}`;
}

/** Decrypts and masks a stored JMBG; null when none is stored or it cannot be read. */
export function maskedStoredJmbg(encryption: Encryption, stored: string | null): string | null {
  if (!stored) return null;
  try {
    return maskJmbg(encryption.decrypt(stored));
  } catch {
    // Encrypted under another key (e.g. a restored backup): show nothing rather than fail.
    return null;
  }
}
