// Merchant refunds and cancellations with the attempt pattern. A refund first lowers what the
// shopper owes, newest instalments first; what exceeds that goes back to the shopper's card
// (newest charges first), one provider refund per charge, each with its own key. NaRate gives
// back the fee on the refunded part and the merchant owes the rest: it lowers the order's payout,
// or after the payout it is a receivable netted from the merchant's later payout batches. A
// cancellation is a refund of everything still refundable, allowed until an instalment beyond
// the first is paid.
//
// Step 1 commits the decided refund as a pending attempt (one per order at a time); step 2 sends
// the card refunds with no transaction open, stopping at the first failure; step 3 books exactly
// what reached the card. When a card refund fails part-way, the part that reached the card (and
// the lowering of what is owed) is booked as a refund of that amount and the answer is 502
// card_refund_failed with `refundedCents`: the books match the provider and a new request can
// refund the rest.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newResourceId } from '../db/ids';
import { refundFeeChange, refundTransaction } from '../rules/ledger-postings';
import { checkCancel, checkRefund, statusAfter, webhookEventsFor } from '../rules/order-state';
import { allocateRefund, allocateReturnToCharges } from '../rules/refund-allocation';
import { errorMessage, HttpError, httpErrorBody, notFound } from '../http/errors';
import { storeResponse, type IdempotencyClaim, type IdempotentResult } from '../http/idempotency';
import { postLedgerTransactions } from '../ledger/repository';
import { recordOrderEvents } from './order-events';
import {
  PAYMENT_IN_PROGRESS_MESSAGE,
  recordAttemptPlan,
  refuseSecondPendingAttempt,
  runAttempt,
  type AttemptPlanBase,
  type ProviderCall,
  type Settler,
} from './attempts';
import { insertPendingAttempt } from './attempt-repository';
import { findUserEmail } from '../auth/user-email-repository';
import type { OrderDeps, RefundAnswerAs } from './order-deps';
import { refundEmail } from './emails';
import { loadOrderBundle, type OrderBundle } from './order-bundles';
import {
  addRefundToPayment,
  findOrder,
  findPendingAttempt,
  listCardPayments,
  orderSnapshot,
  saveOrderRefundState,
  saveInstalmentChanges,
  type LoadedOrder,
  insertRefund,
} from './order-repository';
import { ORDER_NOT_FOUND_MESSAGE } from './payment-service';
import { endDisputeByRefund, type DisputeActor } from './dispute-resolution';
import { findUserLocale } from '../notifications/recipient-locale';

export interface RefundCommand {
  merchantId: string;
  orderId: string;
  kind: 'refund' | 'cancellation';
  /** For a refund: omitted means everything still refundable. Ignored for a cancellation. */
  amountCents?: number;
  reason?: string;
  answerAs: RefundAnswerAs;
  /** Who answers an open return or dispute with this refund (the refund ends it). */
  disputeActor?: DisputeActor;
}

export interface RefundOutcome {
  refundId: string;
  bundle: OrderBundle;
}

export const CARD_REFUND_FAILED_MESSAGE = errorMessage('card_refund_failed');

interface CardRefund {
  paymentId: string;
  providerRefundId: string;
  amountCents: number;
}

interface RefundPlan extends AttemptPlanBase {
  kind: 'refund' | 'cancellation';
  amountCents: number;
  reducedOwedCents: number;
  reason: string | null;
  answerAs: RefundAnswerAs;
  disputeActor?: DisputeActor;
}

/**
 * Books a refund of `amount` whose card part went back as `cardRefunds`: instalments, payments,
 * order, ledger, refund row, webhooks and the shopper's email, in the caller's transaction.
 */
async function bookRefund(
  trx: Kysely<Database>,
  deps: OrderDeps,
  loaded: LoadedOrder,
  refund: {
    kind: 'refund' | 'cancellation';
    amountCents: number;
    reason: string | null;
    cardRefunds: CardRefund[];
    disputeActor?: DisputeActor;
  },
  now: Date,
): Promise<RefundOutcome> {
  const { order } = loaded;
  const before = orderSnapshot(loaded);
  const amount = refund.amountCents;
  const allocation = allocateRefund(loaded.instalments, amount, {
    orderTotalCents: order.total_cents,
    alreadyRefundedCents: order.refunded_cents,
  });
  if (!allocation.ok) throw new HttpError(400, allocation.code, allocation.message);
  const toCard = refund.cardRefunds.reduce((sum, r) => sum + r.amountCents, 0);
  if (toCard !== allocation.returnedToShopperCents) {
    throw new Error(`Refund on ${order.id}: ${toCard} reached the card, allocation says otherwise`);
  }
  const fee = refundFeeChange(
    order.total_cents,
    order.refunded_cents,
    amount,
    order.fee_basis_points,
  );
  // What the merchant owes back stays on merchant_payable: it lowers an unpaid payout, or after
  // the payout it is a receivable from the merchant that a later payout batch nets. No cash
  // comes from the merchant here.
  await postLedgerTransactions(
    trx,
    order.merchant_id,
    [
      refundTransaction({
        orderId: order.id,
        reducedOwedCents: allocation.reducedOwedCents,
        returnedToShopperCents: allocation.returnedToShopperCents,
        feeBeforeCents: fee.feeBeforeCents,
        feeAfterCents: fee.feeAfterCents,
      }),
    ],
    now,
  );
  await saveInstalmentChanges(trx, loaded.instalments, allocation.instalments, now);
  for (const part of refund.cardRefunds) {
    await addRefundToPayment(trx, part.paymentId, part.amountCents);
  }
  const cancelling = refund.kind === 'cancellation';
  const refundedCents = order.refunded_cents + amount;
  const action = cancelling ? 'cancel' : 'refund';
  const status = statusAfter(
    { ...before, refundedCents, instalments: allocation.instalments },
    action,
  );
  await saveOrderRefundState(
    trx,
    order.id,
    { refundedCents, feeCents: fee.feeAfterCents, status },
    now,
  );
  const refundId = newResourceId('re');
  await insertRefund(trx, {
    id: refundId,
    order_id: order.id,
    merchant_id: order.merchant_id,
    kind: refund.kind,
    amount_cents: amount,
    reduced_owed_cents: allocation.reducedOwedCents,
    returned_to_card_cents: allocation.returnedToShopperCents,
    fee_returned_cents: fee.feeReturnedCents,
    reason: refund.reason,
    card_refunds: JSON.stringify(refund.cardRefunds),
    created_at: now,
  });
  const after = await findOrder(trx, order.id, {});
  if (!after) throw new Error(`Order ${order.id} vanished`);
  const bundle = await loadOrderBundle(trx, order.id);
  await recordOrderEvents(trx, order.id, webhookEventsFor(action, before.status, status), now);
  // A refund answers an open return or dispute on the order: it ends it in the same transaction.
  await endDisputeByRefund(trx, deps, order.id, amount, refund.disputeActor, now);
  if (order.user_id) {
    await deps.notifier.user(trx, {
      userId: order.user_id,
      kind: 'refund_received',
      params: { merchant: bundle.merchantName, amountCents: amount },
      url: '/dashboard',
    });
  }
  const email = await findUserEmail(trx, order.user_id);
  if (email !== undefined) {
    await deps.notifier.email(
      trx,
      email,
      refundEmail({
        merchantName: bundle.merchantName,
        orderReference: order.order_reference,
        amountCents: amount,
        returnedToCardCents: allocation.returnedToShopperCents,
        cancelled: cancelling,
        schedule: after.instalments
          .filter((i) => i.amountCents > 0)
          .map((i) => ({
            sequence: i.sequence,
            dueDay: i.dueDay,
            amountCents: i.amountCents,
            paid: i.status !== 'pending' && i.status !== 'overdue',
          })),
        locale: await findUserLocale(trx, order.user_id),
      }),
    );
  }
  return { refundId, bundle };
}

/** Books a refund attempt's outcome; the answer is the merchant API's view of it. */
export const settleRefund: Settler = async (trx, deps, attempt, outcomes, now) => {
  {
    const plan = attempt.plan as RefundPlan;
    const loaded = await findOrder(trx, attempt.order_id ?? '', {}, { lock: true });
    if (!loaded) throw new Error(`Order ${attempt.order_id} vanished`);
    const cardRefunds: CardRefund[] = [];
    plan.calls.forEach((call, index) => {
      const outcome = outcomes[index];
      if (call.type === 'refund' && outcome?.status === 'succeeded') {
        cardRefunds.push({
          paymentId: call.paymentId,
          providerRefundId: outcome.refundId ?? '',
          amountCents: call.amountCents,
        });
      }
    });
    const allReached = cardRefunds.length === plan.calls.length;
    if (allReached) {
      const outcome = await bookRefund(
        trx,
        deps,
        loaded,
        {
          kind: plan.kind,
          amountCents: plan.amountCents,
          reason: plan.reason,
          cardRefunds,
          ...(plan.disputeActor ? { disputeActor: plan.disputeActor } : {}),
        },
        now,
      );
      return { succeeded: true, response: deps.refundAnswer(plan, outcome) };
    }
    // Part-way: book what really happened, so the books match the provider.
    const reachedCard = cardRefunds.reduce((sum, r) => sum + r.amountCents, 0);
    const booked = reachedCard > 0 ? plan.reducedOwedCents + reachedCard : 0;
    if (booked > 0) {
      await bookRefund(
        trx,
        deps,
        loaded,
        {
          kind: 'refund',
          amountCents: booked,
          reason: plan.reason,
          cardRefunds,
          ...(plan.disputeActor ? { disputeActor: plan.disputeActor } : {}),
        },
        now,
      );
    }
    const error = new HttpError(502, 'card_refund_failed', CARD_REFUND_FAILED_MESSAGE, {
      refundedCents: booked,
    });
    deps.log?.warn({ attemptId: attempt.id, booked }, 'card refund failed part-way');
    return {
      succeeded: false,
      failureCode: 'card_refund_failed',
      response: { statusCode: 502, body: httpErrorBody(error) },
    };
  }
};

export async function refundOrder(
  deps: OrderDeps,
  command: RefundCommand,
  claim: IdempotencyClaim | null,
  now: Date = new Date(),
): Promise<IdempotentResult> {
  const started = await deps.db
    .transaction()
    .execute(async (trx) => {
      const loaded = await findOrder(
        trx,
        command.orderId,
        { merchantId: command.merchantId },
        { lock: true },
      );
      if (!loaded) throw notFound(ORDER_NOT_FOUND_MESSAGE);
      const { order } = loaded;
      const before = orderSnapshot(loaded);
      const cancelling = command.kind === 'cancellation';
      const check = cancelling ? checkCancel(before) : checkRefund(before);
      if (!check.ok) throw new HttpError(409, check.code, check.message);
      const refundable = order.total_cents - order.refunded_cents;
      const amount = cancelling ? refundable : (command.amountCents ?? refundable);
      const allocation = allocateRefund(loaded.instalments, amount, {
        orderTotalCents: order.total_cents,
        alreadyRefundedCents: order.refunded_cents,
      });
      if (!allocation.ok) throw new HttpError(400, allocation.code, allocation.message);
      if (await findPendingAttempt(trx, order.id)) {
        throw new HttpError(409, 'payment_in_progress', PAYMENT_IN_PROGRESS_MESSAGE);
      }
      if (allocation.returnedToShopperCents === 0) {
        // Nothing goes to the card: no provider call, the refund is booked at once.
        const outcome = await bookRefund(
          trx,
          deps,
          loaded,
          {
            kind: command.kind,
            amountCents: amount,
            reason: command.reason ?? null,
            cardRefunds: [],
            ...(command.disputeActor ? { disputeActor: command.disputeActor } : {}),
          },
          now,
        );
        const result = deps.refundAnswer(command, outcome);
        if (claim) await storeResponse(trx, claim, result, now);
        return { done: result, attemptId: '', calls: [] as ProviderCall[] };
      }
      const payments = await listCardPayments(trx, order.id);
      const parts = allocateReturnToCharges(
        payments.map((p) => ({
          chargeId: p.id,
          amountCents: p.amount_cents,
          refundedCents: p.refunded_cents,
        })),
        allocation.returnedToShopperCents,
      );
      const attemptId = await insertPendingAttempt(
        trx,
        {
          kind: 'refund',
          orderId: order.id,
          merchantId: order.merchant_id,
          userId: order.user_id,
          amountCents: allocation.returnedToShopperCents,
        },
        now,
      );
      const calls: ProviderCall[] = parts.map((part, index) => {
        const payment = payments.find((p) => p.id === part.chargeId);
        if (!payment) throw new Error('Unknown payment');
        return {
          type: 'refund',
          key: `${attemptId}:${index + 1}`,
          chargeId: payment.provider_charge_id,
          paymentId: payment.id,
          amountCents: part.amountCents,
        };
      });
      const plan: RefundPlan = {
        calls,
        kind: command.kind,
        amountCents: amount,
        reducedOwedCents: allocation.reducedOwedCents,
        reason: command.reason ?? null,
        answerAs: command.answerAs,
        ...(command.disputeActor ? { disputeActor: command.disputeActor } : {}),
      };
      await recordAttemptPlan(trx, attemptId, plan, claim, now);
      return { done: null, attemptId, calls };
    })
    .catch(refuseSecondPendingAttempt);
  if (started.done) return started.done;
  return runAttempt(deps, started.attemptId, started.calls, settleRefund, { now });
}
