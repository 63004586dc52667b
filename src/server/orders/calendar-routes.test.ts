import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { PaymentCalendarView } from '#shared/payment-calendar';
import * as engine from '../testing/purchase-fixtures';
import { apiRequest, createTestApp, type TestApp } from '../testing/test-app';
import { PaymentCalendarAnswer } from './calendar-routes';

const { buyOnInstalments, createShopper, payInstalmentsRequest } = engine;
let t: TestApp;
let shoes: engine.TestMerchant;
let books: engine.TestMerchant;
beforeAll(async () => {
  t = await createTestApp();
  shoes = await engine.createTestMerchant(t.app, { name: 'Obuća Budva' });
  books = await engine.createTestMerchant(t.app, { name: 'Knjižara Nikšić' });
});
afterAll(() => t.close());

const calendarOf = async (cookie: string): Promise<PaymentCalendarView> => {
  const response = await apiRequest(t.app, { url: '/api/me/payment-calendar', cookie });
  expect(response.statusCode).toBe(200);
  // Exactly the page's view: the serializer refuses less, this refuses more as well.
  const Strict = PaymentCalendarAnswer.extend({
    months: z.array(
      PaymentCalendarAnswer.shape.months.element
        .extend({
          instalments: z.array(
            PaymentCalendarAnswer.shape.months.element.shape.instalments.element.strict(),
          ),
        })
        .strict(),
    ),
  }).strict();
  expect(Strict.safeParse(response.json()).error).toBeUndefined();
  return response.json();
};

async function setDueDates(orderId: string, days: Record<number, string>) {
  for (const [sequence, day] of Object.entries(days)) {
    await t.app.db
      .updateTable('instalments')
      .set({ due_date: day })
      .where('order_id', '=', orderId)
      .where('sequence', '=', Number(sequence))
      .execute();
  }
}

describe('GET /api/me/payment-calendar', () => {
  it('groups every instalment still owed across plans by due month, with month totals in cents', async () => {
    const shopper = await createShopper(t.app, { limitCents: 100_000 });
    const a = await buyOnInstalments(t.app, shoes, shopper, 9_000, 3); // 3 × 30,00 €
    const b = await buyOnInstalments(t.app, books, shopper, 12_000, 6); // 6 × 20,00 €
    // Month boundaries: the last day of one month and the first of the next stay apart.
    await setDueDates(a, { 2: '2030-01-31', 3: '2030-02-01' });
    await setDueDates(b, {
      2: '2030-01-01',
      3: '2030-02-28',
      4: '2030-03-01',
      5: '2030-03-31',
      6: '2030-04-30',
    });
    // The next instalment of b is paid: it leaves the calendar.
    expect(
      (await payInstalmentsRequest(t.app, shopper.cookie, b, 'next', { sequence: 2 })).statusCode,
    ).toBe(201);

    const calendar = await calendarOf(shopper.cookie);
    expect(calendar.months.map((m) => [m.month, m.totalCents])).toEqual([
      ['2030-01', 3_000],
      ['2030-02', 5_000],
      ['2030-03', 4_000],
      ['2030-04', 2_000],
    ]);
    const january = calendar.months[0]!;
    expect(january.instalments).toEqual([
      {
        orderId: a,
        planName: '',
        merchantName: 'Obuća Budva',
        orderReference: 'NAR-1001',
        sequence: 2,
        dueDate: '2030-01-31',
        owedCents: 3_000,
        status: 'pending',
      },
    ]);
    expect(calendar.months[1]!.instalments.map((i) => [i.dueDate, i.merchantName])).toEqual([
      ['2030-02-01', 'Obuća Budva'],
      ['2030-02-28', 'Knjižara Nikšić'],
    ]);
    for (const month of calendar.months) {
      expect(month.totalCents).toBe(month.instalments.reduce((s, i) => s + i.owedCents, 0));
    }
    // The calendar's whole is what the dashboard shows owed: the plans' and the standing's.
    const plans = (
      await apiRequest(t.app, { url: '/api/me/orders', cookie: shopper.cookie })
    ).json();
    const owed = (plans.items as { outstandingCents: number }[]).reduce(
      (s, o) => s + o.outstandingCents,
      0,
    );
    expect(calendar.totalCents).toBe(owed);
    const spending = (
      await apiRequest(t.app, { url: '/api/me/spending', cookie: shopper.cookie })
    ).json();
    expect(calendar.totalCents).toBe(spending.outstandingCents);
  });

  it('shows an overdue instalment in its own month, marked overdue', async () => {
    const shopper = await createShopper(t.app);
    const order = await buyOnInstalments(t.app, shoes, shopper, 6_000, 3);
    await setDueDates(order, { 2: '2020-05-31' });
    await t.app.db
      .updateTable('instalments')
      .set({ status: 'overdue', overdue_at: new Date() })
      .where('order_id', '=', order)
      .where('sequence', '=', 2)
      .execute();
    const calendar = await calendarOf(shopper.cookie);
    expect(calendar.months[0]).toMatchObject({
      month: '2020-05',
      totalCents: 2_000,
      instalments: [{ orderId: order, sequence: 2, status: 'overdue' }],
    });
  });

  it('is empty for a shopper with nothing owed, shows nobody else\u2019s plans, and needs a session', async () => {
    const owner = await createShopper(t.app);
    await buyOnInstalments(t.app, shoes, owner, 3_000, 3);
    const other = await createShopper(t.app);
    expect(await calendarOf(other.cookie)).toEqual({ months: [], totalCents: 0 });
    const anonymous = await apiRequest(t.app, { url: '/api/me/payment-calendar' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('leaves out a plan paid off or cancelled', async () => {
    const shopper = await createShopper(t.app);
    const order = await buyOnInstalments(t.app, shoes, shopper, 3_000, 3);
    expect((await payInstalmentsRequest(t.app, shopper.cookie, order, 'rest')).statusCode).toBe(
      201,
    );
    expect(await calendarOf(shopper.cookie)).toEqual({ months: [], totalCents: 0 });
  });
});
