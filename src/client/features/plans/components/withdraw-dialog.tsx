import { Suspense, useState, type FormEvent } from 'react';
import type { PlanRightsView } from '#shared/consumer-rights';
import type { ShopperOrderView } from '#shared/purchase-api';
import type { WithdrawInput } from '#shared/validation/consumer-rights-schemas';
import { cardDeclineMessage } from '#client/components/payment-card/card-decline-message';
import { HostedCardFields } from '#client/components/payment-card/hosted-card';
import { useHostedCardController } from '#client/components/payment-card/hosted-card-controller';
import { useI18n } from '#client/i18n/i18n-context';
import { useDayFormat } from '#client/i18n/use-day-format';
import { useFormatters } from '#client/i18n/use-formatters';
import { ApiError } from '#client/lib/api-client';
import { toast } from '#client/lib/toast';
import { mayHaveHappened, usePaymentKey } from '#client/lib/use-payment-key';
import { useWithdraw } from '../api/plan-rights';
import { useSavedCard } from '../api/saved-card';
import { PlanRightDialog, toastRightFailed } from './plan-right-dialog';
import { SavedCardChoice, useCardChoice } from '#client/components/payment-card/saved-card-choice';

/**
 * "Odustani od kredita": the remaining principal by card, no fee; the plan ends as withdrawn. The
 * saved card is offered first (one tap); a new card is typed into the acquirer's card fields.
 */
export function WithdrawDialog({
  order,
  rights,
  onClose,
}: {
  order: ShopperOrderView;
  rights: PlanRightsView;
  onClose(): void;
}) {
  const { t, locale } = useI18n();
  const w = t.rights.withdraw;
  const { money } = useFormatters();
  const day = useDayFormat();
  const withdraw = useWithdraw(locale);
  const paymentKey = usePaymentKey();
  const savedCard = useSavedCard().data?.card ?? null;
  const [choice, setChoice] = useCardChoice(savedCard);
  const cardFields = useHostedCardController();
  // A card-fields payment pays once: after a refusal the fields open a fresh one.
  const [cardAttempt, setCardAttempt] = useState(0);
  const [cardError, setCardError] = useState<string | null>(null);
  const [confirmingCard, setConfirmingCard] = useState(false);
  const amount = money(rights.withdrawalCents);

  const payAgain = (message: string) => {
    setCardError(message);
    setCardAttempt((n) => n + 1);
  };

  // The plan's actions (and this dialog) leave the page once the refreshed plan shows it
  // withdrawn, so the outcome is read from the promise, which settles whether or not the dialog
  // is still there; a mutate callback would be dropped with it.
  const send = async (input: WithdrawInput) => {
    try {
      await withdraw.mutateAsync({ orderId: order.id, input, key: paymentKey.current() });
      paymentKey.answered();
      toast.success(w.done, { description: w.doneText });
      onClose();
    } catch (error) {
      paymentKey.answered(error as Error);
      const declined = cardDeclineMessage(error);
      if (declined && choice === 'new') return payAgain(declined);
      if (error instanceof ApiError && error.code === 'card_payment_used') {
        return payAgain(error.message);
      }
      // An answer that may still come keeps the payment (and the key) for the retry.
      if (!mayHaveHappened(error as Error)) setCardAttempt((n) => n + 1);
      toastRightFailed(w.failed, error, t.shell.genericError);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (choice === 'saved') return send({ useSavedCard: true });
    setCardError(null);
    setConfirmingCard(true);
    const card = await cardFields.current?.confirm();
    setConfirmingCard(false);
    if (!card) return setCardError(t.checkout.card.fieldsNotReady);
    if (card.kind !== 'completed') return setCardError(card.message);
    return send({ paymentId: card.paymentId });
  };

  return (
    <PlanRightDialog
      title={w.title}
      description={w.description(amount, day(rights.withdrawalLastDay))}
      intro={<p className="mb-4 rounded-xl bg-slate-50 p-3 text-sm text-slate-700">{w.keeps}</p>}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
      pending={withdraw.isPending || confirmingCard}
      confirmLabel={w.confirm(amount)}
      workingLabel={w.working}
      confirmVariant="destructive"
    >
      <div className="space-y-4">
        {savedCard && <SavedCardChoice card={savedCard} choice={choice} onChange={setChoice} />}
        {choice === 'new' && (
          <Suspense
            fallback={
              <p className="min-h-[190px] text-slate-700">{t.checkout.card.fieldsLoading}</p>
            }
          >
            <HostedCardFields
              controllerRef={cardFields}
              request={{ purpose: 'withdrawal', orderId: order.id }}
              attempt={cardAttempt}
              error={cardError}
            />
          </Suspense>
        )}
      </div>
    </PlanRightDialog>
  );
}
