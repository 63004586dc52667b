import { z } from 'zod';
import { CardSchema } from '../../../../shared/card';
import type { PlanRightsView } from '../../../../shared/consumer-rights';
import type { ShopperOrderView } from '../../../../shared/engine-api';
import {
  CardFields,
  EMPTY_CARD,
  cardDeclineMessage,
  firstCardMessage,
  showCardDecline,
} from '../../../components/payment-card/card-fields';
import { useI18n } from '../../../i18n/i18n-context';
import { useDayFormat } from '../../../i18n/use-day-format';
import { useFormatters } from '../../../i18n/use-formatters';
import { toast } from '../../../lib/toast';
import { usePaymentKey } from '../../../lib/use-payment-key';
import { validationToastTitle, useZodForm } from '../../../lib/use-zod-form';
import { useWithdraw } from '../api/plan-rights';
import { PlanRightDialog, toastRightFailed } from './plan-right-dialog';

const WithdrawFormSchema = z.object({ card: CardSchema });

/** "Odustani od kredita": the remaining principal by card, no fee; the plan ends as withdrawn. */
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
  const form = useZodForm(WithdrawFormSchema, { defaultValues: { card: EMPTY_CARD } });
  const amount = money(rights.withdrawalCents);

  // The plan's actions (and this dialog) leave the page once the refreshed plan shows it
  // withdrawn, so the outcome is read from the promise, which settles whether or not the dialog
  // is still there; a mutate callback would be dropped with it.
  const submit = form.handleSubmit(
    async ({ card }) => {
      try {
        await withdraw.mutateAsync({
          orderId: order.id,
          input: { card },
          key: paymentKey.current(),
        });
        paymentKey.answered();
        toast.success(w.done, { description: w.doneText });
        onClose();
      } catch (error) {
        paymentKey.answered(error as Error);
        const declined = cardDeclineMessage(error);
        if (declined) return showCardDecline(declined, form.setError);
        toastRightFailed(w.failed, error, t.shell.genericError);
      }
    },
    (errors) => {
      const first = firstCardMessage(errors);
      if (first) toast.error(validationToastTitle(), { description: first });
    },
  );

  return (
    <PlanRightDialog
      title={w.title}
      description={w.description(amount, day(rights.withdrawalLastDay))}
      intro={<p className="mb-4 rounded-xl bg-slate-50 p-3 text-sm text-slate-700">{w.keeps}</p>}
      onClose={onClose}
      onSubmit={submit}
      pending={withdraw.isPending}
      confirmLabel={w.confirm(amount)}
      workingLabel={w.working}
      confirmVariant="destructive"
    >
      <CardFields form={{ register: form.register, errors: form.formState.errors }} />
    </PlanRightDialog>
  );
}
