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

export const ForgotPasswordSchema = z.object({ email: EmailSchema });
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
