import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { onTimePaymentPoints, planCompletedPoints } from '../rules/scoring';
import { createTestUser } from '../testing/admin-fixtures';
import {
  buyOnInstalments,
  createShopper,
  expectLedgerConsistent,
  payInstalmentsRequest,
  setupPurchaseTest,
  type TestMerchant,
  type TestShopper,
} from '../testing/purchase-fixtures';
import { apiRequest, loginAs, type TestApp } from '../testing/test-app';
import { serviceDeps } from '../service-deps';
import { runCreditReviewJob } from './credit-review-job';

let t: TestApp;
let merchant: TestMerchant;
setupPurchaseTest({ merchant: { name: 'Knjižara Kotor' } }, (ready) => ({ t, merchant } = ready));

const DAY = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

const credit = (userId: string) =>
  t.app.db
    .selectFrom('user_credit_scores')
    .select(['score', 'spending_limit', 'on_time_payments', 'limit_stepped_at'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();

async function payOff(shopper: TestShopper, orderId: string) {
  const paid = await payInstalmentsRequest(t.app, shopper.cookie, orderId, 'rest');
  expect(paid.statusCode, paid.body).toBe(201);
}

function declare(shopper: TestShopper, monthlyIncome: string, monthlyObligations: string) {
  return apiRequest(t.app, {
    method: 'POST',
    url: '/api/me/creditworthiness',
    cookie: shopper.cookie,
    payload: { monthlyIncome, monthlyObligations },
  });
}

describe('a limit that cannot be farmed', () => {
  it('leaves score and limit where they were after four 12 EUR plans paid off at once', async () => {
    const shopper = await createShopper(t.app);
    const before = await credit(shopper.userId);
    for (let i = 0; i < 4; i += 1) {
      const orderId = await buyOnInstalments(t.app, merchant, shopper, 1_200, 12);
      await payOff(shopper, orderId);
    }
    await runCreditReviewJob(serviceDeps(t.app));
    const after = await credit(shopper.userId);
    expect(after).toMatchObject({ score: before.score, spending_limit: 10_000 });
    // A 2.900 EUR purchase (the old farming's goal) is still far beyond reach.
    const spending = await apiRequest(t.app, { url: '/api/me/spending', cookie: shopper.cookie });
    expect(spending.json()).toMatchObject({ spendingLimitCents: 10_000 });

    // A month on, the second instalments' due dates have come: one month's points for the four
    // 1 EUR instalments together, but no step (48 EUR repaid is less than half of 100 EUR).
    await runCreditReviewJob(serviceDeps(t.app), daysFromNow(32));
    const month = await credit(shopper.userId);
    expect(month.score).toBe(before.score + onTimePaymentPoints(400));
    expect(month.spending_limit).toBe(10_000);
    await expectLedgerConsistent(t.app);
  });

  it('gives an instalment its points on its due date, once, even when paid early', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 9_000, 3);
    const paid = await payInstalmentsRequest(t.app, shopper.cookie, orderId, 'next');
    expect(paid.statusCode).toBe(201);
    await runCreditReviewJob(serviceDeps(t.app));
    expect((await credit(shopper.userId)).score).toBe(500);
    const due = await t.app.db
      .selectFrom('instalments')
      .select('due_date')
      .where('order_id', '=', orderId)
      .where('sequence', '=', 2)
      .executeTakeFirstOrThrow();
    const dueDay = new Date(`${due.due_date}T12:00:00`);
    await Promise.all([
      runCreditReviewJob(serviceDeps(t.app), dueDay),
      runCreditReviewJob(serviceDeps(t.app), dueDay),
    ]);
    await runCreditReviewJob(serviceDeps(t.app), dueDay);
    const after = await credit(shopper.userId);
    expect(after.score).toBe(500 + onTimePaymentPoints(3_000));
    expect(after.on_time_payments).toBe(1);
  });

  it('gives the plan points once the last due date has come, in proportion to the plan', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 6_000, 3);
    await payOff(shopper, orderId);
    await runCreditReviewJob(serviceDeps(t.app), daysFromNow(40));
    expect((await credit(shopper.userId)).score).toBe(500 + onTimePaymentPoints(2_000));
    await runCreditReviewJob(serviceDeps(t.app), daysFromNow(70));
    await runCreditReviewJob(serviceDeps(t.app), daysFromNow(71));
    expect((await credit(shopper.userId)).score).toBe(
      500 + 2 * onTimePaymentPoints(2_000) + planCompletedPoints(6_000),
    );
    expect(planCompletedPoints(6_000)).toBe(12);
  });

  it('steps the limit after 30 days with half of it repaid, and needs declared income above 100 EUR', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 9_000, 3);
    await payOff(shopper, orderId);
    // Too soon: a day later nothing moves.
    await runCreditReviewJob(serviceDeps(t.app), daysFromNow(1));
    expect((await credit(shopper.userId)).spending_limit).toBe(10_000);

    // 31 days on, 90 EUR repaid: the next step (300 EUR) needs a declaration first.
    await runCreditReviewJob(serviceDeps(t.app), daysFromNow(31));
    expect((await credit(shopper.userId)).spending_limit).toBe(10_000);
    const spending = await apiRequest(t.app, { url: '/api/me/spending', cookie: shopper.cookie });
    expect(spending.json().growth).toMatchObject({ declared: false });

    // Declared: 1.000 EUR income, 800 EUR obligations. The step stops at 200 EUR, one month of
    // disposable income.
    const declared = await declare(shopper, '1000', '800,00');
    expect(declared.statusCode, declared.body).toBe(200);
    expect(declared.json().declaration).toMatchObject({
      monthlyIncomeCents: 100_000,
      monthlyObligationsCents: 80_000,
      disposableIncomeCents: 20_000,
    });
    await runCreditReviewJob(serviceDeps(t.app), daysFromNow(31));
    const stepped = await credit(shopper.userId);
    expect(stepped.spending_limit).toBe(20_000);
    expect(stepped.limit_stepped_at).toBeInstanceOf(Date);
    // The next step waits another 30 days and another half of the new limit repaid.
    await runCreditReviewJob(serviceDeps(t.app), daysFromNow(32));
    expect((await credit(shopper.userId)).spending_limit).toBe(20_000);
  });
});

/** Runs the review on each due date of a 12-month plan bought today, and a day after the last. */
async function reviewAYear() {
  for (let month = 1; month <= 12; month += 1) {
    await runCreditReviewJob(serviceDeps(t.app), daysFromNow(month * 31 + 1));
  }
}

describe('points weigh money, not the number of plans', () => {
  it('twelve 1 EUR plans earn no more than one 12 EUR plan, which still earns points', async () => {
    const farmer = await createShopper(t.app);
    const steady = await createShopper(t.app);
    for (let i = 0; i < 12; i += 1) {
      await payOff(farmer, await buyOnInstalments(t.app, merchant, farmer, 100, 12));
    }
    await payOff(steady, await buyOnInstalments(t.app, merchant, steady, 1_200, 12));
    const start = { farmer: (await credit(farmer.userId)).score, steady: 0 };
    start.steady = (await credit(steady.userId)).score;

    await runCreditReviewJob(serviceDeps(t.app), daysFromNow(32));
    const farmerMonth = (await credit(farmer.userId)).score - start.farmer;
    const steadyMonth = (await credit(steady.userId)).score - start.steady;
    expect(steadyMonth).toBeGreaterThan(0);
    expect(farmerMonth).toBeLessThanOrEqual(steadyMonth);

    await reviewAYear();
    const farmerYear = (await credit(farmer.userId)).score - start.farmer;
    const steadyYear = (await credit(steady.userId)).score - start.steady;
    expect(steadyYear).toBeGreaterThan(steadyMonth);
    expect(farmerYear).toBeLessThanOrEqual(steadyYear);
    // Each twelve-instalment plan repays eleven times after the purchase: one month's points each.
    expect(steadyYear).toBeLessThanOrEqual(
      11 * onTimePaymentPoints(100) + planCompletedPoints(1_200) + 20,
    );
  });

  it('counts a month once: two plans due the same month earn the points of their sum', async () => {
    const shopper = await createShopper(t.app);
    await payOff(shopper, await buyOnInstalments(t.app, merchant, shopper, 3_000, 3));
    await payOff(shopper, await buyOnInstalments(t.app, merchant, shopper, 6_000, 3));
    await runCreditReviewJob(serviceDeps(t.app), daysFromNow(32));
    expect((await credit(shopper.userId)).score).toBe(500 + onTimePaymentPoints(3_000));
  });
});

describe('plan points for repayment only', () => {
  it('gives no plan points when a merchant refund, not a repayment, ends the plan', async () => {
    const refunded = await createShopper(t.app);
    const repaid = await createShopper(t.app);
    const refundedOrder = await buyOnInstalments(t.app, merchant, refunded, 3_000, 3);
    const repaidOrder = await buyOnInstalments(t.app, merchant, repaid, 3_000, 3);
    // The shopper pays the second instalment; the merchant refunds what is still owed.
    expect(
      (await payInstalmentsRequest(t.app, refunded.cookie, refundedOrder, 'next')).statusCode,
    ).toBe(201);
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${refundedOrder}/refunds`,
      headers: {
        authorization: `Bearer ${merchant.secretKey}`,
        'idempotency-key': `r-${refundedOrder}`,
      },
      payload: { amount_cents: 1_000 },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    await payOff(repaid, repaidOrder);
    const status = await t.app.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', refundedOrder)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('paid_in_full');

    await runCreditReviewJob(serviceDeps(t.app), daysFromNow(70));
    const kinds = async (userId: string) =>
      (
        await t.app.db
          .selectFrom('credit_score_events')
          .select('kind')
          .where('user_id', '=', userId)
          .execute()
      ).map((e) => e.kind);
    expect(await kinds(refunded.userId)).not.toContain('plan_completed');
    expect(await kinds(repaid.userId)).toContain('plan_completed');
  });
});

describe('Podgorica days whatever the process time zone', () => {
  async function lateByAnHour(tz: string) {
    const originalTz = process.env.TZ;
    process.env.TZ = tz;
    try {
      const shopper = await createShopper(t.app);
      const orderId = await buyOnInstalments(t.app, merchant, shopper, 9_000, 3);
      // Instalment 2 due 2026-12-26, paid 2026-12-27 07:00 in Podgorica: a day late.
      await sql`update instalments set due_date = '2026-12-26' where order_id = ${orderId}
                and sequence = 2`.execute(t.app.db);
      await sql`update instalments set due_date = '2027-01-26' where order_id = ${orderId}
                and sequence = 3`.execute(t.app.db);
      const paid = await payInstalmentsRequest(t.app, shopper.cookie, orderId, 'next');
      expect(paid.statusCode).toBe(201);
      await sql`update instalments set paid_at = '2026-12-27T06:00:00Z' where order_id = ${orderId}
                and sequence = 2`.execute(t.app.db);
      await runCreditReviewJob(serviceDeps(t.app), new Date('2026-12-27T07:00:00Z'));
      return (await credit(shopper.userId)).score;
    } finally {
      process.env.TZ = originalTz;
    }
  }

  it('a payment at 07:00 Podgorica the day after the due date earns nothing, in any TZ', async () => {
    expect(await lateByAnHour('America/Los_Angeles')).toBe(500);
    expect(await lateByAnHour('UTC')).toBe(500);
    expect(await lateByAnHour('Europe/Podgorica')).toBe(500);
  });

  it('a payment at 23:30 Podgorica on the due date is on time, in any TZ', async () => {
    for (const tz of ['Asia/Tokyo', 'UTC', 'America/Los_Angeles']) {
      const originalTz = process.env.TZ;
      process.env.TZ = tz;
      try {
        const shopper = await createShopper(t.app);
        const orderId = await buyOnInstalments(t.app, merchant, shopper, 9_000, 3);
        await sql`update instalments set due_date = '2026-12-26' where order_id = ${orderId}
                  and sequence = 2`.execute(t.app.db);
        await payInstalmentsRequest(t.app, shopper.cookie, orderId, 'next');
        await sql`update instalments set paid_at = '2026-12-26T22:30:00Z' where order_id = ${orderId}
                  and sequence = 2`.execute(t.app.db);
        // 00:30 on the 27th in Podgorica: the due day has come in Podgorica, whatever TZ says.
        await runCreditReviewJob(serviceDeps(t.app), new Date('2026-12-26T23:30:00Z'));
        expect((await credit(shopper.userId)).score, tz).toBe(500 + onTimePaymentPoints(3_000));
      } finally {
        process.env.TZ = originalTz;
      }
    }
  });
});

describe('creditworthiness declaration', () => {
  it('caps the limit at one month of disposable income at once', async () => {
    const shopper = await createShopper(t.app, { limitCents: 30_000 });
    const response = await declare(shopper, '250', '100');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().spendingLimitCents).toBe(15_000);
    expect((await credit(shopper.userId)).spending_limit).toBe(15_000);
    const read = await apiRequest(t.app, {
      url: '/api/me/creditworthiness',
      cookie: shopper.cookie,
    });
    expect(read.json().declaration).toMatchObject({ disposableIncomeCents: 15_000 });
  });

  it('refuses amounts that are not euros, and strangers', async () => {
    const shopper = await createShopper(t.app);
    for (const [income, obligations, message] of [
      ['', '0', 'Unesi mjesečni neto prihod.'],
      ['puno', '0', 'Prihod unesi kao iznos u eurima, npr. 850 ili 850,50.'],
      ['800', '-5', 'Obaveze unesi kao iznos u eurima, npr. 200 ili 0.'],
      ['99999999', '0', 'Prihod unesi kao iznos u eurima, npr. 850 ili 850,50.'],
    ] as const) {
      const response = await declare(shopper, income, obligations);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const anonymous = await apiRequest(t.app, {
      method: 'POST',
      url: '/api/me/creditworthiness',
      payload: { monthlyIncome: '1', monthlyObligations: '0' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows the declaration to admins, who cannot set a limit above it', async () => {
    const shopper = await createShopper(t.app);
    await declare(shopper, '900', '400');
    const adminEmail = `admin-${Date.now()}@primjer.me`;
    const adminId = await createTestUser(t.app.db, {
      email: adminEmail,
      password: 'Admin-Lozinka-2026!',
    });
    await t.app.db.insertInto('user_roles').values({ user_id: adminId, role: 'admin' }).execute();
    const cookie = await loginAs(t.app, adminEmail, 'Admin-Lozinka-2026!');
    const detail = await apiRequest(t.app, { url: `/api/admin/users/${shopper.userId}`, cookie });
    expect(detail.json().lending.declaration).toMatchObject({
      monthlyIncomeCents: 90_000,
      monthlyObligationsCents: 40_000,
      disposableIncomeCents: 50_000,
    });
    const tooHigh = await apiRequest(t.app, {
      method: 'PUT',
      url: `/api/admin/users/${shopper.userId}/spending-limit`,
      cookie,
      payload: { spendingLimitCents: 60_000 },
    });
    expect(tooHigh.statusCode, tooHigh.body).toBe(400);
  });
});
