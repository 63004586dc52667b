import { summarizeCard } from '#shared/card';

/**
 * A request body with its card reduced to what may be kept (brand, last four, expiry), for the
 * Idempotency-Key fingerprint: a hash of a full card number must never be stored.
 */
export function withoutCardNumber(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const { card, ...rest } = body as Record<string, unknown>;
  if (card === null || typeof card !== 'object') return body;
  const { number, cvc: _cvc, ...cardRest } = card as Record<string, unknown>;
  return {
    ...rest,
    card: { ...cardRest, ...(typeof number === 'string' ? summarizeCard(number) : {}) },
  };
}
