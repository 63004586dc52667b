// An admin's approval after a review lets exactly one purchase through: the same checkout (so
// the same merchant and amount), by the same shopper, before the approval ends, once. It lifts
// only the declines a person reviews (the limit, an overdue instalment); a blocked account, an
// unverified email or an invalid amount still decline. An approval given within the shopper's
// declared means is checked against them again at the purchase (the debt may have grown since);
// one given above them with a written reason is not.
import type { Kysely } from 'kysely';
import { isReviewableDecline } from '#shared/consumer-rights';
import type { Database } from '../db/schema';
import type { CheckoutDecision } from '../rules/decision';
import { reviewAffordability } from './affordability';
import { usableApproval } from './review-repository';

export async function applyReviewApproval(
  db: Kysely<Database>,
  decision: CheckoutDecision,
  sessionId: string,
  userId: string,
  now: Date,
): Promise<{ decision: CheckoutDecision; reviewId: string | null }> {
  if (decision.approved || !isReviewableDecline(decision.code)) {
    return { decision, reviewId: null };
  }
  const approval = await usableApproval(db, sessionId, userId, now);
  if (!approval) return { decision, reviewId: null };
  if (!approval.cap_override_reason) {
    const affordability = await reviewAffordability(db, userId, approval.amount_cents);
    if (!affordability.withinCap) return { decision, reviewId: null };
  }
  return { decision: { approved: true, availableCents: 0 }, reviewId: approval.id };
}
