import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { JMBG_LENGTH } from '#shared/validation/limits';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';

type PhoneAndJmbg = FieldValues & { phone: string; jmbg: string };

/**
 * The phone and JMBG fields of a shopper's identity, as sign-up and the identity form ask for
 * them: one markup, so both forms offer the same keyboard, autofill and length.
 */
export function PhoneAndJmbgFields<T extends PhoneAndJmbg>({
  register,
  errors,
  labels,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<PhoneAndJmbg>;
  labels: { phone: string; phoneHint: string; jmbg: string; jmbgHint: string };
}) {
  return (
    <>
      <FormField label={labels.phone} error={errors.phone?.message} hint={labels.phoneHint}>
        <Input type="tel" autoComplete="tel" inputMode="tel" {...register('phone' as Path<T>)} />
      </FormField>
      <FormField label={labels.jmbg} error={errors.jmbg?.message} hint={labels.jmbgHint}>
        <Input
          inputMode="numeric"
          autoComplete="off"
          maxLength={JMBG_LENGTH}
          {...register('jmbg' as Path<T>)}
        />
      </FormField>
    </>
  );
}
