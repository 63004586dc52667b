// Credit score events (start 500, range 300-1000) and the reason each leaves in the score history.
// Pure: the service decides when an event happened (and that it happens once), writes the new
// score and one history row { delta: appliedDelta, reason } in the same transaction.
//
// Policy the service follows (the daily credit review, credit-review-job.ts):
// - On-time points are counted per calendar month (Podgorica) of the due dates, not per plan:
//   a month's on-time instalments add up, and the month is worth onTimePaymentPoints of that
//   sum (10 to 50), given as its instalments' due dates arrive. Many small plans therefore earn
//   no more than one plan of the same total. The first instalment, charged at confirmation,
//   earns nothing (it is part of the purchase), nor does one paid after its due day or overdue.
// - The overdue penalty applies once per instalment, when the job first marks it overdue.
// - The plan-completed points apply when a repayment (not a refund) settles the last
//   instalment; they too are per calendar month of the plans' last due dates, in proportion to
//   the plans' amounts: planCompletedPoints of the month's sum (up to 20).
// - Account age: +5 for every full month since sign-up not yet awarded (a daily job).
import { plans } from '#shared/i18n/me/plans';
import {
  EMAIL_VERIFICATION_BONUS,
  PHONE_VERIFICATION_BONUS,
  SIGNUP_BONUS,
  clampScore,
} from '#shared/credit-tiers';
import { businessWallClock } from '#shared/business-dates';
import { addMonthsClamped } from '#shared/dates';

export const ON_TIME_MIN_POINTS = 10;
export const ON_TIME_MAX_POINTS = 50;
/** Payments of this size or more earn the maximum on-time points. */
export const ON_TIME_FULL_POINTS_AMOUNT_CENTS = 50_000;
export const OVERDUE_PENALTY = -50;
export const PLAN_COMPLETED_BONUS = 20;
export const ACCOUNT_AGE_POINTS_PER_MONTH = 5;

export type ScoreEventKind =
  | 'signup'
  | 'email_verified'
  | 'phone_verified'
  | 'on_time_payment'
  | 'overdue'
  | 'plan_completed'
  | 'account_age';

/** The score-history reason of each event, in Montenegrin; the browser shows its own language's. */
export const SCORE_EVENT_REASONS: Record<ScoreEventKind, string> = plans.score.reasons;

/** The event a stored reason stands for; null for a text no event writes. */
export function scoreReasonKind(reason: string): ScoreEventKind | null {
  const found = Object.entries(SCORE_EVENT_REASONS).find(([, text]) => text === reason);
  return found ? (found[0] as ScoreEventKind) : null;
}

export interface ScoreEvent {
  kind: ScoreEventKind;
  /** The points the event is worth; the score may move less at the 300/1000 bounds. */
  delta: number;
  reason: string;
}

function scoreEvent(kind: ScoreEventKind, delta: number): ScoreEvent {
  return { kind, delta, reason: SCORE_EVENT_REASONS[kind] };
}

/**
 * 10 points plus up to 40 more in proportion to the amount, reaching 50 at 500 EUR:
 * 10 + round(40 · min(amount, 500 EUR) / 500 EUR), rounded half up.
 */
export function onTimePaymentPoints(amountCents: number): number {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
    throw new RangeError(`Amount must be a non-negative integer of cents: ${amountCents}`);
  }
  const capped = Math.min(amountCents, ON_TIME_FULL_POINTS_AMOUNT_CENTS);
  const extra = Math.floor(
    (2 * (ON_TIME_MAX_POINTS - ON_TIME_MIN_POINTS) * capped + ON_TIME_FULL_POINTS_AMOUNT_CENTS) /
      (2 * ON_TIME_FULL_POINTS_AMOUNT_CENTS),
  );
  return ON_TIME_MIN_POINTS + extra;
}

export function onTimePaymentEvent(amountCents: number): ScoreEvent {
  return scoreEvent('on_time_payment', onTimePaymentPoints(amountCents));
}

/** A paid-off plans' total of this size or more in one month earns the full completion points. */
export const PLAN_COMPLETED_FULL_AMOUNT_CENTS = 10_000;

/**
 * The completion points of a month's paid-off plans: 20 · min(total, 100 EUR) / 100 EUR, rounded
 * half up (0 for nothing).
 */
export function planCompletedPoints(totalCents: number): number {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) {
    throw new RangeError(`Amount must be a non-negative integer of cents: ${totalCents}`);
  }
  const capped = Math.min(totalCents, PLAN_COMPLETED_FULL_AMOUNT_CENTS);
  return Math.floor(
    (2 * PLAN_COMPLETED_BONUS * capped + PLAN_COMPLETED_FULL_AMOUNT_CENTS) /
      (2 * PLAN_COMPLETED_FULL_AMOUNT_CENTS),
  );
}

/** A month's on-time points for the sum of its on-time instalments (0 when there are none). */
export function monthOnTimePoints(totalCents: number): number {
  return totalCents > 0 ? onTimePaymentPoints(totalCents) : 0;
}

/**
 * What a month's points grow by when `addedCents` join the `countedCents` already counted in it:
 * the month is worth points(total), and points(counted) of that were given before.
 */
export function periodPointsIncrement(
  points: (totalCents: number) => number,
  countedCents: number,
  addedCents: number,
): number {
  return Math.max(0, points(countedCents + addedCents) - points(countedCents));
}

export function onTimePeriodEvent(delta: number): ScoreEvent {
  return scoreEvent('on_time_payment', delta);
}

export function planCompletedPeriodEvent(delta: number): ScoreEvent {
  return scoreEvent('plan_completed', delta);
}

export function overduePenalty(): ScoreEvent {
  return scoreEvent('overdue', OVERDUE_PENALTY);
}

export function planCompletedBonus(): ScoreEvent {
  return scoreEvent('plan_completed', PLAN_COMPLETED_BONUS);
}

export function signupBonus(): ScoreEvent {
  return scoreEvent('signup', SIGNUP_BONUS);
}

export function emailVerifiedBonus(): ScoreEvent {
  return scoreEvent('email_verified', EMAIL_VERIFICATION_BONUS);
}

export function phoneVerifiedBonus(): ScoreEvent {
  return scoreEvent('phone_verified', PHONE_VERIFICATION_BONUS);
}

/** Whole calendar months from `from` to `to` (31 Jan → 28 Feb counts as one month). */
export function fullMonthsBetween(from: Date, to: Date): number {
  if (to.getTime() < from.getTime()) return 0;
  let months = (to.getFullYear() - from.getFullYear()) * 12 + to.getMonth() - from.getMonth();
  while (months > 0 && addMonthsClamped(from, months).getTime() > to.getTime()) months -= 1;
  return months;
}

export interface AccountAgeAward {
  /** The points to add now (0 when every full month is already awarded). */
  points: number;
  /** Store this as the new count of awarded months. */
  awardedMonths: number;
  event: ScoreEvent | null;
}

/**
 * +5 for every full month of account age not yet awarded (`lastAwardedMonths` of them were).
 * Months are Podgorica calendar months, like every business date, whatever TZ the process has.
 */
export function accountAgePoints(
  createdAt: Date,
  lastAwardedMonths: number,
  now: Date,
): AccountAgeAward {
  const months = fullMonthsBetween(businessWallClock(createdAt), businessWallClock(now));
  const newMonths = Math.max(0, months - lastAwardedMonths);
  const points = newMonths * ACCOUNT_AGE_POINTS_PER_MONTH;
  return {
    points,
    awardedMonths: Math.max(months, lastAwardedMonths),
    event: points > 0 ? scoreEvent('account_age', points) : null,
  };
}

/**
 * Adds points to a score and keeps it within 300..1000. `appliedDelta` is how far the score
 * actually moved (less than `delta` at the bounds): record that in the history, so the history
 * always adds up to the score.
 */
export function applyScoreDelta(
  score: number,
  delta: number,
): { score: number; appliedDelta: number } {
  if (!Number.isSafeInteger(delta)) throw new RangeError(`Delta must be an integer: ${delta}`);
  const before = clampScore(score);
  const after = clampScore(before + delta);
  return { score: after, appliedDelta: after - before };
}
