// Withdrawal from a credit within 14 days (EU Directive 2023/2225): the shopper pays the remaining
// principal by card, with no fee and no interest, and the plan ends as withdrawn ("Povučeno"). The
// purchase itself stays (the merchant keeps its payout); only the credit ends. The attempt
// pattern as for every charge: step 1 (one transaction) locks the credit row and the order,
// checks the 14-day window in Podgorica business days and commits a pending attempt; step 2
// charges with no transaction open; step 3 (settleWithdrawal) marks every instalment paid, books
// the payment to the ledger as one balanced entry (cash up, receivable down), ends the order,
// sends the merchant's webhook and emails the shopper.
import type { OrderStatus } from '#shared/order-statuses';
import type { WithdrawalResult } from '#shared/purchase-api';
import { withdrawalLastDay } from '#shared/consumer-rights';
import { businessDay } from '#shared/business-dates';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Locale } from '#shared/i18n/catalogue';
import { lockCreditRow } from '../credit/repository';
import { payInstalments } from '../rules/instalments';
import { instalmentPaidTransaction } from '../rules/ledger-postings';
import { webhookEventsFor } from '../rules/order-state';
import {
  errorMessage,
  HttpError,
  httpErrorBody,
  notFound,
  render,
  type ApiErrorKey,
} from '../http/errors';
import { dayIn } from '../notifications/messages';
import type { IdempotencyClaim, IdempotentResult } from '../http/idempotency';
import { postLedgerTransactions } from '../ledger/repository';
import {
  CARD_FAILURE_MESSAGES,
  type CardFieldsPaymentSource,
  type SavedCardSource,
} from '../payments/provider';
import {
  startChargeAttempt,
  refuseReusedCardPayment,
  refuseSecondPendingAttempt,
  runAttempt,
  type Settler,
} from './attempts';
import { findUserEmail } from '../auth/user-email-repository';
import type { OrderDeps } from './order-deps';
import { withdrawalEmail } from './consumer-rights-emails';
import { loadOrderBundle } from './order-bundles';
import { recordOrderEvents } from './order-events';
import { ORDER_NOT_FOUND_MESSAGE } from './order-id';
import type { ChargeDeclineCode } from '../payments/provider';
import {
  findOrder,
  insertCardPayment,
  markOrderWithdrawn,
  saveInstalmentChanges,
  type LoadedOrder,
} from './order-repository';
import { paymentView, shopperOrderView } from './order-views';
import { findLocaleByEmail } from '../notifications/recipient-locale';

export interface WithdrawCommand {
  userId: string;
  orderId: string;
  /** A card-fields payment opened for the withdrawal, or the shopper's saved card. */
  card: CardFieldsPaymentSource | SavedCardSource;
  /** The attempt's id when the card fields' payment was opened with it (its charge's key). */
  attemptId?: string;
  /** The shopper's language for the receipt email. */
  locale?: Locale;
}

/** Why a plan in this status cannot be withdrawn from. */
const NOT_WITHDRAWABLE: Readonly<Record<Exclude<OrderStatus, 'approved'>, ApiErrorKey>> = {
  paid_in_full: 'withdrawal_paid_in_full',
  refunded: 'withdrawal_refunded',
  cancelled: 'withdrawal_cancelled',
  written_off: 'withdrawal_written_off',
  withdrawn: 'order_withdrawn',
};

/** The checks of step 1: 409 with the reason when the plan cannot be withdrawn from today. */
export function assertWithdrawable(loaded: LoadedOrder, now: Date): void {
  const { status, created_at: createdAt } = loaded.order;
  if (status !== 'approved') {
    throw new HttpError(409, 'withdrawal_not_possible', errorMessage(NOT_WITHDRAWABLE[status]));
  }
  const lastDay = withdrawalLastDay(businessDay(createdAt));
  if (businessDay(now) > lastDay) {
    throw new HttpError(
      409,
      'withdrawal_period_over',
      (locale) =>
        render(errorMessage('withdrawal_period_over_on', { day: dayIn(lastDay, locale) }), locale),
      { lastDay },
    );
  }
}

function declined(outcome: Parameters<Settler>[3][number] | undefined) {
  const failed = outcome?.status === 'failed' ? outcome : null;
  const error = new HttpError(
    402,
    (failed?.code as ChargeDeclineCode | undefined) ?? 'card_declined',
    failed?.message ?? CARD_FAILURE_MESSAGES.card_declined,
  );
  return {
    succeeded: false,
    failureCode: error.code,
    response: { statusCode: 402, body: httpErrorBody(error) },
  };
}

export const settleWithdrawal: Settler = async (trx, deps, attempt, outcomes, now) => {
  const charge = outcomes[0];
  if (!charge || charge.status !== 'succeeded') return declined(charge);
  const userId = attempt.user_id;
  const orderId = attempt.order_id ?? '';
  if (!userId) throw new Error(`Withdrawal attempt ${attempt.id} has no shopper`);
  await lockCreditRow(trx, userId);
  const loaded = await findOrder(trx, orderId, {}, { lock: true });
  if (!loaded) throw new Error(`Order ${orderId} vanished`);
  const rest = payInstalments(loaded.instalments, 'rest');
  if (!rest || rest.amountCents !== charge.amountCents || loaded.order.status !== 'approved') {
    // The pending attempt keeps every other change of the order out; if the order moved anyway,
    // the attempt stays pending for a person to look at rather than booking a guess.
    throw new Error(`Withdrawal attempt ${attempt.id} no longer matches order ${orderId}`);
  }
  await saveInstalmentChanges(trx, loaded.instalments, rest.instalments, now);
  const paymentId = await insertCardPayment(
    trx,
    {
      orderId,
      userId,
      purpose: 'withdrawal',
      provider: deps.provider.name,
      key: charge.key,
      chargeId: charge.chargeId ?? '',
      amountCents: charge.amountCents,
      card: charge.card,
      sequences: rest.sequences,
    },
    now,
  );
  // One balanced entry: the card money comes in, what the shopper owes goes to zero. The merchant
  // keeps its payout and NaRate its fee: the sale stands, only the credit ends.
  await postLedgerTransactions(
    trx,
    loaded.order.merchant_id,
    [instalmentPaidTransaction(orderId, rest.amountCents)],
    now,
  );
  await markOrderWithdrawn(trx, orderId, now);
  const bundle = await loadOrderBundle(trx, orderId);
  await recordOrderEvents(trx, orderId, webhookEventsFor('withdraw', 'approved', 'withdrawn'), now);
  const email = await findUserEmail(trx, userId);
  if (!email) throw new Error(`Withdrawal attempt ${attempt.id}: shopper ${userId} vanished`);
  await deps.notifier.email(
    trx,
    email,
    withdrawalEmail({
      merchantName: bundle.merchantName,
      orderReference: bundle.order.order_reference,
      paidCents: rest.amountCents,
      appUrl: deps.appUrl,
      locale: await findLocaleByEmail(trx, email),
    }),
  );
  const stored = bundle.payments.find((p) => p.id === paymentId);
  if (!stored) throw new Error('The payment just stored is missing');
  const body: WithdrawalResult = { order: shopperOrderView(bundle), payment: paymentView(stored) };
  return { succeeded: true, response: { statusCode: 201, body } };
};

/** Locks the shopper's credit row, then their order (the order every money change locks in). */
async function lockOwnOrder(
  trx: Kysely<Database>,
  command: Pick<WithdrawCommand, 'userId' | 'orderId'>,
): Promise<LoadedOrder> {
  await lockCreditRow(trx, command.userId);
  const own = await findOrder(trx, command.orderId, { userId: command.userId }, { lock: true });
  if (!own) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  return own;
}

export async function withdrawFromCredit(
  deps: OrderDeps,
  command: WithdrawCommand,
  claim: IdempotencyClaim,
  now: Date = new Date(),
): Promise<IdempotentResult> {
  const started = await deps.db
    .transaction()
    .execute(async (trx) => {
      const loaded = await lockOwnOrder(trx, command);
      assertWithdrawable(loaded, now);
      const rest = payInstalments(loaded.instalments, 'rest');
      if (!rest) throw new HttpError(409, 'nothing_to_pay');
      return startChargeAttempt(
        trx,
        {
          kind: 'withdrawal',
          orderId: loaded.order.id,
          userId: command.userId,
          merchantId: loaded.order.merchant_id,
          amountCents: rest.amountCents,
          ...(command.attemptId ? { id: command.attemptId } : {}),
        },
        { sequences: rest.sequences, locale: command.locale },
        claim,
        now,
      );
    })
    .catch(refuseReusedCardPayment)
    .catch(refuseSecondPendingAttempt);
  return runAttempt(deps, started.attemptId, started.calls, settleWithdrawal, {
    card: command.card,
    now,
  });
}
