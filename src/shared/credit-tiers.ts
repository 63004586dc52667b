// Credit score levels and their spending-limit ceilings; scores run from 300 to 1000, start at
// 500, and every account starts at a 100 € limit whatever its band.
import { formatEur, type MoneyLocale } from './money';

export const SCORE_MIN = 300;
export const SCORE_MAX = 1000;
export const START_SCORE = 500;
/** Every new account starts at 100 EUR whatever its band; the tier limit is the ceiling. */
export const START_LIMIT_CENTS = 10_000;
/**
 * The dashboard ring is full at the highest score there is, the one its label names.
 * @alias
 */
export const RING_MAX = SCORE_MAX;
export const SIGNUP_BONUS = 10;
export const EMAIL_VERIFICATION_BONUS = 10;
export const PHONE_VERIFICATION_BONUS = 20;

export type CreditTierId = 'beginner' | 'average' | 'good' | 'very_good' | 'excellent';

export interface CreditTier {
  id: CreditTierId;
  /** Display name; it is the product's own term, shown as is in every locale. */
  name: string;
  minScore: number;
  maxScore: number;
  limitCents: number;
  /** The top tier's limit is shown as a floor ("3.000+ €"). */
  openEnded: boolean;
}

export const CREDIT_TIERS: readonly CreditTier[] = [
  {
    id: 'beginner',
    name: 'Početnik',
    minScore: 300,
    maxScore: 499,
    limitCents: 10_000,
    openEnded: false,
  },
  {
    id: 'average',
    name: 'Prosječan',
    minScore: 500,
    maxScore: 649,
    limitCents: 30_000,
    openEnded: false,
  },
  { id: 'good', name: 'Dobar', minScore: 650, maxScore: 749, limitCents: 70_000, openEnded: false },
  {
    id: 'very_good',
    name: 'Vrlo Dobar',
    minScore: 750,
    maxScore: 849,
    limitCents: 150_000,
    openEnded: false,
  },
  {
    id: 'excellent',
    name: 'Odličan',
    minScore: 850,
    maxScore: 1000,
    limitCents: 300_000,
    openEnded: true,
  },
];

/** Rounds and clamps any number into the score range; NaN counts as the lowest score. */
export function clampScore(n: number): number {
  if (Number.isNaN(n)) return SCORE_MIN;
  return Math.min(SCORE_MAX, Math.max(SCORE_MIN, Math.round(n)));
}

/** The tier a score falls in (scores outside 300-1000 are clamped first). */
export function creditTierForScore(score: number): CreditTier {
  const clamped = clampScore(score);
  const tier = CREDIT_TIERS.find((t) => clamped >= t.minScore && clamped <= t.maxScore);
  // The tiers cover 300-1000 without gaps, so find always succeeds; the fallback satisfies types.
  return tier ?? (CREDIT_TIERS[0] as CreditTier);
}

/** A tier's limit for display: "100 €", "1.500 €", "3.000+ €". */
export function formatTierLimit(tier: CreditTier, locale: MoneyLocale = 'sr-Latn-ME'): string {
  return formatEur(tier.limitCents, locale, { hideZeroCents: true, openEnded: tier.openEnded });
}

function bandLabel(score: number, lowest: string): string {
  if (score >= 850) return 'Odličan';
  if (score >= 750) return 'Vrlo Dobar';
  if (score >= 650) return 'Dobar';
  if (score >= 500) return 'Prosječan';
  return lowest;
}

/** The band name on the user dashboard. */
export function dashboardBandLabel(score: number): string {
  return bandLabel(score, 'Početnik');
}

/** The band name in the admin users table, where the lowest band reads "Loš". */
export function adminBandLabel(score: number): string {
  return bandLabel(score, 'Loš');
}

/** How full the dashboard ring is: score / 850, between 0 and 1. */
export function ringFraction(score: number): number {
  if (!Number.isFinite(score)) return score === Infinity ? 1 : 0;
  return Math.min(Math.max(score / RING_MAX, 0), 1);
}
