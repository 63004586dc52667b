import { creditTierForScore } from '#shared/credit-tiers';
import type { CoreCatalogue } from '#shared/i18n/catalogue';

type Levels = CoreCatalogue['shell']['creditLevels'];

/**
 * The credit level of a score in the page's language. The lowest band is "Početnik" for the
 * shopper and "Loš" in the admin's lists.
 */
export function creditLevelName(
  levels: Levels,
  score: number,
  lowest: 'beginner' | 'poor' = 'beginner',
): string {
  const id = creditTierForScore(score).id;
  return levels[id === 'beginner' ? lowest : id];
}
