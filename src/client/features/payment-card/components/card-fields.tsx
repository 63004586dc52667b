import { useMemo, useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useI18n } from '../../../i18n/i18n-context';

export interface CardFieldRegistrations {
  number: UseFormRegisterReturn;
  expMonth: UseFormRegisterReturn;
  expYear: UseFormRegisterReturn;
  cvc: UseFormRegisterReturn;
}

export interface CardFieldErrors {
  number?: string | undefined;
  expMonth?: string | undefined;
  expYear?: string | undefined;
  cvc?: string | undefined;
}

/** The card inputs of the checkout and the instalment payment (CardSchema validates them). */
export function CardFields({
  fields,
  errors,
}: {
  fields: CardFieldRegistrations;
  errors: CardFieldErrors;
}) {
  const { t } = useI18n();
  const c = t.checkout.card;
  return (
    <div className="space-y-4">
      <FormField label={c.number} error={errors.number}>
        <Input inputMode="numeric" autoComplete="cc-number" maxLength={23} {...fields.number} />
      </FormField>
      <div className="grid grid-cols-3 gap-3">
        <FormField label={c.expMonth} error={errors.expMonth}>
          <Input
            inputMode="numeric"
            autoComplete="cc-exp-month"
            maxLength={2}
            {...fields.expMonth}
          />
        </FormField>
        <FormField label={c.expYear} error={errors.expYear}>
          <Input inputMode="numeric" autoComplete="cc-exp-year" maxLength={4} {...fields.expYear} />
        </FormField>
        <FormField label={c.cvc} error={errors.cvc}>
          <Input inputMode="numeric" autoComplete="cc-csc" maxLength={4} {...fields.cvc} />
        </FormField>
      </div>
      <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{c.testHint}</p>
    </div>
  );
}

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
