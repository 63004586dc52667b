import { Suspense, useState } from 'react';
import { useNeedsNetwork } from '#client/components/layout/offline-notice';
import { toast } from '#client/lib/toast';
import { z } from 'zod';
import type { ShopperOrderView } from '#shared/purchase-api';
import { cardDeclineMessage } from '#client/components/payment-card/card-decline-message';
import { HostedCardFields } from '#client/components/payment-card/hosted-card';
import { useHostedCardController } from '#client/components/payment-card/hosted-card-controller';
import { Button } from '#client/components/ui/button';
import { Checkbox } from '#client/components/ui/checkbox';
import { Dialog } from '#client/components/ui/dialog';
import { useI18n } from '#client/i18n/i18n-context';
import { useFormatters } from '#client/i18n/use-formatters';
import { ApiError } from '#client/lib/api-client';
import { useZodForm } from '#client/lib/use-zod-form';
import { mayHaveHappened, usePaymentKey } from '#client/lib/use-payment-key';
import { usePayInstalments } from '../api/orders';
import { usePaySavedCard, useSavedCard } from '../api/saved-card';
import { SavedCardChoice, useCardChoice } from '#client/components/payment-card/saved-card-choice';

export type PayScope = 'next' | 'rest';

/** The card itself is typed into the acquirer's fields; the form keeps only the choice to save it. */
const PayFormSchema = z.object({ saveCard: z.boolean().optional() });

/** Asks for the card and confirms the amount before paying the next instalment or the rest. */
export function PayDialog({
  order,
  scope,
  open,
  onOpenChange,
}: {
  order: ShopperOrderView;
  scope: PayScope;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useI18n();
  const p = t.plans;
  const { money } = useFormatters();
  const pay = usePayInstalments();
  const paySaved = usePaySavedCard();
  const savedCard = useSavedCard().data?.card ?? null;
  const [choice, setChoice] = useCardChoice(savedCard);
  const paymentKey = usePaymentKey();
  const next = order.nextInstalment;
  const amount = scope === 'rest' ? order.outstandingCents : (next?.owedCents ?? 0);
  const cardFields = useHostedCardController();
  // A card-fields payment pays once: after a refusal the fields open a fresh one.
  const [cardAttempt, setCardAttempt] = useState(0);
  const [cardError, setCardError] = useState<string | null>(null);
  const [confirmingCard, setConfirmingCard] = useState(false);
  const { register, handleSubmit, reset, watch } = useZodForm(PayFormSchema, {
    defaultValues: { saveCard: false },
  });
  const saveCard = watch('saveCard') === true;
  const payAgain = (message: string) => {
    setCardError(message);
    setCardAttempt((n) => n + 1);
  };

  const handlers = {
    onSuccess: (result: { score: { delta: number } }) => {
      paymentKey.answered();
      toast.success(p.paidToast, { description: p.paidToastText(result.score.delta) });
      reset();
      setCardError(null);
      onOpenChange(false);
    },
    onError: (error: Error) => {
      paymentKey.answered(error);
      const declined = cardDeclineMessage(error);
      if (declined) return payAgain(declined);
      if (error instanceof ApiError && error.code === 'card_payment_used') {
        return payAgain(error.message);
      }
      // An answer that may still come keeps the payment (and the key) for the retry.
      if (!mayHaveHappened(error)) setCardAttempt((n) => n + 1);
      toast.error(p.payFailed, {
        description: error instanceof ApiError ? error.message : t.shell.genericError,
      });
    },
  };
  const which = scope === 'next' && next ? { scope, sequence: next.sequence } : { scope };

  const onValid = async ({ saveCard: keep }: z.output<typeof PayFormSchema>) => {
    setCardError(null);
    setConfirmingCard(true);
    const card = await cardFields.current?.confirm();
    setConfirmingCard(false);
    if (!card) return setCardError(t.checkout.card.fieldsNotReady);
    if (card.kind !== 'completed') return setCardError(card.message);
    pay.mutate(
      {
        orderId: order.id,
        input: { ...which, paymentId: card.paymentId, saveCard: keep },
        key: paymentKey.current(),
      },
      handlers,
    );
  };
  const payWithSaved = () =>
    paySaved.mutate({ orderId: order.id, input: which, key: paymentKey.current() }, handlers);
  const pending = pay.isPending || paySaved.isPending || confirmingCard;
  const network = useNeedsNetwork();

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={scope === 'rest' || !next ? p.payTitleRest : p.payTitleNext(next.sequence)}
      description={p.payDescription(money(amount))}
      closeLabel={p.close}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={
          choice === 'saved'
            ? (event) => {
                event.preventDefault();
                payWithSaved();
              }
            : handleSubmit((data) => void onValid(data))
        }
      >
        {savedCard && <SavedCardChoice card={savedCard} choice={choice} onChange={setChoice} />}
        {choice === 'new' && (
          <>
            {/* Saving is decided before the card is typed: the payment is opened to keep it. */}
            <Checkbox label={t.cards.saveWhilePaying} {...register('saveCard')} />
            <Suspense
              fallback={
                <p className="min-h-[190px] text-slate-700">{t.checkout.card.fieldsLoading}</p>
              }
            >
              <HostedCardFields
                controllerRef={cardFields}
                request={{ purpose: 'instalments', orderId: order.id, ...which, saveCard }}
                attempt={cardAttempt}
                error={cardError}
              />
            </Suspense>
          </>
        )}
        {network.disabled && (
          <p id="pay-needs-network" role="alert" className="font-semibold text-amber-900">
            {t.app.needsNetwork} {t.app.offlineText}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {p.cancel}
          </Button>
          <Button
            type="submit"
            disabled={pending || network.disabled}
            aria-describedby={network.disabled ? 'pay-needs-network' : undefined}
          >
            {pending ? p.paying : p.confirmPay(money(amount))}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
