// Login, forgotten-password and reset-password forms; they share the sign-up email and password
// rules.
import { z } from 'zod';
import { EmailSchema, PASSWORDS_MISMATCH_MESSAGE, PasswordSchema } from './user-validation';

export const LoginSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  rememberMe: z.boolean().default(false),
});
export type LoginInput = z.input<typeof LoginSchema>;
export type LoginData = z.output<typeof LoginSchema>;

/**
 * `next`: the hosted checkout the request came from, so the emailed link brings the shopper back
 * to the same basket after the new password. Only a checkout path is kept (see RESET_NEXT_PATTERN).
 */
export const ForgotPasswordSchema = z.object({
  email: EmailSchema,
  next: z.string().max(200).optional(),
});
/** The pages a reset link may return to: a hosted checkout session. */
export const RESET_NEXT_PATTERN = /^\/checkout\/[A-Za-z0-9_-]{1,100}$/;
export type ForgotPasswordData = z.output<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = z
  .object({
    password: PasswordSchema,
    confirmPassword: z.string({ error: PASSWORDS_MISMATCH_MESSAGE }),
  })
  .refine((data) => data.password === data.confirmPassword, {
    error: PASSWORDS_MISMATCH_MESSAGE,
    path: ['confirmPassword'],
  });
export type ResetPasswordData = z.output<typeof ResetPasswordSchema>;
