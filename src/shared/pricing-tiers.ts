// Merchant pricing: Starter up to 5.000 € a month at 3 %, Growth up to 20.000 € at 2,5 %,
// Enterprise above with a fee agreed per merchant of at most the Growth fee. A bigger merchant
// never pays a higher rate than a smaller one. Fees are basis points: 300 = 3 %.
import type { MonthlyRevenueRange } from './validation/partner-schema';

export const PRICING_TIER_IDS = ['starter', 'growth', 'enterprise'] as const;
export type PricingTierId = (typeof PRICING_TIER_IDS)[number];

export interface PricingTier {
  id: PricingTierId;
  name: string;
  /** null for Enterprise, whose fee is set by an admin at approval. */
  feeBasisPoints: number | null;
  /** Monthly volume the tier is meant for; null means no upper bound. */
  monthlyVolumeCapCents: number | null;
}

export const PRICING_TIERS: readonly PricingTier[] = [
  { id: 'starter', name: 'Starter', feeBasisPoints: 300, monthlyVolumeCapCents: 500_000 },
  { id: 'growth', name: 'Growth', feeBasisPoints: 250, monthlyVolumeCapCents: 2_000_000 },
  { id: 'enterprise', name: 'Enterprise', feeBasisPoints: null, monthlyVolumeCapCents: null },
];

/** Enterprise fee offered in the approval dialog until the admin changes it. */
export const DEFAULT_ENTERPRISE_FEE_BASIS_POINTS = 200;
/**
 * An Enterprise merchant sells more than a Growth one, so its agreed fee is never above the Growth
 * fee; the admin may go as low as 0.
 */
export const MAX_CUSTOM_FEE_BASIS_POINTS = 250;

export function pricingTier(id: PricingTierId): PricingTier {
  // The ids are a closed list, so the lookup always succeeds.
  return PRICING_TIERS.find((tier) => tier.id === id) as PricingTier;
}

/**
 * The tier suggested for an applicant's stated monthly revenue. The form's ranges do not line up
 * with the tier caps, so this is only the dialog's default; the admin decides.
 */
export function defaultPricingTier(range: MonthlyRevenueRange): PricingTierId {
  if (range === '0-10k') return 'starter';
  if (range === '10k-50k') return 'growth';
  return 'enterprise';
}

/** The fee a merchant pays: the tier's own, or for Enterprise the admin's custom fee. */
export function feeBasisPointsFor(tier: PricingTierId, customBasisPoints?: number): number {
  return (
    pricingTier(tier).feeBasisPoints ?? customBasisPoints ?? DEFAULT_ENTERPRISE_FEE_BASIS_POINTS
  );
}

/** "3 %", "2,5 %" (sr-Latn-ME) or "3%", "2.5%" (en). */
export function formatFeePercent(basisPoints: number, locale: 'sr-Latn-ME' | 'en' = 'sr-Latn-ME') {
  const percent = (basisPoints / 100).toString();
  return locale === 'en' ? `${percent}%` : `${percent.replace('.', ',')}\u00a0%`;
}
