import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import type { CardInput } from '../../../shared/card';
import { useI18n } from '../../i18n/i18n-context';
import { ApiError } from '../../lib/api-client';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';

const CARD_KEYS = ['number', 'expMonth', 'expYear', 'cvc'] as const;
type CardKey = (typeof CARD_KEYS)[number];

/** The empty card a form starts with. */
export const EMPTY_CARD: CardInput = { number: '', expMonth: '', expYear: '', cvc: '' };

/** A form that holds the card under `card` and validates it with CardSchema. */
export interface CardForm<T extends FieldValues> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}

function cardErrors(errors: FieldErrors): Partial<Record<CardKey, { message?: string }>> {
  return (errors.card ?? {}) as Partial<Record<CardKey, { message?: string }>>;
}

/**
 * The card network's refusal (402: declined, insufficient funds, expired, processing error), in
 * the page's language; null for anything else. It belongs at the card field: it says nothing
 * about the shopper's credit, which NaRate decides separately (422).
 */
export function cardDeclineMessage(error: unknown): string | null {
  return error instanceof ApiError && error.status === 402 ? error.message : null;
}

/** Shows a card refusal under the card number and puts the cursor there. */
export function showCardDecline(
  message: string,
  setError: (
    name: never,
    error: { type: string; message: string },
    options: { shouldFocus: boolean },
  ) => void,
): void {
  setError('card.number' as never, { type: 'declined', message }, { shouldFocus: true });
}

/** The first card problem in field order, for the validation toast. */
export function firstCardMessage(errors: FieldErrors): string | undefined {
  const card = cardErrors(errors);
  return CARD_KEYS.map((key) => card[key]?.message).find((m): m is string => !!m);
}

/**
 * The card inputs of the checkout and the instalment payment, wired to the form's `card` field.
 * react-hook-form types a path against the form's own values, which this shared block cannot
 * name, hence the cast of the `card.*` paths.
 */
export function CardFields<T extends FieldValues>({ form }: { form: CardForm<T> }) {
  const { t } = useI18n();
  const c = t.checkout.card;
  const field = (key: CardKey) => form.register(`card.${key}` as Path<T>);
  const errors = Object.fromEntries(
    CARD_KEYS.map((key) => [key, cardErrors(form.errors)[key]?.message]),
  ) as Record<CardKey, string | undefined>;
  const fields = {
    number: field('number'),
    expMonth: field('expMonth'),
    expYear: field('expYear'),
    cvc: field('cvc'),
  };
  return (
    <div className="space-y-4">
      <FormField label={c.number} error={errors.number}>
        <Input inputMode="numeric" autoComplete="cc-number" maxLength={23} {...fields.number} />
      </FormField>
      {/* Month and year side by side, CVC under them: in three columns a 390 px phone or a
          narrow dialog wraps "Mjesec isteka (MM)" onto two lines. */}
      <div className="grid grid-cols-2 gap-3" data-testid="card-expiry-row">
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
