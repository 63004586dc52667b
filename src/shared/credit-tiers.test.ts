import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  CREDIT_TIERS,
  EMAIL_VERIFICATION_BONUS,
  PHONE_VERIFICATION_BONUS,
  RING_MAX,
  SCORE_MAX,
  SCORE_MIN,
  SIGNUP_BONUS,
  START_LIMIT_CENTS,
  START_SCORE,
  adminBandLabel,
  clampScore,
  creditTierForScore,
  dashboardBandLabel,
  formatTierLimit,
  ringFraction,
} from './credit-tiers';

describe('credit constants', () => {
  it('match the credit rules', () => {
    expect([SCORE_MIN, SCORE_MAX, START_SCORE, START_LIMIT_CENTS, RING_MAX]).toEqual([
      300, 1000, 500, 10_000, 1000,
    ]);
    expect([SIGNUP_BONUS, EMAIL_VERIFICATION_BONUS, PHONE_VERIFICATION_BONUS]).toEqual([
      10, 10, 20,
    ]);
  });
});

describe('CREDIT_TIERS', () => {
  it('lists the five levels with limits in cents', () => {
    expect(CREDIT_TIERS.map((t) => [t.name, t.minScore, t.maxScore, t.limitCents])).toEqual([
      ['Početnik', 300, 499, 10_000],
      ['Prosječan', 500, 649, 30_000],
      ['Dobar', 650, 749, 70_000],
      ['Vrlo Dobar', 750, 849, 150_000],
      ['Odličan', 850, 1000, 300_000],
    ]);
  });

  it('formats limits for display', () => {
    expect(CREDIT_TIERS.map((t) => formatTierLimit(t))).toEqual([
      '100\u00a0€',
      '300\u00a0€',
      '700\u00a0€',
      '1.500\u00a0€',
      '3.000+\u00a0€',
    ]);
    expect(formatTierLimit(creditTierForScore(900), 'en')).toBe('€3,000+');
  });
});

describe('creditTierForScore', () => {
  it.each([
    [300, 'Početnik'],
    [499, 'Početnik'],
    [500, 'Prosječan'],
    [649, 'Prosječan'],
    [650, 'Dobar'],
    [749, 'Dobar'],
    [750, 'Vrlo Dobar'],
    [849, 'Vrlo Dobar'],
    [850, 'Odličan'],
    [1000, 'Odličan'],
    [0, 'Početnik'],
    [5000, 'Odličan'],
  ])('puts %s in %s', (score, name) => {
    expect(creditTierForScore(score).name).toBe(name);
  });

  it('agrees with the dashboard band for every score in range', () => {
    fc.assert(
      fc.property(fc.integer({ min: SCORE_MIN, max: SCORE_MAX }), (score) => {
        expect(creditTierForScore(score).name).toBe(dashboardBandLabel(score));
      }),
    );
  });
});

describe('band labels', () => {
  it.each([
    [850, 'Odličan'],
    [750, 'Vrlo Dobar'],
    [650, 'Dobar'],
    [500, 'Prosječan'],
    [499, 'Početnik'],
  ])('dashboard shows %s as %s', (score, label) => {
    expect(dashboardBandLabel(score)).toBe(label);
  });

  it('admin table calls the lowest band Loš', () => {
    expect(adminBandLabel(499)).toBe('Loš');
    expect(adminBandLabel(500)).toBe('Prosječan');
    expect(adminBandLabel(850)).toBe('Odličan');
  });
});

describe('clampScore', () => {
  it('rounds and clamps', () => {
    expect(clampScore(200)).toBe(300);
    expect(clampScore(1200)).toBe(1000);
    expect(clampScore(612.6)).toBe(613);
    expect(clampScore(Number.NaN)).toBe(300);
    expect(clampScore(-Infinity)).toBe(300);
  });
});

describe('ringFraction', () => {
  it('scales to the top score, 1000 (the levels go that far)', () => {
    expect(ringFraction(500)).toBe(0.5);
    expect(ringFraction(850)).toBe(0.85);
    expect(ringFraction(1000)).toBe(1);
    expect(ringFraction(-10)).toBe(0);
    expect(ringFraction(Number.NaN)).toBe(0);
  });

  it('always lies in [0, 1]', () => {
    fc.assert(
      fc.property(fc.double(), (score) => {
        const f = ringFraction(score);
        expect(f >= 0 && f <= 1).toBe(true);
      }),
    );
  });
});
