import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CodeSentView, ContactVerifiedView } from '#shared/account';
import type { Locale } from '#shared/i18n/catalogue';
import { apiFetch } from '#client/lib/api-client';

export type ContactChannel = 'phone' | 'email';

/** The message with the code is written in the page's language (the header names it). */
export function sendVerificationCode(
  channel: ContactChannel,
  locale?: Locale,
): Promise<CodeSentView> {
  return apiFetch<CodeSentView>(`/me/${channel}-verification/send`, {
    method: 'POST',
    ...(locale ? { headers: { 'x-narate-locale': locale } } : {}),
  });
}

export function verifyContactCode(
  channel: ContactChannel,
  code: string,
): Promise<ContactVerifiedView> {
  return apiFetch<ContactVerifiedView>(`/me/${channel}-verification/verify`, { body: { code } });
}

/** After a verification the profile flags and the score have changed. */
export function useRefreshAfterVerification(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: ['me'] });
  }, [queryClient]);
}
