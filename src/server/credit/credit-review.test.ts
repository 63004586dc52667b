import { describe, expect, it } from 'vitest';
import { onTimePaymentPoints, PLAN_COMPLETED_BONUS } from '../engine/scoring';
import { createTestUser } from '../testing/admin-fixtures';
import {
  buyOnInstalments,
  createShopper,
  expectLedgerConsistent,
  payInstalmentsRequest,
  setupEngineTest,
  type TestMerchant,
  type TestShopper,
} from '../testing/engine-fixtures';
import { apiRequest, loginAs, type TestApp } from '../testing/test-app';
import { serviceDeps } from '../service-deps';
import { runCreditReviewJob } from './credit-review-job';

let t: TestApp;
let merchant: TestMerchant;
setupEngineTest({ merchant: { name: 'Knjižara Kotor' } }, (ready) => ({ t, merchant } = ready));

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

    // A month on, the second instalments' due dates have come: their points, but no step
    // (48 EUR repaid is less than half of the 100 EUR limit).
    await runCreditReviewJob(serviceDeps(t.app), daysFromNow(32));
    const month = await credit(shopper.userId);
    expect(month.score).toBe(before.score + 4 * onTimePaymentPoints(100));
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

  it('gives the plan bonus once the last due date has come', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 6_000, 3);
    await payOff(shopper, orderId);
    await runCreditReviewJob(serviceDeps(t.app), daysFromNow(40));
    expect((await credit(shopper.userId)).score).toBe(500 + onTimePaymentPoints(2_000));
    await runCreditReviewJob(serviceDeps(t.app), daysFromNow(70));
    expect((await credit(shopper.userId)).score).toBe(
      500 + 2 * onTimePaymentPoints(2_000) + PLAN_COMPLETED_BONUS,
    );
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
