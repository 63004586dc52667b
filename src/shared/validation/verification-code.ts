// The six-digit email and phone verification code: digits only, exactly six.
import { z } from 'zod';
import { VERIFICATION_CODE_LENGTH } from './limits';
import { validation as V } from '../i18n/me/validation';

const CODE_PATTERN = new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`);

/** What the code field keeps of typed or pasted text: ASCII digits only, at most six. */
export function sanitizeCodeInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH);
}

/** The verify button is enabled only for exactly six digits. */
export function isCompleteCode(code: string): boolean {
  return CODE_PATTERN.test(code);
}

const WRONG_CODE = V.verificationCodeInvalid;

export const VerificationCodeSchema = z
  .string({ error: WRONG_CODE })
  .trim()
  .regex(CODE_PATTERN, { error: WRONG_CODE });
