import { useMemo, useRef } from 'react';
import { ApiError } from './api-client';

/** A fresh Idempotency-Key. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * Whether the server may still be working on (or may already have done) a payment whose answer
 * did not arrive: a lost connection, a server error, a pending card answer or a request still in
 * progress. Its retry must carry the same Idempotency-Key, so the card is charged at most once.
 */
export function mayHaveHappened(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status >= 500 || error.code === 'idempotency_in_progress';
}

/**
 * One Idempotency-Key per payment the person means to make: the same key for every retry while
 * the outcome is unknown, a new one once the server has answered for good.
 */
export function usePaymentKey() {
  const key = useRef<string | null>(null);
  return useMemo(
    () => ({
      current: () => (key.current ??= newIdempotencyKey()),
      /** After an answer: keep the key only when the payment may have happened. */
      answered: (error?: unknown) => {
        if (error === undefined || !mayHaveHappened(error)) key.current = null;
      },
    }),
    [],
  );
}
