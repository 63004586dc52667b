import { Link } from 'react-router';
import { toast } from '#client/lib/toast';
import { ROUTES } from '#shared/routes';
import {
  BUSINESS_TYPES,
  MONTHLY_REVENUE_RANGES,
  PartnerApplicationSchema,
  type PartnerApplicationInput,
} from '#shared/validation/partner-schema';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Checkbox } from '#client/components/ui/checkbox';
import { FormField } from '#client/components/ui/form-field';
import { Input, Textarea } from '#client/components/ui/input';
import { Select } from '#client/components/ui/select';
import { PayoutAccountFields } from '#client/components/payout-account/payout-account-fields';
import { useI18n } from '#client/i18n/i18n-context';
import {
  applyServerFieldErrors,
  toastFirstError,
  useZodForm,
  formErrorText,
  validationToastTitle,
} from '#client/lib/use-zod-form';
import { ApiError } from '#client/lib/api-client';
import { useSubmitPartnerApplication } from '../api/submit-partner-application';

/** The form's field order: the first invalid field in this order is the one the toast names. */
const FIELD_ORDER = [
  'companyName',
  'pib',
  'businessType',
  'website',
  'monthlyRevenue',
  'contactFirstName',
  'contactLastName',
  'contactEmail',
  'contactPhone',
  'message',
  'accountHolder',
  'iban',
  'bic',
  'agreeToTerms',
] as const;

// The selects start on their placeholder and the box unticked: values the schema refuses, which
// is why this is cast; submitting them unchanged shows the schema's messages.
const EMPTY = {
  companyName: '',
  pib: '',
  businessType: '',
  website: '',
  monthlyRevenue: '',
  contactFirstName: '',
  contactLastName: '',
  contactEmail: '',
  contactPhone: '',
  message: '',
  accountHolder: '',
  iban: '',
  bic: '',
  agreeToTerms: false,
} as unknown as PartnerApplicationInput;

/**
 * The partner application (company and contact sections), checked with the same schema as the
 * server.
 */
export function PartnerApplicationForm() {
  const { t } = useI18n();
  const labels = t.partners.form;
  const submit = useSubmitPartnerApplication();
  const form = useZodForm(PartnerApplicationSchema, { defaultValues: EMPTY });
  const { register, handleSubmit, formState, reset, setError } = form;
  const errors = formState.errors;
  const error = (name: (typeof FIELD_ORDER)[number]) => errors[name]?.message;

  const onValid = handleSubmit(
    (data) =>
      submit.mutateAsync(data).then(
        () => {
          toast.success(t.partners.toast.successTitle, {
            description: t.partners.toast.successDescription,
          });
          reset();
        },
        (failure: unknown) => {
          if (applyServerFieldErrors(failure, setError)) {
            toast.error(validationToastTitle(), {
              description: formErrorText(failure as ApiError),
            });
            return;
          }
          toast.error(t.partners.toast.errorTitle, {
            description:
              failure instanceof ApiError && failure.status === 429
                ? failure.message
                : t.partners.toast.errorDescription,
          });
        },
      ),
    (invalid) => toastFirstError(invalid, FIELD_ORDER),
  );

  return (
    <Card className="p-5 sm:p-8">
      <h2 className="text-2xl font-bold tracking-tight">{labels.title}</h2>
      <p className="mt-1 text-slate-600">{labels.intro}</p>
      <form method="post" onSubmit={onValid} noValidate className="mt-6 space-y-8">
        <fieldset className="space-y-4">
          <legend className="mb-2 text-lg font-semibold">{labels.companySection}</legend>
          <FormField label={labels.companyName} error={error('companyName')}>
            <Input {...register('companyName')} autoComplete="organization" maxLength={200} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={labels.pib} hint={labels.pibHint} error={error('pib')}>
              <Input {...register('pib')} inputMode="numeric" autoComplete="off" maxLength={9} />
            </FormField>
            <FormField label={labels.businessType} error={error('businessType')}>
              <Select {...register('businessType')}>
                <option value="" disabled>
                  {labels.businessTypePlaceholder}
                </option>
                {BUSINESS_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t.partners.businessTypes[type]}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={labels.website} error={error('website')}>
              <Input
                {...register('website')}
                type="url"
                inputMode="url"
                autoComplete="url"
                placeholder={labels.websitePlaceholder}
                maxLength={255}
              />
            </FormField>
            <FormField label={labels.monthlyRevenue} error={error('monthlyRevenue')}>
              <Select {...register('monthlyRevenue')}>
                <option value="" disabled>
                  {labels.monthlyRevenuePlaceholder}
                </option>
                {MONTHLY_REVENUE_RANGES.map((range) => (
                  <option key={range} value={range}>
                    {t.partners.monthlyRevenueRanges[range]}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="mb-2 text-lg font-semibold">{labels.contactSection}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={labels.contactFirstName} error={error('contactFirstName')}>
              <Input {...register('contactFirstName')} autoComplete="given-name" maxLength={50} />
            </FormField>
            <FormField label={labels.contactLastName} error={error('contactLastName')}>
              <Input {...register('contactLastName')} autoComplete="family-name" maxLength={50} />
            </FormField>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={labels.contactEmail} error={error('contactEmail')}>
              <Input
                {...register('contactEmail')}
                type="email"
                inputMode="email"
                autoComplete="email"
                maxLength={255}
              />
            </FormField>
            <FormField label={labels.contactPhone} error={error('contactPhone')}>
              <Input
                {...register('contactPhone')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder={labels.contactPhonePlaceholder}
                maxLength={20}
              />
            </FormField>
          </div>
          <FormField label={labels.message} error={error('message')}>
            <Textarea
              {...register('message')}
              placeholder={labels.messagePlaceholder}
              maxLength={2000}
            />
          </FormField>
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="mb-2 text-lg font-semibold">{labels.payoutSection}</legend>
          <p className="text-sm text-slate-600">{labels.payoutIntro}</p>
          <PayoutAccountFields
            fields={{
              accountHolder: register('accountHolder'),
              iban: register('iban'),
              bic: register('bic'),
            }}
            labels={{ ...labels, holder: labels.accountHolder }}
            errors={{
              accountHolder: error('accountHolder'),
              iban: error('iban'),
              bic: error('bic'),
            }}
          />
          <div>
            <Checkbox
              {...register('agreeToTerms')}
              label={
                <>
                  {labels.agreeToTermsBefore}
                  <a
                    href="/uslovi-za-partnere"
                    target="_blank"
                    rel="noopener"
                    className="font-semibold text-brand-700 underline"
                  >
                    {labels.agreeToTermsLink}
                  </a>
                  {labels.agreeToTermsMiddle}
                  <a
                    href="/privatnost"
                    target="_blank"
                    rel="noopener"
                    className="font-semibold text-brand-700 underline"
                  >
                    {labels.agreeToPrivacyLink}
                  </a>
                  {labels.agreeToTermsAfter}
                </>
              }
              aria-invalid={errors.agreeToTerms ? true : undefined}
              aria-describedby={errors.agreeToTerms ? 'agree-to-terms-error' : undefined}
            />
            {errors.agreeToTerms?.message && (
              <p
                id="agree-to-terms-error"
                role="alert"
                className="mt-1 text-sm font-medium text-red-700"
              >
                {errors.agreeToTerms.message}
              </p>
            )}
          </div>
        </fieldset>

        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <Button type="submit" size="lg" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? labels.submitting : labels.submit}
          </Button>
          <p className="text-sm text-slate-600">
            {t.partners.personal.text}{' '}
            <Link to={ROUTES.signup} className="font-semibold text-brand-700 underline">
              {t.partners.personal.link}
            </Link>
          </p>
        </div>
      </form>
    </Card>
  );
}
