import { toast } from '#client/lib/toast';
import {
  CreditworthinessSchema,
  type CreditworthinessView,
} from '#shared/validation/creditworthiness-schema';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { useI18n } from '#client/i18n/i18n-context';
import { useFormatters } from '#client/i18n/use-formatters';
import { ApiError } from '#client/lib/api-client';
import { toastFirstError, useZodForm } from '#client/lib/use-zod-form';
import { useDeclareCreditworthiness } from '../api/lending';

const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/** Monthly net income and fixed obligations, declared before the first limit above 100 EUR. */
export function DeclarationForm({ view }: { view: CreditworthinessView }) {
  const { t } = useI18n();
  const l = t.lending;
  const { money, date } = useFormatters();
  const declare = useDeclareCreditworthiness();
  const current = view.declaration;
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useZodForm(CreditworthinessSchema, {
    defaultValues: {
      monthlyIncome: current ? euros(current.monthlyIncomeCents) : '',
      monthlyObligations: current ? euros(current.monthlyObligationsCents) : '',
    },
  });
  return (
    <form
      noValidate
      aria-labelledby="declaration-title"
      className="space-y-4"
      onSubmit={handleSubmit(
        // The server reads the euros as typed, with the same schema.
        () => {
          declare.mutate(
            {
              monthlyIncome: getValues('monthlyIncome'),
              monthlyObligations: getValues('monthlyObligations'),
            },
            {
              onSuccess: () => toast.success(l.declarationSaved),
              onError: (error) =>
                toast.error(l.declarationFailed, {
                  description: error instanceof ApiError ? error.message : undefined,
                }),
            },
          );
        },
        (e) => toastFirstError(e, ['monthlyIncome', 'monthlyObligations']),
      )}
    >
      <h3 id="declaration-title" className="font-semibold text-slate-900">
        {l.declarationTitle}
      </h3>
      <p className="text-sm text-slate-700">{l.declarationLead}</p>
      {current && (
        <p className="text-sm font-medium text-slate-800" data-testid="declaration-summary">
          {l.declaredOn(date(current.declaredAt), money(current.disposableIncomeCents))}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={l.income} error={errors.monthlyIncome?.message} hint={l.incomeHint}>
          <Input inputMode="decimal" autoComplete="off" {...register('monthlyIncome')} />
        </FormField>
        <FormField
          label={l.obligations}
          error={errors.monthlyObligations?.message}
          hint={l.obligationsHint}
        >
          <Input inputMode="decimal" autoComplete="off" {...register('monthlyObligations')} />
        </FormField>
      </div>
      <Button type="submit" disabled={declare.isPending}>
        {declare.isPending ? l.declarationSaving : l.declarationSave}
      </Button>
    </form>
  );
}
