// Review by a person of a declined purchase. The shopper asks from the hosted checkout; the
// server decides again what the decline is (the browser names only the checkout), stores one
// request per checkout and shopper, and confirms. An admin approves the purchase once or
// answers with a note; either way the shopper is emailed in their language, and the decision
// is in the audit log.
import {
  REVIEW_APPROVAL_DAYS,
  isReviewableDecline,
  type ReviewAffordabilityView,
  type ShopperReviewView,
} from '#shared/consumer-rights';
import { formatEur } from '#shared/money';
import type { Locale } from '#shared/i18n/catalogue';
import { recordAudit } from '../audit/record';
import { effectiveSessionStatus } from '../rules/session-status';
import { SESSION_NOT_FOUND_MESSAGE } from '../http/not-found-messages';
import { errorMessage, errorText, HttpError, notFound, render } from '../http/errors';
import { findUserEmail } from '../auth/user-email-repository';
import type { ServiceDeps } from '../service-deps';
import { reviewDecisionEmail } from './review-emails';
import { declineNextStep } from './decline-explanations';
import { currentDecline } from './current-decline';
import { reviewAffordability } from './affordability';
import {
  findSessionForReview,
  hasReviewRequest,
  insertReviewRequest,
  lockReview,
  lockReviewedSession,
  reopenSession,
  saveReviewDecision,
  shopperReviewView,
} from './review-repository';
import { findLocaleByEmail } from '../notifications/recipient-locale';

export const REVIEW_NOT_FOUND_MESSAGE = errorMessage('review_not_found');

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string })?.code === '23505';
}

export async function requestReview(
  deps: ServiceDeps,
  input: { sessionId: string; userId: string; locale: Locale },
  now: Date = new Date(),
): Promise<{ review: ShopperReviewView; message: string }> {
  const session = await findSessionForReview(deps.db, input.sessionId);
  if (!session) throw notFound(SESSION_NOT_FOUND_MESSAGE);
  if (await hasReviewRequest(deps.db, session.id, input.userId)) {
    throw new HttpError(409, 'review_already_requested');
  }
  if (effectiveSessionStatus(session, now) !== 'open') {
    throw new HttpError(409, 'session_closed');
  }
  const decline = await currentDecline(deps.db, input.userId, session.amount_cents);
  if (!decline) {
    throw new HttpError(409, 'not_declined');
  }
  if (!isReviewableDecline(decline.code)) {
    throw new HttpError(
      409,
      'review_not_available',
      (locale) => `${render(decline.reason, locale)} ${declineNextStep(decline.code, locale)}`,
      { declineCode: decline.code },
    );
  }
  try {
    const row = await insertReviewRequest(
      deps.db,
      {
        userId: input.userId,
        sessionId: session.id,
        merchantId: session.merchant_id,
        amountCents: session.amount_cents,
        declineCode: decline.code,
        declineReason: render(decline.reason, 'me'),
        locale: input.locale,
      },
      now,
    );
    return { review: shopperReviewView(row), message: errorText('review_received', input.locale) };
  } catch (error) {
    // Two requests at once: the unique index lets one through.
    if (isUniqueViolation(error)) {
      throw new HttpError(409, 'review_already_requested');
    }
    throw error;
  }
}

export interface ReviewDecision {
  reviewId: string;
  actorId: string;
  decision: 'approve' | 'answer';
  note?: string;
  /** Required to approve above the shopper's declared means; stored and audited. */
  overrideReason?: string;
}

/** The approval would take the shopper's debt above their declared means, with no reason given. */
export function overCapError(affordability: ReviewAffordabilityView): HttpError {
  return new HttpError(
    409,
    'review_over_affordability_cap',
    errorMessage('review_over_cap', {
      owed: formatEur(affordability.owedAfterCents),
      cap: formatEur(affordability.capCents),
    }),
  );
}

export async function decideReview(
  deps: ServiceDeps,
  input: ReviewDecision,
  now: Date = new Date(),
): Promise<{ id: string; status: 'approved' | 'answered' }> {
  return deps.db.transaction().execute(async (trx) => {
    const review = await lockReview(trx, input.reviewId);
    if (!review) throw notFound(REVIEW_NOT_FOUND_MESSAGE);
    if (review.status !== 'pending') {
      throw new HttpError(409, 'review_already_decided');
    }
    const session = await lockReviewedSession(trx, review.checkout_session_id);
    const approve = input.decision === 'approve';
    let approvedUntil: Date | null = null;
    let affordability: ReviewAffordabilityView | null = null;
    let overrideReason = (approve && input.overrideReason?.trim()) || null;
    if (approve) {
      if (session.status === 'completed' || session.status === 'cancelled') {
        throw new HttpError(409, 'review_session_closed');
      }
      if (review.user_id) {
        affordability = await reviewAffordability(trx, review.user_id, review.amount_cents);
        if (!affordability.withinCap && !overrideReason) throw overCapError(affordability);
        if (affordability.withinCap) overrideReason = null;
      }
      approvedUntil = new Date(now.getTime() + REVIEW_APPROVAL_DAYS * 86_400_000);
      // The approval keeps the merchant's checkout open until it ends (unless the merchant
      // cancels it): a review takes up to 2 working days, longer than most checkouts live.
      const expiresAt =
        session.expires_at.getTime() > approvedUntil.getTime() ? session.expires_at : approvedUntil;
      await reopenSession(trx, session.id, expiresAt);
    }
    const note = input.note?.trim() || null;
    const status = approve ? ('approved' as const) : ('answered' as const);
    await saveReviewDecision(
      trx,
      review.id,
      { status, note, actorId: input.actorId, approvedUntil, capOverrideReason: overrideReason },
      now,
    );
    await recordAudit(trx, {
      actorId: input.actorId,
      action: approve ? 'review.approved' : 'review.answered',
      entityType: 'review_request',
      entityId: review.id,
      before: { status: review.status },
      after: {
        status,
        note,
        approvedUntil: approvedUntil?.toISOString() ?? null,
        ...(affordability ? { affordability } : {}),
        ...(overrideReason ? { capOverrideReason: overrideReason } : {}),
      },
    });
    if (approve && review.user_id) {
      await deps.notifier.user(trx, {
        userId: review.user_id,
        kind: 'review_approved',
        params: { merchant: session.merchant_name, amountCents: review.amount_cents },
        url: `/checkout/${encodeURIComponent(session.id)}`,
      });
    }
    const email = await findUserEmail(trx, review.user_id);
    if (email) {
      await deps.notifier.email(
        trx,
        email,
        reviewDecisionEmail({
          approved: approve,
          merchantName: session.merchant_name,
          amountCents: review.amount_cents,
          note,
          approvedUntil,
          checkoutUrl: `${deps.config.appUrl}/checkout/${session.id}`,
          locale: await findLocaleByEmail(trx, email),
        }),
      );
    }
    return { id: review.id, status };
  });
}
