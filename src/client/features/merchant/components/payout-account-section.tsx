import { useMemo, useState } from 'react';
import { LOCALE_TAGS } from '#shared/i18n/catalogue';
import {
  PayoutAccountChangeSchema,
  type PayoutAccountChangeInput,
} from '#shared/validation/payout-account-schema';
import { sanitizeCodeInput, isCompleteCode } from '#shared/validation/verification-code';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { PasswordInput } from '#client/components/ui/password-input';
import { PayoutAccountFields } from '#client/components/payout-account/payout-account-fields';
import { Spinner } from '#client/components/ui/spinner';
import { useI18n } from '#client/i18n/i18n-context';
import { ApiError } from '#client/lib/api-client';
import { toast } from '#client/lib/toast';
import {
  applyServerFieldErrors,
  formErrorText,
  toastFirstError,
  useZodForm,
  validationToastTitle,
} from '#client/lib/use-zod-form';
import {
  useConfirmPayoutAccountChange,
  useDiscardPayoutAccountChange,
  usePayoutAccount,
  useRequestPayoutAccountChange,
} from '../api/payout-account';

const FIELD_ORDER = ['accountHolder', 'iban', 'bic', 'password'] as const;
const EMPTY: PayoutAccountChangeInput = { accountHolder: '', iban: '', bic: '', password: '' };

function useHoldTime() {
  const { locale } = useI18n();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Europe/Podgorica',
    });
    return (iso: string) => format.format(new Date(iso));
  }, [locale]);
}

/** The new account and the password; on success a code is emailed. */
function ChangeForm({ onDone }: { onDone: () => void }) {
  const { t } = useI18n();
  const p = t.payoutAccount;
  const request = useRequestPayoutAccountChange();
  const form = useZodForm(PayoutAccountChangeSchema, { defaultValues: EMPTY });
  const { register, handleSubmit, formState, setError } = form;
  const error = (name: (typeof FIELD_ORDER)[number]) => formState.errors[name]?.message;

  const onSubmit = handleSubmit(
    (data) =>
      request.mutateAsync(data).then(
        () => {
          toast.success(p.requestedTitle);
          onDone();
        },
        (failure: unknown) => {
          if (failure instanceof ApiError && failure.code === 'wrong_password') {
            setError('password', { type: 'server', message: failure.message });
          }
          if (applyServerFieldErrors(failure, setError)) {
            toast.error(validationToastTitle(), {
              description: formErrorText(failure as ApiError),
            });
            return;
          }
          toast.error(p.failedTitle, {
            description: failure instanceof ApiError ? failure.message : t.shell.genericError,
          });
        },
      ),
    (invalid) => toastFirstError(invalid, FIELD_ORDER),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 border-t border-slate-200 pt-4">
      <h3 className="text-base font-semibold text-slate-900">{p.formTitle}</h3>
      <PayoutAccountFields
        fields={{
          accountHolder: register('accountHolder'),
          iban: register('iban'),
          bic: register('bic'),
        }}
        labels={p}
        errors={{
          accountHolder: error('accountHolder'),
          iban: error('iban'),
          bic: error('bic'),
        }}
      />
      <FormField label={p.password} hint={p.passwordHint} error={error('password')}>
        <PasswordInput
          {...register('password')}
          autoComplete="current-password"
          showLabel={t.auth.common.showPassword}
          hideLabel={t.auth.common.hidePassword}
        />
      </FormField>
      <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">{p.holdNotice}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? p.submitting : p.submit}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {p.cancel}
        </Button>
      </div>
    </form>
  );
}

/** A change waiting for the emailed code. */
function ConfirmForm({ ibanMasked, email }: { ibanMasked: string; email: string }) {
  const { t } = useI18n();
  const p = t.payoutAccount;
  const confirm = useConfirmPayoutAccountChange();
  const discard = useDiscardPayoutAccountChange();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    confirm.mutate(code, {
      onSuccess: () => {
        setError(undefined);
        toast.success(p.confirmedTitle, { description: p.confirmedText });
      },
      onError: (failure) => {
        const message = failure instanceof ApiError ? failure.message : t.shell.genericError;
        setError(message);
        toast.error(p.failedTitle, { description: message });
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-xl bg-brand-50 p-4">
      <h3 className="text-base font-semibold text-slate-900">{p.pendingTitle}</h3>
      <p className="text-sm text-slate-800">{p.pendingText(email, ibanMasked)}</p>
      <p className="text-sm font-medium text-amber-900">{p.holdNotice}</p>
      <FormField label={p.code} error={error}>
        <Input
          value={code}
          onChange={(e) => setCode(sanitizeCodeInput(e.target.value))}
          inputMode="numeric"
          autoComplete="one-time-code"
          className="max-w-40 font-mono tracking-widest"
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={!isCompleteCode(code) || confirm.isPending}>
          {confirm.isPending ? p.confirming : p.confirm}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={discard.isPending}
          onClick={() => discard.mutate()}
        >
          {p.discard}
        </Button>
      </div>
    </form>
  );
}

/** "Bankovni račun za isplate": the account (IBAN masked), any hold, and the change flow. */
export function PayoutAccountSection({ email }: { email: string }) {
  const { t } = useI18n();
  const p = t.payoutAccount;
  const state = usePayoutAccount();
  const holdTime = useHoldTime();
  const [editing, setEditing] = useState(false);
  if (state.isPending) return <Spinner label={t.merchant.loading} className="py-8" />;
  if (state.isError) return <p role="alert">{t.merchant.loadFailed}</p>;
  const { account, payoutsHeldUntil, pendingChange } = state.data;
  return (
    <section
      aria-labelledby="payout-account-title"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div>
        <h2 id="payout-account-title" className="text-lg font-semibold text-slate-900">
          {p.title}
        </h2>
        <p className="text-sm text-slate-700">{p.intro}</p>
      </div>
      {account ? (
        <dl className="grid gap-3 sm:grid-cols-3">
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">
              {p.holder}
            </dt>
            <dd className="break-words text-slate-900">{account.holder}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{p.iban}</dt>
            <dd className="font-mono text-slate-900" data-testid="payout-iban">
              {account.ibanMasked}
            </dd>
          </div>
          {account.bic && (
            <div>
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">
                {p.bic}
              </dt>
              <dd className="font-mono text-slate-900">{account.bic}</dd>
            </div>
          )}
        </dl>
      ) : (
        <p className="text-sm text-slate-700">{p.none}</p>
      )}
      {payoutsHeldUntil && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-950">
          {p.held(holdTime(payoutsHeldUntil))}
        </p>
      )}
      {pendingChange ? (
        <ConfirmForm ibanMasked={pendingChange.ibanMasked} email={email} />
      ) : editing ? (
        <ChangeForm onDone={() => setEditing(false)} />
      ) : (
        <Button variant="outline" onClick={() => setEditing(true)}>
          {account ? p.change : p.add}
        </Button>
      )}
    </section>
  );
}
