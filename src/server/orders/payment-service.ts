// The shopper pays the next instalment or the whole rest early, without a fee, with the attempt
// pattern. Step 1 (one transaction): lock the credit row, then the order; check; commit a pending
// attempt (one per order at a time: the database refuses a second). Step 2: charge with no
// transaction open. Step 3 (settlePayment): mark the instalments paid, book the ledger, send the
// webhooks, store the client's answer. The score and the limit move later, on the due dates.
import type { CardData } from '#shared/card';
import type { PayInstalmentsResult } from '#shared/purchase-api';
import { lockCreditRow } from '../credit/repository';
import {
  collectableInstalments,
  payInstalments,
  restoreWrittenOff,
  type PaymentScope,
} from '../rules/instalments';
import type { CardFieldsPaymentSource, SavedCardSource } from '../payments/provider';
import { instalmentPaidTransaction, writeOffRecoveryTransactions } from '../rules/ledger-postings';
import { checkPayment, statusAfter, webhookEventsFor } from '../rules/order-state';
import { errorText, HttpError, httpErrorBody, notFound } from '../http/errors';
import type { ChargeDeclineCode } from '../payments/provider';
import { type IdempotencyClaim, type IdempotentResult } from '../http/idempotency';
import { postLedgerTransactions } from '../ledger/repository';
import { recordOrderEvents } from './order-events';
import {
  startChargeAttempt,
  refuseReusedCardPayment,
  refuseSecondPendingAttempt,
  runAttempt,
  type AttemptPlanBase,
  type Settler,
} from './attempts';
import type { OrderDeps } from './order-deps';
import { loadOrderBundle } from './order-bundles';
import { emailPaymentConfirmation } from './payment-emails';
import {
  findOrder,
  insertCardPayment,
  orderSnapshot,
  saveInstalmentChanges,
  setOrderStatus,
} from './order-repository';
import { ORDER_NOT_FOUND_MESSAGE } from './order-id';
import { paymentView, shopperOrderView } from './order-views';

export { ORDER_NOT_FOUND_MESSAGE };

export interface PayInstalmentsCommand {
  userId: string;
  orderId: string;
  scope: PaymentScope;
  /** The instalment the shopper saw as next; a stale page then cannot pay a later one. */
  sequence?: number;
  /** A card typed now, a card-fields payment, or the shopper's saved card. */
  card: CardData | SavedCardSource | CardFieldsPaymentSource;
  /** The attempt's id when the card fields' payment was opened with it (its charge's key). */
  attemptId?: string;
}

interface PaymentPlan extends AttemptPlanBase {
  scope: PaymentScope;
  sequences: number[];
}

export const settlePayment: Settler = async (trx, deps, attempt, outcomes, now) => {
  const plan = attempt.plan as PaymentPlan;
  const charge = outcomes[0];
  if (!charge || charge.status !== 'succeeded') {
    const failed = charge?.status === 'failed' ? charge : null;
    const error = new HttpError(
      402,
      (failed?.code as ChargeDeclineCode | undefined) ?? 'card_declined',
      failed?.message ?? errorText('card_declined'),
    );
    return {
      succeeded: false,
      failureCode: error.code,
      response: { statusCode: 402, body: httpErrorBody(error) },
    };
  }
  const userId = attempt.user_id;
  const orderId = attempt.order_id ?? '';
  if (!userId) throw new Error(`Payment attempt ${attempt.id} has no shopper`);
  const credit = await lockCreditRow(trx, userId);
  const loaded = await findOrder(trx, orderId, {}, { lock: true });
  if (!loaded) throw new Error(`Order ${orderId} vanished`);
  const before = orderSnapshot(loaded);
  const writtenOff = loaded.order.status === 'written_off';
  const payment = payInstalments(
    writtenOff ? collectableInstalments(loaded.instalments) : loaded.instalments,
    plan.scope,
  );
  if (!payment || payment.amountCents !== charge.amountCents) {
    // The pending attempt keeps every other change of the order out, so this cannot happen; if
    // it did, the attempt stays pending for a person to look at rather than booking a guess.
    throw new Error(`Payment attempt ${attempt.id} no longer matches order ${orderId}`);
  }
  const paidInstalments = writtenOff
    ? restoreWrittenOff(loaded.instalments, payment.instalments)
    : payment.instalments;
  await saveInstalmentChanges(trx, loaded.instalments, paidInstalments, now);
  const paymentId = await insertCardPayment(
    trx,
    {
      orderId,
      userId,
      purpose: 'instalments',
      provider: deps.provider.name,
      key: charge.key,
      chargeId: charge.chargeId ?? '',
      amountCents: charge.amountCents,
      card: charge.card,
      sequences: payment.sequences,
    },
    now,
  );
  await postLedgerTransactions(
    trx,
    loaded.order.merchant_id,
    // Paying a written-off order recovers a written-off amount.
    writtenOff
      ? writeOffRecoveryTransactions(orderId, payment.amountCents)
      : [instalmentPaidTransaction(orderId, payment.amountCents)],
    now,
  );

  // Score points and limit steps are not earned here: paying early is welcome, but the points
  // come on each instalment's due date (the credit review job), so paying off plans within
  // minutes cannot farm a score or a limit.
  const scoreBefore = credit.score;
  const action = plan.scope === 'next' ? 'pay_next' : 'pay_rest';
  // A written-off order stays written off (a final status); only its instalments are paid.
  if (!writtenOff) {
    const status = statusAfter({ ...before, instalments: payment.instalments }, action);
    await setOrderStatus(trx, orderId, status, now);
    await recordOrderEvents(trx, orderId, webhookEventsFor(action, before.status, status), now);
  }

  await emailPaymentConfirmation(trx, deps, paymentId, attempt.kind === 'autopay');

  const bundle = await loadOrderBundle(trx, orderId);
  const stored = bundle.payments.find((p) => p.id === paymentId);
  if (!stored) throw new Error('The payment just stored is missing');
  const body: PayInstalmentsResult = {
    order: shopperOrderView(bundle),
    payment: paymentView(stored),
    score: { score: credit.score, delta: credit.score - scoreBefore },
  };
  return { succeeded: true, response: { statusCode: 201, body } };
};

export async function payOrderInstalments(
  deps: OrderDeps,
  command: PayInstalmentsCommand,
  claim: IdempotencyClaim,
  now: Date = new Date(),
): Promise<IdempotentResult> {
  const started = await deps.db
    .transaction()
    .execute(async (trx) => {
      await lockCreditRow(trx, command.userId);
      const loaded = await findOrder(
        trx,
        command.orderId,
        { userId: command.userId },
        { lock: true },
      );
      if (!loaded) throw notFound(ORDER_NOT_FOUND_MESSAGE);
      const before = orderSnapshot(loaded);
      const check = checkPayment(before, command.scope, command.sequence);
      if (!check.ok) throw new HttpError(409, check.code, check.message);
      const payment = payInstalments(
        before.status === 'written_off'
          ? collectableInstalments(loaded.instalments)
          : loaded.instalments,
        command.scope,
      );
      if (!payment) throw new HttpError(409, 'nothing_to_pay');
      return startChargeAttempt(
        trx,
        {
          kind: 'instalments',
          orderId: loaded.order.id,
          userId: command.userId,
          merchantId: loaded.order.merchant_id,
          amountCents: payment.amountCents,
          ...(command.attemptId ? { id: command.attemptId } : {}),
        },
        { scope: command.scope, sequences: payment.sequences },
        claim,
        now,
      );
    })
    .catch(refuseReusedCardPayment)
    .catch(refuseSecondPendingAttempt);
  return runAttempt(deps, started.attemptId, started.calls, settlePayment, {
    card: command.card,
    now,
  });
}
