// The spending limit an admin may set: from 0 up to the ceiling of the user's
// credit band in the tier table; the top band's "3.000+ €" is capped at 3.000 €.
import { creditTierForScore } from './credit-tiers';
import { formatEur } from './money';
import { validation as V } from './i18n/me/validation';

/** Rejected by the request schema before the band is known. */
export const SPENDING_LIMIT_NOT_AMOUNT_MESSAGE = V.spendingLimitNotAmount;

/** The highest limit in cents an admin may give a user with this score. */
export function spendingLimitCeilingCents(score: number): number {
  return creditTierForScore(score).limitCents;
}

/** Why a limit (cents) is not allowed for this score, in Montenegrin; null when it is. */
export function spendingLimitError(limitCents: number, score: number): string | null {
  if (!Number.isSafeInteger(limitCents)) return SPENDING_LIMIT_NOT_AMOUNT_MESSAGE;
  const tier = creditTierForScore(score);
  if (limitCents < 0 || limitCents > tier.limitCents) {
    const ceiling = formatEur(tier.limitCents, 'sr-Latn-ME', { hideZeroCents: true });
    return `Limit potrošnje mora biti između 0 € i ${ceiling} za nivo ${tier.name}.`;
  }
  return null;
}
