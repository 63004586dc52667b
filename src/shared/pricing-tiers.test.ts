import { describe, expect, it } from 'vitest';
import {
  defaultPricingTier,
  feeBasisPointsFor,
  formatFeePercent,
  pricingTier,
  PRICING_TIERS,
} from './pricing-tiers';

describe('pricing tiers', () => {
  it('follow the published pricing', () => {
    expect(PRICING_TIERS.map((t) => [t.name, t.feeBasisPoints, t.monthlyVolumeCapCents])).toEqual([
      ['Starter', 300, 500_000],
      ['Growth', 250, 2_000_000],
      ['Enterprise', null, null],
    ]);
    expect(pricingTier('growth').name).toBe('Growth');
  });

  it('suggest a tier from the stated revenue range', () => {
    expect(defaultPricingTier('0-10k')).toBe('starter');
    expect(defaultPricingTier('10k-50k')).toBe('growth');
    expect(defaultPricingTier('50k-100k')).toBe('enterprise');
    expect(defaultPricingTier('100k+')).toBe('enterprise');
  });

  it('fix the fee for Starter and Growth and take the custom fee for Enterprise', () => {
    expect(feeBasisPointsFor('starter', 100)).toBe(300);
    expect(feeBasisPointsFor('growth')).toBe(250);
    expect(feeBasisPointsFor('enterprise', 250)).toBe(250);
    expect(feeBasisPointsFor('enterprise')).toBe(200);
  });

  it('format fees as percentages', () => {
    expect(formatFeePercent(300)).toBe('3\u00a0%');
    expect(formatFeePercent(250)).toBe('2,5\u00a0%');
    expect(formatFeePercent(250, 'en')).toBe('2.5%');
  });
});
