import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { SCORE_MAX, SCORE_MIN, START_SCORE } from '#shared/credit-tiers';
import {
  accountAgePoints,
  applyScoreDelta,
  emailVerifiedBonus,
  fullMonthsBetween,
  onTimePaymentEvent,
  onTimePaymentPoints,
  overduePenalty,
  phoneVerifiedBonus,
  planCompletedBonus,
  signupBonus,
} from './scoring';

describe('onTimePaymentPoints', () => {
  it('gives 10 to 50 points, more for larger payments, 50 from 500 EUR', () => {
    expect(onTimePaymentPoints(0)).toBe(10);
    expect(onTimePaymentPoints(624)).toBe(10);
    expect(onTimePaymentPoints(625)).toBe(11);
    expect(onTimePaymentPoints(3_333)).toBe(13);
    expect(onTimePaymentPoints(25_000)).toBe(30);
    expect(onTimePaymentPoints(49_999)).toBe(50);
    expect(onTimePaymentPoints(50_000)).toBe(50);
    expect(onTimePaymentPoints(10_000_000)).toBe(50);
  });

  it('rejects negative or fractional amounts', () => {
    expect(() => onTimePaymentPoints(-1)).toThrow(RangeError);
    expect(() => onTimePaymentPoints(1.5)).toThrow(RangeError);
  });

  it('stays within 10..50 and never falls as the amount grows', () => {
    fc.assert(
      fc.property(fc.nat(2_000_000), fc.nat(2_000_000), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const points = [onTimePaymentPoints(low), onTimePaymentPoints(high)];
        points.forEach((p) => {
          expect(p).toBeGreaterThanOrEqual(10);
          expect(p).toBeLessThanOrEqual(50);
          expect(Number.isInteger(p)).toBe(true);
        });
        expect(points[0]).toBeLessThanOrEqual(points[1]!);
      }),
    );
  });
});

describe('score events', () => {
  it('carry their points and Montenegrin reasons', () => {
    expect(onTimePaymentEvent(50_000)).toEqual({
      kind: 'on_time_payment',
      delta: 50,
      reason: 'Rata plaćena na vrijeme',
    });
    expect(overduePenalty()).toEqual({
      kind: 'overdue',
      delta: -50,
      reason: 'Kašnjenje u plaćanju rate',
    });
    expect(planCompletedBonus()).toEqual({
      kind: 'plan_completed',
      delta: 20,
      reason: 'Plan otplate završen',
    });
    expect([signupBonus().delta, emailVerifiedBonus().delta, phoneVerifiedBonus().delta]).toEqual([
      10, 10, 20,
    ]);
    expect(accountAgePoints(new Date(2025, 0, 10), 0, new Date(2025, 2, 10)).event).toEqual({
      kind: 'account_age',
      delta: 10,
      reason: 'Starost naloga',
    });
  });
});

describe('fullMonthsBetween', () => {
  it('counts whole calendar months, clamping month ends', () => {
    expect(fullMonthsBetween(new Date(2025, 0, 15), new Date(2025, 1, 14))).toBe(0);
    expect(fullMonthsBetween(new Date(2025, 0, 15), new Date(2025, 1, 15))).toBe(1);
    expect(fullMonthsBetween(new Date(2025, 0, 31), new Date(2025, 1, 28))).toBe(1);
    expect(fullMonthsBetween(new Date(2025, 0, 31, 12), new Date(2025, 1, 28, 11))).toBe(0);
    expect(fullMonthsBetween(new Date(2024, 10, 30), new Date(2026, 0, 29))).toBe(13);
    expect(fullMonthsBetween(new Date(2025, 5, 1), new Date(2025, 0, 1))).toBe(0);
  });
});

describe('accountAgePoints', () => {
  const createdAt = new Date(2025, 0, 10);

  it('awards 5 points per full month not yet awarded', () => {
    expect(accountAgePoints(createdAt, 0, new Date(2025, 0, 31))).toEqual({
      points: 0,
      awardedMonths: 0,
      event: null,
    });
    expect(accountAgePoints(createdAt, 0, new Date(2025, 3, 10))).toEqual({
      points: 15,
      awardedMonths: 3,
      event: { kind: 'account_age', delta: 15, reason: 'Starost naloga' },
    });
    expect(accountAgePoints(createdAt, 3, new Date(2025, 3, 20)).points).toBe(0);
    expect(accountAgePoints(createdAt, 3, new Date(2025, 4, 10)).points).toBe(5);
  });

  it('never takes points back when the clock goes backwards', () => {
    expect(accountAgePoints(createdAt, 5, new Date(2025, 2, 10))).toEqual({
      points: 0,
      awardedMonths: 5,
      event: null,
    });
  });

  it('awards every month exactly once however often the job runs', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 40 }), { maxLength: 30 }), (steps) => {
        let now = createdAt;
        let awarded = 0;
        let total = 0;
        for (const days of steps) {
          now = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
          const award = accountAgePoints(createdAt, awarded, now);
          awarded = award.awardedMonths;
          total += award.points;
        }
        expect(total).toBe(5 * fullMonthsBetween(createdAt, now));
      }),
    );
  });
});

describe('applyScoreDelta', () => {
  it('clamps to 300..1000 and reports how far the score really moved', () => {
    expect(applyScoreDelta(500, 20)).toEqual({ score: 520, appliedDelta: 20 });
    expect(applyScoreDelta(990, 50)).toEqual({ score: 1000, appliedDelta: 10 });
    expect(applyScoreDelta(320, -50)).toEqual({ score: 300, appliedDelta: -20 });
    expect(applyScoreDelta(300, -50)).toEqual({ score: 300, appliedDelta: 0 });
  });

  it('rejects a fractional delta', () => {
    expect(() => applyScoreDelta(500, 0.5)).toThrow(RangeError);
  });

  it('keeps the score within 300..1000 and the history adding up to it', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -200, max: 200 })), (deltas) => {
        let score = START_SCORE;
        let history = 0;
        for (const delta of deltas) {
          const result = applyScoreDelta(score, delta);
          score = result.score;
          history += result.appliedDelta;
          expect(score).toBeGreaterThanOrEqual(SCORE_MIN);
          expect(score).toBeLessThanOrEqual(SCORE_MAX);
        }
        expect(START_SCORE + history).toBe(score);
      }),
    );
  });
});

describe('account age in Podgorica months', () => {
  // Created 00:30 on 31 Jan in Podgorica (30 Jan in UTC and Los Angeles); 00:10 on 1 Mar in
  // Podgorica is a full month later there (31 Jan + 1 month = 28 Feb), not yet in UTC.
  const createdAt = new Date('2025-01-30T23:30:00Z');
  const now = new Date('2025-02-28T23:10:00Z');

  it('counts the same whole months whatever the process time zone', () => {
    const originalTz = process.env.TZ;
    try {
      for (const tz of ['UTC', 'America/Los_Angeles', 'Asia/Tokyo', 'Europe/Podgorica']) {
        process.env.TZ = tz;
        expect(accountAgePoints(createdAt, 0, now).awardedMonths, tz).toBe(1);
      }
    } finally {
      process.env.TZ = originalTz;
    }
  });
});
