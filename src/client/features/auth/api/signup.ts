import type { SignupStartedView } from '#shared/account';
import type { Locale } from '#shared/i18n/catalogue';
import type { SessionPayload } from '#shared/session';
import type { SignupData } from '#shared/validation/signup-schema';
import { apiFetch } from '#client/lib/api-client';

/**
 * Step 1: the server keeps the form and emails a code. The language the form is shown in goes
 * with it: the account's emails, SMS and documents are written in it.
 */
export function startSignup(data: SignupData, locale: Locale): Promise<SignupStartedView> {
  return apiFetch<SignupStartedView>('/accounts/signup', { body: { ...data, locale } });
}

export function resendSignupCode(signupToken: string): Promise<SignupStartedView> {
  return apiFetch<SignupStartedView>('/accounts/signup/resend', { body: { signupToken } });
}

/** Step 2: the right code creates the account and signs in. */
export function verifySignup(signupToken: string, code: string): Promise<SessionPayload> {
  return apiFetch<SessionPayload>('/accounts/signup/verify', { body: { signupToken, code } });
}
