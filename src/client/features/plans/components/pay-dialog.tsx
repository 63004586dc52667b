import { useNeedsNetwork } from '../../../components/layout/offline-notice';
import { toast } from '../../../lib/toast';
import { z } from 'zod';
import { CardSchema } from '../../../../shared/card';
import type { ShopperOrderView } from '../../../../shared/engine-api';
import {
  CardFields,
  EMPTY_CARD,
  cardDeclineMessage,
  firstCardMessage,
  showCardDecline,
} from '../../../components/payment-card/card-fields';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog } from '../../../components/ui/dialog';
import { useI18n } from '../../../i18n/i18n-context';
import { useFormatters } from '../../../i18n/use-formatters';
import { ApiError } from '../../../lib/api-client';
import { validationToastTitle, useZodForm } from '../../../lib/use-zod-form';
import { usePaymentKey } from '../../../lib/use-payment-key';
import { usePayInstalments } from '../api/orders';
import { usePaySavedCard, useSavedCard } from '../api/saved-card';
import { SavedCardChoice, useCardChoice } from './saved-card-choice';

export type PayScope = 'next' | 'rest';

const PayFormSchema = z.object({ card: CardSchema, saveCard: z.boolean().optional() });

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
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useZodForm(PayFormSchema, {
    defaultValues: { card: EMPTY_CARD },
  });

  const handlers = {
    onSuccess: (result: { score: { delta: number } }) => {
      paymentKey.answered();
      toast.success(p.paidToast, { description: p.paidToastText(result.score.delta) });
      reset();
      onOpenChange(false);
    },
    onError: (error: Error) => {
      paymentKey.answered(error);
      const declined = cardDeclineMessage(error);
      if (declined) return showCardDecline(declined, setError);
      toast.error(p.payFailed, {
        description: error instanceof ApiError ? error.message : t.shell.genericError,
      });
    },
  };
  const which = scope === 'next' && next ? { scope, sequence: next.sequence } : { scope };

  const onValid = ({ card, saveCard }: z.output<typeof PayFormSchema>) =>
    pay.mutate(
      { orderId: order.id, input: { ...which, card, saveCard }, key: paymentKey.current() },
      handlers,
    );
  const payWithSaved = () =>
    paySaved.mutate({ orderId: order.id, input: which, key: paymentKey.current() }, handlers);
  const pending = pay.isPending || paySaved.isPending;
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
            : handleSubmit(onValid, (e) => {
                const message = firstCardMessage(e);
                if (message) toast.error(validationToastTitle(), { description: message });
              })
        }
      >
        {savedCard && <SavedCardChoice card={savedCard} choice={choice} onChange={setChoice} />}
        {choice === 'new' && (
          <>
            <CardFields form={{ register, errors }} />
            <Checkbox label={t.cards.saveWhilePaying} {...register('saveCard')} />
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
