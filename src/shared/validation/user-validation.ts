// Field schemas for a person's account data, shared by sign-up, login and reset.
// Issues come out in the form's order because the UI shows only the first one.
import { z } from 'zod';
import { jmbgError, JMBG_LENGTH_MESSAGE } from '../jmbg';
import { toE164 } from '../phone';
import { hasDigit, hasLowercase, hasSpecialCharacter, hasUppercase } from '../password-characters';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX,
  PHONE_MIN,
} from './limits';
import { nameSchema } from './name-schema';
import { validation as V } from '../i18n/me/validation';

export const FirstNameSchema = nameSchema(NAME_MAX_LENGTH, {
  required: V.firstNameRequired,
  tooLong: V.firstNameTooLong,
  invalidCharacters: V.firstNameCharacters,
});

export const LastNameSchema = nameSchema(NAME_MAX_LENGTH, {
  required: V.lastNameRequired,
  tooLong: V.lastNameTooLong,
  invalidCharacters: V.lastNameCharacters,
});

const EMAIL_INVALID = V.emailInvalid;

// Lowercased because the address is the account's login key: "Ana@Mail.me" and "ana@mail.me"
// reach the same mailbox in practice and must not become two accounts.
export const EmailSchema = z
  .string({ error: EMAIL_INVALID })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: EMAIL_INVALID }).max(EMAIL_MAX_LENGTH, { error: V.emailTooLong }));

// Optional leading plus, then digits, spaces, hyphens and parentheses; 8-20 characters in all.
// The characters alone let "--------" through: the number must also be a real phone number
// (libphonenumber-js), and what is kept is its E.164 form.
const PHONE_PATTERN = new RegExp(`^(?=.{${PHONE_MIN},${PHONE_MAX}}$)\\+?[\\d ()-]+$`);
export const PHONE_INVALID = V.phoneInvalid;

export const PhoneSchema = z
  .string({ error: PHONE_INVALID })
  .trim()
  .regex(PHONE_PATTERN, { error: PHONE_INVALID })
  .transform((value, ctx) => {
    const e164 = toE164(value);
    if (e164 === null) {
      ctx.addIssue({ code: 'custom', message: PHONE_INVALID });
      return z.NEVER;
    }
    return e164;
  });

export const JmbgSchema = z
  .string({ error: JMBG_LENGTH_MESSAGE })
  .trim()
  .superRefine((value, ctx) => {
    const message = jmbgError(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

const PASSWORD_TOO_SHORT = V.passwordTooShort;

// Not trimmed: spaces are legitimate password characters.
export const PasswordSchema = z
  .string({ error: PASSWORD_TOO_SHORT })
  .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_TOO_SHORT })
  .max(PASSWORD_MAX_LENGTH, { error: V.passwordTooLong })
  .refine(hasLowercase, { error: V.passwordLowercase })
  .refine(hasUppercase, { error: V.passwordUppercase })
  .refine(hasDigit, { error: V.passwordDigit })
  .refine(hasSpecialCharacter, {
    error: V.passwordSpecial,
  });

export const PASSWORDS_MISMATCH_MESSAGE = V.passwordsMismatch;
