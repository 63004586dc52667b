import { afterEach, describe, expect, it } from 'vitest';
import { businessDay, businessDayStart } from './business-dates';
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
