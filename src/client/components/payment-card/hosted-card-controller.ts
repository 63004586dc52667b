// What a payment form needs from the acquirer's hosted card fields, without loading them: the
// form owns a controller, the (lazily loaded) fields fill it in once they are mounted.
import { useRef } from 'react';
import type { OpenedCardPayment } from '#shared/purchase-api';
import type { OpenCardPaymentInput } from '#shared/validation/purchase-schemas';
import { apiFetch } from '#client/lib/api-client';

/** What confirming the card in the fields came to. */
export type HostedCardOutcome =
  /** The acquirer has the shopper's answer (paid, declined or 3-D Secure denied): NaRate's
   * confirmation with this payment id tells which, and charges nothing twice. */
  | { kind: 'completed'; paymentId: string }
  /** The card was refused before any payment (a mistyped number or CVC): fix and try again. */
  | { kind: 'invalid'; message: string }
  /** The fields are not there (still loading, or failed to load). */
  | { kind: 'not-ready'; message: string };

export interface HostedCardFieldsApi {
  confirm(): Promise<HostedCardOutcome>;
}

/** A controller the form passes to <HostedCardFields> and calls `confirm` on at submit. */
export function useHostedCardController() {
  return useRef<HostedCardFieldsApi | null>(null);
}

export type HostedCardController = ReturnType<typeof useHostedCardController>;

/** Opens a payment at the acquirer for what the shopper is about to pay (amount set by NaRate). */
export function openCardPayment(input: OpenCardPaymentInput): Promise<OpenedCardPayment> {
  return apiFetch<OpenedCardPayment>('/payments/card-payments', { body: input });
}
