import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';

export interface PayoutAccountFieldLabels {
  holder: string;
  iban: string;
  ibanHint: string;
  bic: string;
  bicHint: string;
}

/**
 * The account a merchant is paid to: holder, IBAN and BIC, as the partner application and the
 * merchant area both ask for them. IBAN and BIC are codes, so no autocorrection or spelling check.
 */
export function PayoutAccountFields({
  fields,
  labels,
  errors,
}: {
  fields: Record<'accountHolder' | 'iban' | 'bic', UseFormRegisterReturn>;
  labels: PayoutAccountFieldLabels;
  errors: Partial<Record<'accountHolder' | 'iban' | 'bic', string | undefined>>;
}) {
  return (
    <>
      <FormField label={labels.holder} error={errors.accountHolder}>
        <Input {...fields.accountHolder} autoComplete="organization" maxLength={140} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={labels.iban} hint={labels.ibanHint} error={errors.iban}>
          <Input
            {...fields.iban}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={42}
          />
        </FormField>
        <FormField label={labels.bic} hint={labels.bicHint} error={errors.bic}>
          <Input
            {...fields.bic}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={14}
          />
        </FormField>
      </div>
    </>
  );
}
