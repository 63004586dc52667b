import { FileText } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { toast } from '#client/lib/toast';
import { z } from 'zod';
import type { CheckoutSessionPublicView, ConfirmCheckoutResult } from '#shared/purchase-api';
import {
  ConfirmCheckoutSchema,
  type OpenCardPaymentInput,
} from '#shared/validation/purchase-schemas';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { cardDeclineMessage } from '#client/components/payment-card/card-decline-message';
import { HostedCardFields } from '#client/components/payment-card/hosted-card';
import { useHostedCardController } from '#client/components/payment-card/hosted-card-controller';
import { SavedCardChoice, useCardChoice } from '#client/components/payment-card/saved-card-choice';
import { Checkbox } from '#client/components/ui/checkbox';
import { InstalmentSchedule } from '#client/components/instalments/instalment-schedule';
import { useI18n } from '#client/i18n/i18n-context';
import { useFormatters } from '#client/i18n/use-formatters';
import { ApiError } from '#client/lib/api-client';
import { validationToastTitle, useZodForm } from '#client/lib/use-zod-form';
import { mayHaveHappened, usePaymentKey } from '#client/lib/use-payment-key';
import { useConfirmCheckout, type ConfirmCheckoutInput } from '../api/checkout-session';
import { ApprovedConfirmation } from './approved-confirmation';
import { DeclineReview, type DeclineDetails } from './decline-review';
import { PrecontractInfo } from './precontract-info';

/**
 * Radio buttons give text: the form reads "6" as 6, then the shared schema decides. The card is
 * not in the form: it is typed into the acquirer's fields, and the form sends the payment's id.
 */
const CheckoutFormSchema = ConfirmCheckoutSchema.omit({ card: true }).extend({
  instalments: z.coerce.number().pipe(ConfirmCheckoutSchema.shape.instalments),
});

/** The plan lengths a checkout offers, as the card payment's opening takes them. */
type CheckoutCount = Extract<OpenCardPaymentInput, { purpose: 'checkout' }>['instalments'];

type Outcome =
  | { kind: 'declined'; decline: DeclineDetails }
  | { kind: 'approved'; result: ConfirmCheckoutResult }
  | null;

function firstMessage(errors: FieldErrors): string | undefined {
  return [errors.instalments?.message, errors.acceptTerms?.message].find(
    (m): m is string => typeof m === 'string' && m !== '',
  );
}

/** Plan choice with its schedule, the pre-contract information, the card, and the decision. */
export function CheckoutForm({
  session,
  onClosed,
}: {
  session: CheckoutSessionPublicView;
  /** The session stopped being open meanwhile (409): show the closed page. */
  onClosed: () => void;
}) {
  const { t, locale } = useI18n();
  const c = t.checkout;
  const { money } = useFormatters();
  const confirm = useConfirmCheckout(session.id, locale);
  const paymentKey = usePaymentKey();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const cardFields = useHostedCardController();
  // A card-fields payment pays once: after a refusal the fields open a fresh one.
  const [cardAttempt, setCardAttempt] = useState(0);
  const [cardError, setCardError] = useState<string | null>(null);
  const [confirmingCard, setConfirmingCard] = useState(false);
  // A saved card pays in one tap (charged after the approval); "Nova kartica" opens the fields.
  const savedCard = session.shopper?.savedCard ?? null;
  const [cardChoice, setCardChoice] = useCardChoice(savedCard);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useZodForm(CheckoutFormSchema, {
    defaultValues: {
      // Radio values are text: the default must be text too, or no plan shows as chosen.
      instalments: '3',
      acceptTerms: false as unknown as true,
    },
  });
  const count = Number(watch('instalments'));
  const plan = session.plans.find((p) => p.instalmentCount === count) ?? session.plans[0];
  if (!plan) return null;
  const firstAmount = plan.instalments[0]?.amountCents ?? 0;

  if (outcome?.kind === 'declined') {
    return (
      <DeclineReview
        sessionId={session.id}
        cancelUrl={session.cancelUrl}
        title={c.declinedTitle}
        decline={outcome.decline}
      />
    );
  }
  if (outcome?.kind === 'approved') return <ApprovedConfirmation result={outcome.result} />;

  const payAgain = (message: string) => {
    setCardError(message);
    setCardAttempt((n) => n + 1);
  };

  const onValid = async (input: z.output<typeof CheckoutFormSchema>) => {
    setCardError(null);
    if (cardChoice === 'saved') return confirmMutation({ ...input, useSavedCard: true });
    setConfirmingCard(true);
    const card = await cardFields.current?.confirm();
    setConfirmingCard(false);
    if (!card) return setCardError(c.card.fieldsNotReady);
    if (card.kind !== 'completed') return setCardError(card.message);
    confirmMutation({ ...input, paymentId: card.paymentId });
  };

  const confirmMutation = (input: ConfirmCheckoutInput) =>
    confirm.mutate(
      { input, key: paymentKey.current() },
      {
        onSuccess: (result) => {
          paymentKey.answered();
          // The confirmation screen comes first; its button takes the shopper to the shop.
          setOutcome({ kind: 'approved', result });
          toast.success(c.approvedTitle);
        },
        onError: (error) => {
          paymentKey.answered(error);
          const declined = cardDeclineMessage(error);
          if (declined) {
            payAgain(declined);
          } else if (error instanceof ApiError && error.code === 'card_payment_used') {
            payAgain(error.message);
          } else if (error instanceof ApiError && error.status === 422) {
            setOutcome({
              kind: 'declined',
              decline: {
                code: error.code,
                reason: error.message,
                reviewable: error.details.reviewable === true,
                review: null,
              },
            });
          } else if (error instanceof ApiError && error.status === 409) {
            onClosed();
          } else {
            // An answer that may still come keeps the payment (and the key) for the retry.
            if (!mayHaveHappened(error)) setCardAttempt((n) => n + 1);
            toast.error(c.paymentFailedTitle, {
              description: error instanceof ApiError ? error.message : t.shell.genericError,
            });
          }
        },
      },
    );

  return (
    <Card className="space-y-6">
      {session.shopper?.approvedByReview && (
        <p
          role="status"
          className="rounded-xl bg-emerald-50 p-3 text-sm font-medium text-emerald-900"
        >
          {t.rights.decline.approvedNotice}
        </p>
      )}
      <form
        method="post"
        noValidate
        className="space-y-6"
        onSubmit={handleSubmit(
          (data) => void onValid(data),
          (e) => {
            const message = firstMessage(e);
            if (message) toast.error(validationToastTitle(), { description: message });
          },
        )}
      >
        <fieldset className="space-y-3">
          <legend className="text-lg font-semibold text-slate-900">{c.planTitle}</legend>
          <p className="text-sm font-medium text-emerald-800">{c.noInterest}</p>
          <div className="grid gap-2 sm:grid-cols-3">
            {session.plans.map((option) => (
              <label
                key={option.instalmentCount}
                className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  value={option.instalmentCount}
                  className="h-4 w-4 accent-brand-700"
                  {...register('instalments')}
                />
                <span className="text-sm text-slate-900">
                  {c.planOption(
                    option.instalmentCount,
                    money(option.instalments[1]?.amountCents ?? option.totalCents),
                  )}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <InstalmentSchedule
          caption={c.scheduleCaption(plan.instalmentCount)}
          showCaption
          instalments={plan.instalments}
          totalCents={plan.totalCents}
          testId="plan-schedule"
        />
        <PrecontractInfo info={session.precontract} plan={plan} />
        <p className="text-sm">
          <a
            href={`/api/checkout/sessions/${encodeURIComponent(session.id)}/precontract.pdf?instalments=${plan.instalmentCount}&locale=${locale}`}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1 font-semibold text-brand-700 underline"
            data-testid="precontract-pdf"
          >
            <FileText aria-hidden="true" className="h-4 w-4" />
            {t.lending.precontractPdf}
          </a>
        </p>
        <fieldset className="space-y-3">
          <legend className="text-lg font-semibold text-slate-900">{c.cardTitle}</legend>
          <p className="text-sm text-slate-700">{c.cardText}</p>
          {savedCard && (
            <SavedCardChoice card={savedCard} choice={cardChoice} onChange={setCardChoice} />
          )}
          {cardChoice === 'saved' && cardError && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {cardError}
            </p>
          )}
          {cardChoice === 'new' && (
            <Suspense
              fallback={<p className="min-h-[190px] text-slate-700">{c.card.fieldsLoading}</p>}
            >
              <HostedCardFields
                controllerRef={cardFields}
                request={{
                  purpose: 'checkout',
                  sessionId: session.id,
                  instalments: plan.instalmentCount as CheckoutCount,
                }}
                attempt={cardAttempt}
                error={cardError}
              />
            </Suspense>
          )}
        </fieldset>
        <div className="space-y-2">
          <Checkbox
            label={c.acceptTerms}
            aria-invalid={errors.acceptTerms ? true : undefined}
            {...register('acceptTerms')}
          />
          {errors.acceptTerms?.message && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {errors.acceptTerms.message}
            </p>
          )}
        </div>
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={confirm.isPending || confirmingCard}
        >
          {confirm.isPending || confirmingCard ? c.confirming : c.confirm(money(firstAmount))}
        </Button>
      </form>
      <p className="text-center text-sm">
        <a href={session.cancelUrl} className="font-semibold text-brand-700 underline">
          {c.cancel}
        </a>
      </p>
    </Card>
  );
}
