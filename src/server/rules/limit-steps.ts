// The spending limit: every account starts at 100 EUR whatever its score; each plan
// paid off in full raises the limit by one step toward the ceiling, which is the tier-table limit
// of the band the score is in (shared/credit-tiers); any overdue instalment freezes it.
//
// The steps are the tier table's limits themselves: 100, 300, 700, 1.500, 3.000 EUR. One step
// means "the next value in that list above the current limit", capped at the band's ceiling. A
// limit that is not on the list (set by an admin, say) moves up to the next listed value.
import { CREDIT_TIERS, START_LIMIT_CENTS, creditTierForScore } from '#shared/credit-tiers';

export { START_LIMIT_CENTS };

/** [10_000, 30_000, 70_000, 150_000, 300_000]: the tier limits in ascending order. */
export const LIMIT_STEPS_CENTS: readonly number[] = CREDIT_TIERS.map((tier) => tier.limitCents);

/** The highest limit a score allows: the limit of its band in the tier table. */
export function limitCeilingForScore(score: number): number {
  return creditTierForScore(score).limitCents;
}

/**
 * The limit after a plan was paid off in full. Unchanged when any instalment of the shopper is
 * overdue (frozen), or when the limit already reaches the ceiling of the score's band; the
 * stored limit never goes down here, even if the score has fallen (see effectiveLimitCents).
 */
export function nextLimitAfterPlanCompleted(
  currentLimitCents: number,
  score: number,
  hasOverdue: boolean,
): number {
  if (!Number.isSafeInteger(currentLimitCents) || currentLimitCents < 0) {
    throw new RangeError(`Limit must be a non-negative integer of cents: ${currentLimitCents}`);
  }
  if (hasOverdue) return currentLimitCents;
  const ceiling = limitCeilingForScore(score);
  if (currentLimitCents >= ceiling) return currentLimitCents;
  const nextStep = LIMIT_STEPS_CENTS.find((step) => step > currentLimitCents) ?? ceiling;
  return Math.min(nextStep, ceiling);
}

/**
 * The limit a checkout decision uses: the stored limit, but never above the ceiling of the band
 * the score is in now. A shopper whose score fell (late payments) therefore loses headroom at
 * once, and gets it back without new plans when the score recovers.
 */
export function effectiveLimitCents(storedLimitCents: number, score: number): number {
  return Math.min(storedLimitCents, limitCeilingForScore(score));
}

/** A limit step needs this many days since the last step (or since sign-up)... */
export const LIMIT_STEP_MIN_DAYS = 30;
/** ...and principal repaid since then of at least this share of the current limit. */
export const LIMIT_STEP_REPAID_SHARE = 0.5;
const DAY_MS = 86_400_000;

export type LimitStepReason =
  | 'stepped'
  | 'overdue'
  | 'at_ceiling'
  | 'too_soon'
  | 'not_enough_repaid'
  | 'declaration_needed'
  | 'income_cap';

export interface LimitStepInput {
  currentLimitCents: number;
  score: number;
  hasOverdue: boolean;
  /** The last step up, or sign-up when there was none. */
  lastStepAt: Date;
  now: Date;
  /** Principal the shopper repaid since lastStepAt (payments less what was refunded of them). */
  repaidSinceStepCents: number;
  /** Declared monthly income less fixed obligations; null when nothing is declared. */
  disposableIncomeCents: number | null;
}

export interface LimitStep {
  limitCents: number;
  reason: LimitStepReason;
  /** The earliest moment the next step may come. */
  earliestAt: Date;
  /** The repaid principal the next step needs. */
  repaidNeededCents: number;
}

/**
 * Whether the limit steps up now (responsible lending, so that a limit cannot be farmed): one
 * step toward the band's ceiling, at least 30 days after the last step (or sign-up), with at
 * least half the current limit repaid since, nothing overdue; a step above the starting 100 EUR
 * needs declared income, and no limit exceeds one month of declared disposable income.
 */
export function limitStep(input: LimitStepInput): LimitStep {
  const current = input.currentLimitCents;
  const earliestAt = new Date(input.lastStepAt.getTime() + LIMIT_STEP_MIN_DAYS * DAY_MS);
  const repaidNeededCents = Math.ceil(current * LIMIT_STEP_REPAID_SHARE);
  const result = (reason: LimitStepReason, limitCents = current): LimitStep => ({
    limitCents,
    reason,
    earliestAt,
    repaidNeededCents,
  });
  if (input.hasOverdue) return result('overdue');
  const next = nextLimitAfterPlanCompleted(current, input.score, false);
  if (next <= current) return result('at_ceiling');
  if (input.now.getTime() < earliestAt.getTime()) return result('too_soon');
  if (input.repaidSinceStepCents < repaidNeededCents) return result('not_enough_repaid');
  if (next > START_LIMIT_CENTS && input.disposableIncomeCents === null) {
    return result('declaration_needed');
  }
  const capped = Math.min(next, input.disposableIncomeCents ?? next);
  if (capped <= current) return result('income_cap');
  return result('stepped', capped);
}
