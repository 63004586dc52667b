import { ApiError } from '#client/lib/api-client';

/**
 * The card network's refusal (402: declined, insufficient funds, expired, processing error), in
 * the page's language; null for anything else. It belongs at the card field: it says nothing
 * about the shopper's credit, which NaRate decides separately (422).
 */
export function cardDeclineMessage(error: unknown): string | null {
  return error instanceof ApiError && error.status === 402 ? error.message : null;
}
