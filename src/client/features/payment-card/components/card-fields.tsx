import type { UseFormRegisterReturn } from 'react-hook-form';
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

/** A fresh Idempotency-Key per attempt: a double click or a retried request pays once. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
