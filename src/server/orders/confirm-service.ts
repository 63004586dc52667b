// Confirming a hosted checkout with the attempt pattern. Step 1 (one transaction): lock the
// session row (one order per session) and the shopper's credit row (concurrent checkouts of one
// shopper run one after another), decide, and commit a pending attempt holding the plan; a
// pending checkout counts against the limit, so two purchases can never together exceed it.
// Step 2: charge the first instalment with no transaction open. Step 3 (settleCheckout): create
// the order, its plan, the payment, the ledger and the credit agreement's acceptance together
// with the client's stored answer. A declined card creates nothing but the failed attempt; the
// session stays open.
import type { InstalmentOption } from '#shared/calculator';
import type { CardData } from '#shared/card';
import type { ConfirmCheckoutResult } from '#shared/purchase-api';
import { businessDayStart } from '#shared/business-dates';
import { buildInstalmentPlan } from '#shared/instalment-plan';
import { fromCalendarDay, toCalendarDay } from '#shared/dates';
import {
  assertSessionOpen,
  effectiveSessionStatus,
  parseLineItems,
  successRedirectUrl,
} from '../checkout/session-rules';
import { SESSION_NOT_FOUND_MESSAGE } from '../checkout/session-service';
import { lockCreditRow, creditCountersWrite } from '../credit/repository';
import { newResourceId } from '../db/ids';
import { inOneRoundTrip } from '../db/pipelined-statements';
import { writeTogether } from '../db/one-statement';
import { decideCheckout } from '../rules/decision';
import { payInstalments, type InstalmentState } from '../rules/instalments';
import { feeCents, instalmentPaidTransaction, purchaseTransaction } from '../rules/ledger-postings';
import { effectiveLimitCents } from '../rules/limit-steps';
import { errorMessage, errorText, HttpError, httpErrorBody, notFound } from '../http/errors';
import type { IdempotencyClaim, IdempotentResult } from '../http/idempotency';
import { ledgerWrites } from '../ledger/repository';
import { creditAgreementWrite, type Acceptance } from '../lending/agreement-service';
import {
  CARD_FAILURE_MESSAGES,
  type CardFieldsPaymentSource,
  type ChargeDeclineCode,
  type SavedCardSource,
} from '../payments/provider';
import { declineError } from '../reviews/decline-explanations';
import { applyReviewApproval } from '../reviews/review-approval';
import { markApprovalUsed } from '../reviews/review-repository';
import { findAttempt, type AttemptRow } from './attempt-repository';
import {
  completeCheckoutSession,
  checkoutStandingOf,
  findShopperCheckoutStanding,
  sessionWithMerchantLock,
  shopperCheckoutStandingQuery,
  type SettlingSession,
} from './checkout-session-repository';
import { bundleEventsStatement } from './order-events';
import {
  refuseReusedCardPayment,
  refuseSecondPendingAttempt,
  runAttempt,
  startChargeAttempt,
  UnbookableChargeError,
  type AttemptPlanBase,
  type CallOutcome,
  type Settler,
  type SettlingAttempt,
} from './attempts';
import type { OrderDeps } from './order-deps';
import { purchaseConfirmationEmail } from './emails';
import { receiptPath } from './payment-emails';
import type { OrderBundle } from './order-bundles';
import { orderWithPlanWrites } from './order-repository';
import { shopperOrderView } from './order-views';

export const MERCHANT_UNAVAILABLE_MESSAGE = errorText('merchant_unavailable');

export interface ConfirmCheckoutCommand {
  sessionId: string;
  userId: string;
  instalments: InstalmentOption;
  /**
   * A card typed now, a payment the shopper completed in the acquirer's card fields, or the
   * shopper's saved card (charged only after the decision approves, so it needs no hold).
   */
  card: CardData | CardFieldsPaymentSource | SavedCardSource;
  /** The attempt's id when the card fields' payment was opened with it (its charge's key). */
  attemptId?: string;
  /** Where and in which language the shopper accepted (stored with the contract). */
  acceptance?: Acceptance;
}

interface CheckoutPlan extends AttemptPlanBase {
  orderId: string;
  instalmentCount: InstalmentOption;
  totalCents: number;
  feeCents: number;
  feeBasisPoints: number;
  /** The plan as decided: [sequence, due day, cents]. */
  schedule: Array<[number, string, number]>;
  purchasedAt: string;
  /** Kept with the attempt so that a settle after recovery stores the same acceptance. */
  acceptance?: Acceptance;
  /** The review approval that let this purchase through; used when the order is created. */
  reviewId?: string;
  /** Set by an admin: the charge is given back to the card instead of booked. */
  returnCharge?: boolean;
}

export const settleCheckout: Settler = async (trx, deps, attempt, outcomes, now) => {
  const plan = attempt.plan as CheckoutPlan;
  const charge = outcomes[0] as CallOutcome;
  if (charge.status !== 'succeeded') {
    const code = (charge.status === 'failed' ? charge.code : 'card_declined') as ChargeDeclineCode;
    const message =
      charge.status === 'failed' ? charge.message : CARD_FAILURE_MESSAGES.card_declined;
    return {
      succeeded: false,
      failureCode: code,
      response: { statusCode: 402, body: httpErrorBody(new HttpError(402, code, message)) },
    };
  }
  // A charge that cannot become an order is given back, never left at the provider.
  if (plan.returnCharge) {
    throw new UnbookableChargeError(`Checkout attempt ${attempt.id}: to be given back`);
  }
  const userId = attempt.user_id;
  if (!userId) throw new UnbookableChargeError(`Checkout attempt ${attempt.id} has no shopper`);
  // The session (locked with the attempt), its merchant and the shopper; the order, its plan and
  // its payment are built here as they will be stored, so the order's views, its email and its
  // webhook need nothing read back, and their inserts leave with the settlement's other writes.
  const session = attempt.checkoutSession;
  if (!session) throw new UnbookableChargeError(`Checkout attempt ${attempt.id} has no session`);
  const orderId = plan.orderId;
  const purchasedAt = new Date(plan.purchasedAt);
  const state: InstalmentState[] = plan.schedule.map(([sequence, dueDay, amountCents]) => ({
    sequence,
    dueDate: fromCalendarDay(dueDay),
    amountCents,
    paidCents: 0,
    status: 'pending',
  }));
  const first = payInstalments(state, 'next');
  if (!first) throw new Error('A new plan always has a first instalment');
  if (first.amountCents !== charge.amountCents) {
    throw new Error(
      `Checkout attempt ${attempt.id} charged ${charge.amountCents}, plan says ${first.amountCents}`,
    );
  }

  if (!session.receipt_number) throw new Error(`Checkout attempt ${attempt.id}: no receipt number`);
  const { loaded: created, writes: orderWrites } = orderWithPlanWrites(
    {
      id: orderId,
      merchant_id: session.merchant_id,
      user_id: userId,
      checkout_session_id: session.id,
      livemode: session.livemode,
      order_reference: session.order_reference,
      total_cents: plan.totalCents,
      instalment_count: plan.instalmentCount,
      fee_basis_points: plan.feeBasisPoints,
      fee_cents: plan.feeCents,
      status: 'approved',
    },
    first.instalments.map((i, index) => ({
      order_id: orderId,
      sequence: i.sequence,
      due_date: plan.schedule[index]?.[1] ?? toCalendarDay(purchasedAt),
      amount_cents: i.amountCents,
      paid_cents: i.paidCents,
      status: i.status,
      paid_at: i.status === 'paid' ? now : null,
    })),
    // The first instalment's card payment, in the same statement.
    {
      orderId,
      userId,
      purpose: 'first_instalment',
      provider: deps.provider.name,
      key: charge.key,
      chargeId: charge.chargeId ?? '',
      amountCents: charge.amountCents,
      card: charge.card,
      sequences: first.sequences,
      receiptNumber: session.receipt_number,
    },
    now,
  );
  const { firstPayment } = created;
  // A reviewed purchase marks its approval used by the order, which must exist by then: the
  // order is inserted first (a statement of its own on this rarer path).
  if (plan.reviewId) {
    await writeTogether(trx, orderWrites);
    if (!(await markApprovalUsed(trx, plan.reviewId, orderId, now))) {
      throw new Error(`Review approval ${plan.reviewId} was already used`);
    }
  }

  // A new order has no refunds yet; its only payment is the first instalment.
  const bundle: OrderBundle = {
    order: created.order,
    merchantName: session.merchant_name,
    lineItems: parseLineItems(session.line_items),
    instalments: created.instalments,
    payments: [firstPayment],
    refunds: [],
  };
  const confirmation = deps.notifier.emailWrite(
    session.shopper_email,
    purchaseConfirmationEmail({
      merchantName: session.merchant_name,
      orderReference: session.order_reference,
      totalCents: plan.totalCents,
      schedule: created.instalments.map((i) => ({
        sequence: i.sequence,
        dueDay: i.dueDay,
        amountCents: i.amountCents,
        paid: i.status === 'paid',
      })),
      appUrl: deps.appUrl,
      receiptUrl: `${deps.appUrl}${receiptPath(firstPayment.id)}`,
      locale: session.shopper_locale,
    }),
  );
  const body: ConfirmCheckoutResult = {
    order: shopperOrderView(bundle),
    redirectUrl: successRedirectUrl(session.success_url, orderId),
  };
  return {
    succeeded: true,
    orderId,
    response: { statusCode: 201, body },
    // The ledger, the session's completion, the shopper's counters, the agreement's acceptance
    // and the confirmation email read nothing written here: one statement with the outcome.
    writes: [
      ...(plan.reviewId ? [] : orderWrites),
      ...ledgerWrites(
        session.merchant_id,
        [
          // The merchant is paid by the day's payout batch, not here: no cash leaves at purchase.
          purchaseTransaction(orderId, plan.totalCents, plan.feeCents),
          instalmentPaidTransaction(orderId, first.amountCents),
        ],
        now,
      ),
      completeCheckoutSession(trx, session.id, orderId),
      creditCountersWrite(trx, userId, { transactions: 1 }, now),
      creditAgreementWrite({ orderId, userId, acceptance: plan.acceptance, now }),
      confirmation,
    ],
    // The merchant's event counter is locked until the commit: taken last, so the merchant's
    // other checkouts wait for this one's commit only, not for its email and agreement too.
    lastStatement: (last, writes) =>
      bundleEventsStatement(
        last,
        bundle,
        ['order.approved'],
        now,
        Boolean(session.has_webhook_endpoint),
        writes,
        { created: true },
      ),
  };
};

export async function confirmCheckout(
  deps: OrderDeps,
  command: ConfirmCheckoutCommand,
  claim: IdempotencyClaim,
  now: Date = new Date(),
): Promise<IdempotentResult> {
  const started = await deps.db
    .transaction()
    .execute(async (trx) => {
      // The session and the shopper's credit row locked, then what the shopper owes and has
      // pending read once the locks are held: both written at once, one round trip.
      const [locked, owed] = await inOneRoundTrip(
        trx,
        sessionWithMerchantLock(trx, command.sessionId, command.userId),
        shopperCheckoutStandingQuery(trx, command.userId),
      );
      const session = locked.rows[0];
      if (!session) throw notFound(SESSION_NOT_FOUND_MESSAGE);
      assertSessionOpen(effectiveSessionStatus(session, now));
      if (session.merchant_status !== 'active') {
        throw new HttpError(409, 'merchant_unavailable', MERCHANT_UNAVAILABLE_MESSAGE);
      }

      // A shop's own user buying there would pay the shop out at once against NaRate's risk.
      if (session.shopper_is_merchant_user) {
        throw declineError({ code: 'own_shop', reason: errorMessage('own_shop') });
      }
      // Locked with the session; made (and locked) here for a shopper who has no row yet, whose
      // standing is then read again under that lock.
      const lockedCredit =
        session.credit_score !== null && session.credit_spending_limit !== null
          ? { score: session.credit_score, spending_limit: session.credit_spending_limit }
          : null;
      const credit = lockedCredit ?? (await lockCreditRow(trx, command.userId));
      const owedRow = owed.rows[0];
      const standing =
        lockedCredit && owedRow
          ? checkoutStandingOf(owedRow)
          : await findShopperCheckoutStanding(trx, command.userId);
      const decided = decideCheckout({
        amountCents: session.amount_cents,
        account: {
          emailVerified: standing.emailVerified,
          blocked: standing.blocked,
          identityComplete: standing.identityComplete,
        },
        hasOverdue: standing.inArrears,
        spendingLimitCents: effectiveLimitCents(credit.spending_limit, credit.score),
        outstandingCents: standing.outstandingCents,
        pendingCheckoutCents: standing.pendingCheckoutCents,
      });
      // A person's approval after a review lets this one checkout through, used once (settle).
      const { decision, reviewId } = await applyReviewApproval(
        trx,
        decided,
        session.id,
        command.userId,
        now,
      );
      if (!decision.approved) throw declineError(decision);

      const total = session.amount_cents;
      // Due days are Podgorica calendar days, whatever the machine's time zone.
      const planned = buildInstalmentPlan(total, command.instalments, businessDayStart(now));
      const extra: Omit<CheckoutPlan, 'calls'> = {
        orderId: newResourceId('ord'),
        instalmentCount: command.instalments,
        totalCents: total,
        feeCents: feeCents(total, session.fee_basis_points),
        feeBasisPoints: session.fee_basis_points,
        schedule: planned.map((i) => [i.sequence, toCalendarDay(i.dueDate), i.amountCents]),
        purchasedAt: now.toISOString(),
        acceptance: command.acceptance,
        ...(reviewId ? { reviewId } : {}),
      };
      // The pending attempt is the transaction's last statement: it goes out with the COMMIT.
      // A reviewed purchase's settlement marks its approval used, a read of its own, so it is
      // settled the usual way and draws its receipt number then.
      const begun = await startChargeAttempt(
        trx,
        {
          kind: 'checkout',
          checkoutSessionId: session.id,
          userId: command.userId,
          merchantId: session.merchant_id,
          amountCents: planned[0]?.amountCents ?? 0,
          ...(command.attemptId ? { id: command.attemptId } : {}),
        },
        extra,
        claim,
        now,
        { drawReceiptNumber: !reviewId, commitsTransaction: true },
      );
      return { ...begun, settling: reviewId ? undefined : settlingAsStarted(begun, session) };
    })
    .catch(refuseReusedCardPayment)
    .catch(refuseSecondPendingAttempt)
    .catch((error: unknown) => releaseRefusedHold(deps, command, error));
  return runAttempt(deps, started.attemptId, started.calls, settleCheckout, {
    card: command.card,
    now,
    started: started.settling,
  });
}

/**
 * The attempt as the confirmation committed it, with what its settlement needs of the session
 * as the confirmation read it (locked): the request settles it without reading it again.
 * Undefined when the shopper's email could not be read, or no receipt number was drawn.
 */
function settlingAsStarted(
  begun: { attempt: AttemptRow; receiptNumber: string | null },
  session: Omit<SettlingSession, 'shopper_email' | 'shopper_locale' | 'receipt_number'> & {
    shopper_email: string | null;
    shopper_locale: SettlingSession['shopper_locale'] | null;
  },
): SettlingAttempt | undefined {
  const { shopper_email: email, shopper_locale: locale } = session;
  if (!email || !locale || !begun.receiptNumber) return undefined;
  return {
    ...begun.attempt,
    checkoutSession: {
      id: session.id,
      merchant_id: session.merchant_id,
      livemode: session.livemode,
      order_reference: session.order_reference,
      success_url: session.success_url,
      line_items: session.line_items,
      merchant_name: session.merchant_name,
      shopper_email: email,
      shopper_locale: locale,
      has_webhook_endpoint: session.has_webhook_endpoint,
      receipt_number: begun.receiptNumber,
    },
  };
}

/**
 * A confirmation that ends before its attempt exists (refused, session expired or cancelled,
 * merchant suspended, another purchase in progress) releases what the card fields hold: the
 * shopper is never charged for a purchase that was not made. A payment that already names an
 * attempt belongs to that attempt (it captures or voids it), so it is left alone. A void that
 * does not go through stays a hold with no charge, which the acquirer releases when it lapses.
 */
async function releaseRefusedHold(
  deps: OrderDeps,
  command: ConfirmCheckoutCommand,
  error: unknown,
): Promise<never> {
  const key = command.attemptId;
  const { provider } = deps;
  if (key && 'paymentId' in command.card && provider.voidAuthorization) {
    const taken = error instanceof HttpError && error.code === 'card_payment_used';
    if (!taken && !(await findAttempt(deps.db, key))) {
      await provider.voidAuthorization(key).catch((voidError: unknown) => {
        deps.log?.warn({ err: voidError, key }, 'a refused checkout: the hold was not released');
      });
    }
  }
  throw error;
}
