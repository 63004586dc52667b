import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CREDIT_TIERS, SCORE_MAX, SCORE_MIN } from './credit-tiers';
import { NBSP } from './money';
import {
  SPENDING_LIMIT_NOT_AMOUNT_MESSAGE,
  spendingLimitCeilingCents,
  spendingLimitError,
} from './admin-limit';

describe('spendingLimitCeilingCents', () => {
  it('is the band limit of the tier table', () => {
    expect(spendingLimitCeilingCents(300)).toBe(10_000);
    expect(spendingLimitCeilingCents(499)).toBe(10_000);
    expect(spendingLimitCeilingCents(500)).toBe(30_000);
    expect(spendingLimitCeilingCents(650)).toBe(70_000);
    expect(spendingLimitCeilingCents(849)).toBe(150_000);
    expect(spendingLimitCeilingCents(1000)).toBe(300_000);
  });
});

describe('spendingLimitError', () => {
  it('accepts 0 and the ceiling itself', () => {
    for (const tier of CREDIT_TIERS) {
      expect(spendingLimitError(0, tier.minScore)).toBeNull();
      expect(spendingLimitError(tier.limitCents, tier.maxScore)).toBeNull();
    }
  });

  it('refuses one cent over the ceiling, naming the band and its limit', () => {
    expect(spendingLimitError(30_001, 520)).toBe(
      `Limit potrošnje mora biti između 0 € i 300${NBSP}€ za nivo Prosječan.`,
    );
    expect(spendingLimitError(300_001, 900)).toBe(
      `Limit potrošnje mora biti između 0 € i 3.000${NBSP}€ za nivo Odličan.`,
    );
  });

  it('refuses negative and fractional cents', () => {
    expect(spendingLimitError(-1, 700)).toMatch(/između 0 €/);
    expect(spendingLimitError(10.5, 700)).toBe(SPENDING_LIMIT_NOT_AMOUNT_MESSAGE);
    expect(spendingLimitError(Number.NaN, 700)).toBe(SPENDING_LIMIT_NOT_AMOUNT_MESSAGE);
  });

  it('allows exactly the integers 0..ceiling for every score', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: SCORE_MIN, max: SCORE_MAX }),
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        (score, cents) => {
          const ok = cents >= 0 && cents <= spendingLimitCeilingCents(score);
          expect(spendingLimitError(cents, score) === null).toBe(ok);
        },
      ),
    );
  });
});
