import type { CodeSentView } from '#shared/account';
import type { Locale } from '#shared/i18n/catalogue';
import { apiFetch } from '#client/lib/api-client';

/** Emails the signed-in shopper a verification code, written in the page's language. */
export function sendEmailCode(locale: Locale): Promise<CodeSentView> {
  return apiFetch<CodeSentView>('/me/email-verification/send', {
    method: 'POST',
    headers: { 'x-narate-locale': locale },
  });
}

export async function verifyEmailCode(code: string): Promise<void> {
  await apiFetch('/me/email-verification/verify', { body: { code } });
}
