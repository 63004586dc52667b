// The shopper's rights on a credit, shared by the server (which decides) and the dashboard
// (which only shows): withdrawal within 14 days, one free due-date move per plan, and a review
// of a declined purchase by a person.
import { addCalendarDays } from './dates';

/** Days after the purchase (Podgorica business days) in which the shopper may withdraw. */
export const WITHDRAWAL_PERIOD_DAYS = 14;
/** The most days one instalment's due date may move. */
export const MAX_MOVE_DAYS = 30;

/** The last calendar day ('YYYY-MM-DD') a credit taken on `purchaseDay` can be withdrawn from. */
export function withdrawalLastDay(purchaseDay: string): string {
  return addCalendarDays(purchaseDay, WITHDRAWAL_PERIOD_DAYS);
}

export interface InstalmentMoveView {
  sequence: number;
  fromDay: string;
  toDay: string;
  days: number;
  createdAt: string;
}

/** What the shopper may still do on a plan (GET /api/me/plan-rights, one entry per plan). */
export interface PlanRightsView {
  orderId: string;
  /** The last day of the withdrawal period ('YYYY-MM-DD'). */
  withdrawalLastDay: string;
  /** Whether "Odustani od kredita" is open today. */
  canWithdraw: boolean;
  /** What withdrawing costs: the remaining principal, no fee and no interest. */
  withdrawalCents: number;
  /** The plan's one move, once used. */
  move: InstalmentMoveView | null;
  /** Unpaid instalments whose due date may still move (empty once the move is used). */
  movableSequences: number[];
}

/** Decline codes a person may review: the limit and an overdue instalment. */
export const REVIEWABLE_DECLINES = ['over_limit', 'overdue'] as const;
export type ReviewableDecline = (typeof REVIEWABLE_DECLINES)[number];

export function isReviewableDecline(code: string | null | undefined): code is ReviewableDecline {
  return (REVIEWABLE_DECLINES as readonly string[]).includes(code ?? '');
}

/** An admin's approval holds this long, for the same checkout, for one purchase. */
export const REVIEW_APPROVAL_DAYS = 7;

export type ReviewStatus = 'pending' | 'approved' | 'answered';

/** The shopper's view of their review request on a checkout. */
export interface ShopperReviewView {
  id: string;
  status: ReviewStatus;
  note: string | null;
  createdAt: string;
  approvedUntil: string | null;
  used: boolean;
}

/** A review request in the admin queue. */
export interface AdminReviewView {
  id: string;
  status: ReviewStatus;
  shopper: { id: string | null; email: string | null; name: string | null };
  merchantName: string;
  checkoutSessionId: string;
  amountCents: number;
  declineCode: string;
  declineReason: string;
  note: string | null;
  createdAt: string;
  decidedAt: string | null;
  approvedUntil: string | null;
  usedAt: string | null;
  usedOrderId: string | null;
  /** The shopper's declared means and what they would owe with this purchase. */
  affordability: ReviewAffordabilityView | null;
  /** Why an admin approved above the declared means; null when within them. */
  capOverrideReason: string | null;
}

/**
 * A review approval keeps what the shopper owes (with the purchase) within one month of their
 * declared disposable income, or 100 EUR with no declaration (the most a limit reaches without
 * one); above it, only with a written reason.
 */
export interface ReviewAffordabilityView {
  monthlyIncomeCents: number | null;
  monthlyObligationsCents: number | null;
  /** The cap: declared income less obligations, or the 100 EUR start limit with no declaration. */
  capCents: number;
  /** What the shopper owes now, checkouts being charged included. */
  owedCents: number;
  /** What they would owe with this purchase. */
  owedAfterCents: number;
  withinCap: boolean;
}
