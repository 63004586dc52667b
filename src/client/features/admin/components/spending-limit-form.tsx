import { useId, useState, type FormEvent } from 'react';
import { toast } from '#client/lib/toast';
import type { AdminUserDetail } from '#shared/admin-api';
import { fillTemplate } from '#shared/i18n/format';
import { parseEurToCents } from '#shared/money';
import { spendingLimitError } from '#shared/admin-limit';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { useI18n } from '#client/i18n/i18n-context';
import { ApiError } from '#client/lib/api-client';
import { useUserAction } from '../api/user-actions';
import { useAdminFormat } from '../use-admin-format';

/** Euros with a comma, as a person in Montenegro types them: 10000 → "100,00". */
function centsToInput(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}

/** Sets a new limit between 0 and the band's ceiling; the server checks the same rule. */
export function SpendingLimitForm({ user }: { user: AdminUserDetail }) {
  const { t } = useI18n();
  const format = useAdminFormat();
  const labels = t.admin.user.limitForm;
  const formId = useId();
  const [value, setValue] = useState(centsToInput(user.spendingLimitCents));
  const [error, setError] = useState<string | undefined>();
  const action = useUserAction(user.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = parseEurToCents(value);
    const problem = cents === null ? labels.invalidAmount : spendingLimitError(cents, user.score);
    if (problem || cents === null) {
      setError(problem ?? labels.invalidAmount);
      return;
    }
    setError(undefined);
    action.mutate(
      { kind: 'spendingLimit', spendingLimitCents: cents },
      {
        onSuccess: (detail) => {
          setValue(centsToInput(detail.spendingLimitCents));
          toast.success(fillTemplate(labels.success, { amount: format.money(cents) }));
        },
        onError: (failure) => {
          const message =
            failure instanceof ApiError ? failure.message : t.admin.common.actionError;
          setError(message);
          toast.error(message);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-labelledby={`${formId}-title`} noValidate className="space-y-3">
      <h3 id={`${formId}-title`} className="font-semibold">
        {labels.title}
      </h3>
      <FormField
        label={labels.label}
        error={error}
        hint={fillTemplate(labels.hint, { amount: format.money(user.limitCeilingCents) })}
      >
        <Input
          name="spendingLimit"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </FormField>
      <Button type="submit" disabled={action.isPending}>
        {labels.submit}
      </Button>
    </form>
  );
}
