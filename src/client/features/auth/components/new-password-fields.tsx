import type { FieldErrors, Path, UseFormRegister, UseFormWatch } from 'react-hook-form';
import { FormField } from '#client/components/ui/form-field';
import { PasswordInput } from '#client/components/ui/password-input';
import { useI18n } from '#client/i18n/i18n-context';
import { PasswordStrengthMeter } from './password-strength-meter';

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/**
 * A new password with its strength meter and the confirmation, as sign-up and the password reset
 * ask for it. react-hook-form types paths against the form's own values, which this shared block
 * cannot name, hence the casts of the two field names.
 */
export function NewPasswordFields<T extends NewPasswordValues>({
  register,
  watch,
  errors,
  labels,
}: {
  register: UseFormRegister<T>;
  watch: UseFormWatch<T>;
  errors: FieldErrors<NewPasswordValues>;
  labels: { password: string; confirmPassword: string };
}) {
  const { t } = useI18n();
  const common = t.auth.common;
  return (
    <>
      <div className="space-y-2">
        <FormField
          label={labels.password}
          error={errors.password?.message}
          hint={t.auth.signup.passwordHint}
        >
          <PasswordInput
            autoComplete="new-password"
            showLabel={common.showPassword}
            hideLabel={common.hidePassword}
            {...register('password' as Path<T>)}
          />
        </FormField>
        <PasswordStrengthMeter password={String(watch('password' as Path<T>) ?? '')} />
      </div>
      <FormField label={labels.confirmPassword} error={errors.confirmPassword?.message}>
        <PasswordInput
          autoComplete="new-password"
          showLabel={common.showPassword}
          hideLabel={common.hidePassword}
          {...register('confirmPassword' as Path<T>)}
        />
      </FormField>
    </>
  );
}
