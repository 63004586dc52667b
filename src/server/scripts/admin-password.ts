import { PasswordSchema } from '#shared/validation/user-validation';

/**
 * What ADMIN_PASSWORD lacks under the password rules every account follows (empty when it
 * passes): an admin made with a password the login form refuses could never sign in, and the
 * most powerful account must not have the weakest password.
 */
export function adminPasswordProblems(password: string): string[] {
  const parsed = PasswordSchema.safeParse(password);
  return parsed.success ? [] : [...new Set(parsed.error.issues.map((issue) => issue.message))];
}
