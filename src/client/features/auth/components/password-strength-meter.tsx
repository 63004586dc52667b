import { passwordStrength, type PasswordStrengthLevel } from '#shared/password-strength';
import { useI18n } from '#client/i18n/i18n-context';
import { cn } from '#client/lib/cn';

const BAR: Record<PasswordStrengthLevel, string> = {
  weak: 'bg-red-600',
  medium: 'bg-yellow-500',
  strong: 'bg-green-600',
};
const TEXT: Record<PasswordStrengthLevel, string> = {
  weak: 'text-red-700',
  medium: 'text-yellow-800',
  strong: 'text-green-700',
};

/**
 * Strength meter (scored in shared/password-strength): a 0-100 bar, red / yellow / green, with its
 * label.
 */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useI18n();
  if (!password) return null;
  const strength = passwordStrength(password);
  return (
    <div className="space-y-1" data-testid="password-strength">
      <div
        role="meter"
        aria-label={t.auth.strength.label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={strength.score}
        aria-valuetext={t.auth.strength[strength.level]}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cn('h-full rounded-full transition-all', BAR[strength.level])}
          style={{ width: `${strength.score}%` }}
        />
      </div>
      <p aria-live="polite" className={cn('text-sm font-medium', TEXT[strength.level])}>
        {t.auth.strength[strength.level]}
      </p>
    </div>
  );
}
