import { TZDate } from '@date-fns/tz';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE, businessDay, businessDayStart } from './business-dates';
import { toCalendarDay } from './dates';
import { buildInstalmentPlan } from './instalment-plan';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

// 00:30 on 1 Feb 2027 in Podgorica (UTC+1 in winter) is 23:30 on 31 Jan in UTC.
const PURCHASE = new Date('2027-01-31T23:30:00Z');

describe.each(['UTC', 'Europe/Podgorica', 'America/New_York', 'Asia/Tokyo'])(
  'business dates with TZ=%s',
  (tz) => {
    it('a purchase at 00:30 on 1 Feb Podgorica time is a 1 Feb purchase due again on 1 Mar', () => {
      process.env.TZ = tz;
      expect(businessDay(PURCHASE)).toBe('2027-02-01');
      const plan = buildInstalmentPlan(3_000, 3, businessDayStart(PURCHASE));
      expect(plan.map((i) => toCalendarDay(i.dueDate))).toEqual([
        '2027-02-01',
        '2027-03-01',
        '2027-04-01',
      ]);
    });

    it('follows summer time (UTC+2): 23:59 UTC on 30 Jun is 1 Jul in Podgorica', () => {
      process.env.TZ = tz;
      expect(businessDay(new Date('2027-06-30T21:59:00Z'))).toBe('2027-06-30');
      expect(businessDay(new Date('2027-06-30T22:00:00Z'))).toBe('2027-07-01');
    });
  },
);

describe('the Podgorica day, looked up once per UTC hour', () => {
  const lookedUp = (instant: Date) =>
    toCalendarDay(new TZDate(instant.getTime(), BUSINESS_TIME_ZONE));
  // 1884 to 2100, and instants around the midnights and summer-time changes of 2026 and 2027.
  const anyInstant = fc
    .integer({ min: Date.UTC(1884, 0, 1), max: Date.UTC(2100, 0, 1) })
    .map((t) => new Date(t));
  const nearChange = fc
    .constantFrom(
      '2026-03-29T01:00:00Z',
      '2026-10-25T01:00:00Z',
      '2027-03-28T01:00:00Z',
      '2026-12-31T23:00:00Z',
      '2027-06-30T22:00:00Z',
    )
    .chain((at) =>
      fc
        .integer({ min: -2 * 3_600_000, max: 2 * 3_600_000 })
        .map((d) => new Date(Date.parse(at) + d)),
    );

  it("is the time zone's own day for any instants, asked in any order", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(anyInstant, nearChange), { minLength: 1, maxLength: 40 }),
        (instants) => {
          for (const instant of instants) expect(businessDay(instant)).toBe(lookedUp(instant));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("stays right on either side of a day's start, asked in turn", () => {
    // 22:00 UTC is midnight in Podgorica in summer: the last instant before it and the first of it.
    const before = new Date('2027-06-30T21:59:59.999Z');
    const after = new Date('2027-06-30T22:00:00.000Z');
    for (const instant of [before, after, before, after]) {
      expect(businessDay(instant)).toBe(lookedUp(instant));
    }
  });
});
