import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { SCORE_MAX, SCORE_MIN, START_SCORE } from '#shared/credit-tiers';
import {
  LIMIT_STEPS_CENTS,
  START_LIMIT_CENTS,
  effectiveLimitCents,
  limitCeilingForScore,
  limitStep,
  nextLimitAfterPlanCompleted,
} from './limit-steps';

describe('spending limit', () => {
  it('starts at 100 EUR and steps through the tier-table limits', () => {
    // A new account in the top band: each completed plan moves one step, then the ceiling holds.
    const limits = [START_LIMIT_CENTS];
    for (let plan = 0; plan < 5; plan += 1) {
      limits.push(nextLimitAfterPlanCompleted(limits.at(-1) ?? 0, 900, false));
    }
    expect(limits).toEqual([10_000, 30_000, 70_000, 150_000, 300_000, 300_000]);
    // A new account at the starting score can use 100 EUR, not its band's 300 EUR ceiling.
    expect(effectiveLimitCents(START_LIMIT_CENTS, START_SCORE)).toBe(10_000);
  });

  it('uses the band of the score as the ceiling', () => {
    expect(
      [299, 300, 499, 500, 649, 650, 749, 750, 849, 850, 1000].map(limitCeilingForScore),
    ).toEqual([
      10_000, 10_000, 10_000, 30_000, 30_000, 70_000, 70_000, 150_000, 150_000, 300_000, 300_000,
    ]);
  });

  it('raises one step per completed plan, up to the ceiling of the band', () => {
    expect(nextLimitAfterPlanCompleted(10_000, 900, false)).toBe(30_000);
    expect(nextLimitAfterPlanCompleted(30_000, 900, false)).toBe(70_000);
    expect(nextLimitAfterPlanCompleted(70_000, 900, false)).toBe(150_000);
    expect(nextLimitAfterPlanCompleted(150_000, 900, false)).toBe(300_000);
    expect(nextLimitAfterPlanCompleted(300_000, 1000, false)).toBe(300_000);
  });

  it('stops at the ceiling of a lower band', () => {
    expect(nextLimitAfterPlanCompleted(10_000, 520, false)).toBe(30_000);
    expect(nextLimitAfterPlanCompleted(30_000, 520, false)).toBe(30_000);
    expect(nextLimitAfterPlanCompleted(10_000, 400, false)).toBe(10_000);
  });

  it('moves an off-list limit to the next listed value, capped at the ceiling', () => {
    expect(nextLimitAfterPlanCompleted(20_000, 700, false)).toBe(30_000);
    expect(nextLimitAfterPlanCompleted(60_000, 700, false)).toBe(70_000);
    expect(nextLimitAfterPlanCompleted(100_000, 780, false)).toBe(150_000);
    expect(nextLimitAfterPlanCompleted(5_000, 300, false)).toBe(10_000);
  });

  it('freezes while an instalment is overdue', () => {
    expect(nextLimitAfterPlanCompleted(10_000, 900, true)).toBe(10_000);
  });

  it('never lowers the stored limit when the score fell', () => {
    expect(nextLimitAfterPlanCompleted(150_000, 400, false)).toBe(150_000);
  });

  it('caps the limit used at checkout by the current band', () => {
    expect(effectiveLimitCents(150_000, 400)).toBe(10_000);
    expect(effectiveLimitCents(30_000, 900)).toBe(30_000);
  });

  it('rejects a fractional or negative limit', () => {
    expect(() => nextLimitAfterPlanCompleted(100.5, 600, false)).toThrow(RangeError);
    expect(() => nextLimitAfterPlanCompleted(-1, 600, false)).toThrow(RangeError);
  });

  it('never decreases, never passes the ceiling by itself, and takes one step at most', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400_000 }),
        fc.integer({ min: SCORE_MIN - 50, max: SCORE_MAX + 50 }),
        fc.boolean(),
        (current, score, hasOverdue) => {
          const next = nextLimitAfterPlanCompleted(current, score, hasOverdue);
          const ceiling = limitCeilingForScore(score);
          expect(next).toBeGreaterThanOrEqual(current);
          if (next > current) {
            expect(hasOverdue).toBe(false);
            expect(next).toBeLessThanOrEqual(ceiling);
            expect(LIMIT_STEPS_CENTS.filter((s) => s > current && s < next)).toEqual([]);
          }
          expect(effectiveLimitCents(next, score)).toBeLessThanOrEqual(ceiling);
        },
      ),
    );
  });

  it('reaches the ceiling of any band from the start limit in at most four plans', () => {
    fc.assert(
      fc.property(fc.integer({ min: SCORE_MIN, max: SCORE_MAX }), (score) => {
        let limit = START_LIMIT_CENTS;
        for (let plan = 0; plan < 4; plan += 1)
          limit = nextLimitAfterPlanCompleted(limit, score, false);
        expect(limit).toBe(limitCeilingForScore(score));
      }),
    );
  });
});

describe('limit step (responsible lending)', () => {
  const signup = new Date(2026, 0, 1);
  const base = {
    currentLimitCents: 10_000,
    score: 600,
    hasOverdue: false,
    lastStepAt: signup,
    now: new Date(2026, 1, 5),
    repaidSinceStepCents: 5_000,
    disposableIncomeCents: 100_000,
  };

  it('steps once 30 days have passed and half the limit is repaid', () => {
    expect(limitStep(base)).toMatchObject({ reason: 'stepped', limitCents: 30_000 });
  });

  it('refuses for each missing condition, in a readable order', () => {
    expect(limitStep({ ...base, hasOverdue: true }).reason).toBe('overdue');
    expect(limitStep({ ...base, now: new Date(2026, 0, 30) }).reason).toBe('too_soon');
    expect(limitStep({ ...base, repaidSinceStepCents: 4_999 }).reason).toBe('not_enough_repaid');
    expect(limitStep({ ...base, disposableIncomeCents: null }).reason).toBe('declaration_needed');
    expect(limitStep({ ...base, score: 400 }).reason).toBe('at_ceiling');
    expect(limitStep({ ...base, disposableIncomeCents: 9_000 }).reason).toBe('income_cap');
  });

  it('never goes above one month of disposable income', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400_000 }), (disposable) => {
        const step = limitStep({ ...base, disposableIncomeCents: disposable });
        if (step.reason === 'stepped') expect(step.limitCents).toBeLessThanOrEqual(disposable);
        expect(step.limitCents).toBeGreaterThanOrEqual(base.currentLimitCents);
      }),
    );
  });
});
