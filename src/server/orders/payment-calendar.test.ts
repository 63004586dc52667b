import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCalendarDay } from '#shared/dates';
import { ORDER_STATUSES, INSTALMENT_STATUSES } from '#shared/order-statuses';
import { calendarMonthOf, paymentCalendar } from '#shared/payment-calendar';
import type { OrderBundle } from './order-bundles';
import { shopperOrderView } from './order-views';
import { calendarPlan } from './payment-calendar';

const dayArb = fc
  .date({
    min: new Date(Date.UTC(2025, 0, 1)),
    max: new Date(Date.UTC(2028, 11, 31)),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));

const instalmentArb = fc
  .record({
    dueDay: dayArb,
    amountCents: fc.integer({ min: 1, max: 500_000 }),
    paidShare: fc.integer({ min: 0, max: 100 }),
    status: fc.constantFrom(...INSTALMENT_STATUSES),
  })
  .map((i) => ({
    ...i,
    paidCents:
      i.status === 'paid' ? i.amountCents : Math.floor((i.amountCents * i.paidShare) / 100),
  }));

const bundleArb = fc
  .record({
    id: fc.uuid(),
    status: fc.constantFrom(...ORDER_STATUSES),
    merchantName: fc.string({ maxLength: 20 }),
    instalments: fc.array(instalmentArb, { minLength: 1, maxLength: 12 }),
  })
  .map(({ id, status, merchantName, instalments }): OrderBundle => ({
    order: {
      id: `ord_${id}`,
      status,
      order_reference: 'REF-1',
      total_cents: instalments.reduce((s, i) => s + i.amountCents, 0),
      refunded_cents: 0,
      instalment_count: instalments.length,
      created_at: new Date(Date.UTC(2025, 0, 1)),
    } as unknown as OrderBundle['order'],
    merchantName,
    lineItems: [],
    instalments: instalments.map((i, index) => ({
      id: `${id}-${index}`,
      sequence: index + 1,
      dueDay: i.dueDay,
      dueDate: fromCalendarDay(i.dueDay),
      amountCents: i.amountCents,
      paidCents: i.paidCents,
      status: i.status,
      paidAt: null,
      overdueAt: null,
    })),
    payments: [],
    refunds: [],
  }));

describe('payment calendar', () => {
  it('each month total is the sum of its instalments, and all months together are what the plans show owed', () => {
    fc.assert(
      fc.property(fc.array(bundleArb, { maxLength: 8 }), (bundles) => {
        const calendar = paymentCalendar(bundles.map(calendarPlan));
        for (const month of calendar.months) {
          expect(month.totalCents).toBe(month.instalments.reduce((s, i) => s + i.owedCents, 0));
          for (const entry of month.instalments) {
            expect(calendarMonthOf(entry.dueDate)).toBe(month.month);
            expect(entry.owedCents).toBeGreaterThan(0);
            expect(Number.isSafeInteger(entry.owedCents)).toBe(true);
          }
        }
        const months = calendar.months.map((m) => m.month);
        expect(months).toEqual([...new Set(months)].sort());
        const owed = bundles.reduce((s, b) => s + shopperOrderView(b).outstandingCents, 0);
        expect(calendar.months.reduce((s, m) => s + m.totalCents, 0)).toBe(owed);
        expect(calendar.totalCents).toBe(owed);
      }),
      { numRuns: 300 },
    );
  });

  it('groups by the calendar day as stored, whatever the process time zone', () => {
    const plan = {
      id: 'ord_a',
      planName: 'Bicikl',
      merchantName: 'A',
      orderReference: 'R',
      instalments: [
        { sequence: 1, dueDate: '2027-01-31', owedCents: 100, status: 'pending' },
        { sequence: 2, dueDate: '2027-02-01', owedCents: 250, status: 'overdue' },
        { sequence: 3, dueDate: '2027-02-28', owedCents: 0, status: 'paid' },
      ],
    };
    const before = process.env.TZ;
    try {
      for (const zone of ['America/Los_Angeles', 'UTC', 'Pacific/Kiritimati']) {
        process.env.TZ = zone;
        const calendar = paymentCalendar([plan]);
        expect(calendar.months.map((m) => [m.month, m.totalCents])).toEqual([
          ['2027-01', 100],
          ['2027-02', 250],
        ]);
        expect(calendar.months[1]?.instalments[0]?.status).toBe('overdue');
      }
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });
});
