import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShopperReviewView } from '#shared/consumer-rights';
import type { Locale } from '#shared/i18n/catalogue';
import { apiFetch } from '#client/lib/api-client';
import { checkoutSessionKey } from './checkout-session';

/** Asks a person to review the declined purchase; the server finds the decline itself. */
export function useRequestReview(sessionId: string, locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<{ review: ShopperReviewView; message: string }>(
        `/checkout/sessions/${encodeURIComponent(sessionId)}/review-request`,
        { method: 'POST', headers: { 'x-narate-locale': locale } },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkoutSessionKey(sessionId) }),
  });
}
