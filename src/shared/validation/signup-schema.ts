// The personal sign-up form. The same schema checks the form and the request.
import { z } from 'zod';
import {
  EmailSchema,
  FirstNameSchema,
  JmbgSchema,
  LastNameSchema,
  PASSWORDS_MISMATCH_MESSAGE,
  PasswordSchema,
  PhoneSchema,
} from './user-validation';
import { validation as V } from '../i18n/me/validation';

const TERMS_REQUIRED = V.termsOfUseRequired;

// The password match and the terms box are checked at object level, in that order, so the
// first issue follows the form's order (confirmPassword before agreeToTerms) even though the match
// needs both fields.
export const SignupSchema = z
  .object({
    firstName: FirstNameSchema,
    lastName: LastNameSchema,
    email: EmailSchema,
    phone: PhoneSchema,
    jmbg: JmbgSchema,
    password: PasswordSchema,
    confirmPassword: z.string({ error: PASSWORDS_MISMATCH_MESSAGE }),
    agreeToTerms: z.boolean({ error: TERMS_REQUIRED }),
    newsletterOptIn: z.boolean().default(false),
  })
  .refine((data) => data.password === data.confirmPassword, {
    error: PASSWORDS_MISMATCH_MESSAGE,
    path: ['confirmPassword'],
  })
  .refine((data) => data.agreeToTerms, { error: TERMS_REQUIRED, path: ['agreeToTerms'] });

export type SignupInput = z.input<typeof SignupSchema>;
export type SignupData = z.output<typeof SignupSchema>;

/** The display name stored at sign-up: first and last name joined with a space. */
export function signupDisplayName(firstName: string, lastName: string): string {
  return [firstName.trim(), lastName.trim()].filter((part) => part !== '').join(' ');
}
