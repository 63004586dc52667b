// What the hosted checkout page (/checkout/{id}) shows: the order summary, the 3/6/12 plans with
// their full schedules (built by the same buildInstalmentPlan the order will use), the numbers of
// the pre-contract information and, for a signed-in shopper, whether the purchase would fit.
import type { Kysely } from 'kysely';
import { INSTALMENT_OPTIONS } from '#shared/calculator';
import { businessDayStart } from '#shared/business-dates';
import { toCalendarDay } from '#shared/dates';
import type {
  CheckoutSessionPublicView,
  CheckoutShopperView,
  PlanPreview,
  PrecontractInfo,
} from '#shared/purchase-api';
import { buildInstalmentPlan } from '#shared/instalment-plan';
import type { Database } from '../db/schema';
import { notFound, render } from '../http/errors';
import { currentStanding } from '../reviews/current-decline';
import { applyReviewApproval } from '../reviews/review-approval';
import { declineNextStep } from '../reviews/decline-explanations';
import { findShopperReview, shopperReviewView } from '../reviews/review-repository';
import { isReviewableDecline } from '#shared/consumer-rights';
import { findSavedCard, savedCardView } from '../saved-cards/repository';
import type { ServiceDeps } from '../service-deps';
import { findOrderOwnerId, findSessionWithMerchantName } from './public-view-repository';
import { SESSION_NOT_FOUND_MESSAGE } from './session-service';
import { effectiveSessionStatus, parseLineItems, successRedirectUrl } from './session-rules';
import type { Locale } from '#shared/i18n/catalogue';

/** Days the shopper may withdraw from a consumer credit agreement (EU Directive 2023/2225). */
export const WITHDRAWAL_DAYS = 14;

export function planPreviews(totalCents: number, purchasedAt: Date): PlanPreview[] {
  return INSTALMENT_OPTIONS.map((count) => ({
    instalmentCount: count,
    instalments: buildInstalmentPlan(totalCents, count, purchasedAt).map((i) => ({
      sequence: i.sequence,
      dueDate: toCalendarDay(i.dueDate),
      amountCents: i.amountCents,
    })),
    totalCents,
    interestRatePercent: 0,
    feesCents: 0,
  }));
}

export function precontractInfo(merchantName: string, totalCents: number): PrecontractInfo {
  return {
    lenderName: 'NaRate',
    merchantName,
    totalCents,
    interestRatePercent: 0,
    annualPercentageRate: 0,
    feesCents: 0,
    lateFeeCents: 0,
    withdrawalDays: WITHDRAWAL_DAYS,
    earlyRepaymentFree: true,
  };
}

/** How the checkout decision would go now, read-only (the confirm decides again, locked). */
async function shopperStanding(
  db: Kysely<Database>,
  userId: string,
  session: { id: string; amountCents: number },
  now: Date,
  locale: Locale,
): Promise<CheckoutShopperView> {
  const standing = await currentStanding(db, userId, session.amountCents);
  const limit = standing.limitCents;
  const debt = { outstandingCents: standing.outstandingCents };
  const decided = standing.decision;
  const { decision, reviewId } = await applyReviewApproval(db, decided, session.id, userId, now);
  const review = await findShopperReview(db, session.id, userId);
  const savedCard = await findSavedCard(db, userId);
  return {
    approvable: decision.approved,
    declineNextStep: decision.approved ? null : declineNextStep(decision.code, locale),
    reviewable: !decision.approved && isReviewableDecline(decision.code),
    review: review ? shopperReviewView(review) : null,
    approvedByReview: reviewId !== null,
    declineCode: decision.approved ? null : decision.code,
    declineReason: decision.approved ? null : render(decision.reason, locale),
    spendingLimitCents: limit,
    outstandingCents: debt.outstandingCents,
    availableCents: standing.availableCents,
    savedCard: savedCard ? savedCardView(savedCard) : null,
  };
}

export async function checkoutPublicView(
  deps: ServiceDeps,
  sessionId: string,
  userId: string | null,
  now: Date = new Date(),
  /** The reader's language, for the decline's reason and next step. */
  locale: Locale = 'me',
): Promise<CheckoutSessionPublicView> {
  const { db } = deps;
  const session = await findSessionWithMerchantName(db, sessionId);
  if (!session) throw notFound(SESSION_NOT_FOUND_MESSAGE);
  const status = effectiveSessionStatus(session, now);
  let order: CheckoutSessionPublicView['order'] = null;
  if (status === 'completed' && session.order_id && userId) {
    if ((await findOrderOwnerId(db, session.order_id)) === userId) {
      order = {
        id: session.order_id,
        redirectUrl: successRedirectUrl(session.success_url, session.order_id),
      };
    }
  }
  return {
    id: session.id,
    status,
    merchantName: session.merchant_name,
    amountCents: session.amount_cents,
    currency: 'EUR',
    orderReference: session.order_reference,
    lineItems: parseLineItems(session.line_items),
    expiresAt: session.expires_at.toISOString(),
    cancelUrl: session.cancel_url,
    plans: planPreviews(session.amount_cents, businessDayStart(now)),
    precontract: precontractInfo(session.merchant_name, session.amount_cents),
    shopper:
      userId && status === 'open'
        ? await shopperStanding(
            db,
            userId,
            { id: session.id, amountCents: session.amount_cents },
            now,
            locale,
          )
        : null,
    order,
  };
}
