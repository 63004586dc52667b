import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCalendarDay } from '#shared/dates';
import { runAccountAgeJob } from '../credit/account-age-job';
import { serviceDeps } from '../service-deps';
import { OVERDUE_PENALTY, SCORE_EVENT_REASONS } from '../rules/scoring';
import {
  buyOnInstalments,
  confirmCheckoutRequest,
  createCheckout,
  createShopper,
  createTestMerchant,
  expectLedgerConsistent,
  payInstalmentsRequest,
  type TestMerchant,
} from '../testing/purchase-fixtures';
import { apiRequest, createTestApp, type TestApp } from '../testing/test-app';
import { orderDeps, type OrderDeps } from './order-deps';
import { insertPendingAttempt } from './attempt-repository';
import { runOverdueJob } from './overdue-job';
import { runReminderJob } from './reminder-job';

let t: TestApp;
let merchant: TestMerchant;
let deps: OrderDeps;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await createTestMerchant(t.app, { name: 'Knjižara Kotor' });
  deps = { ...orderDeps(t.app), appUrl: 'http://localhost', overdueGraceDays: 3 };
});
afterAll(() => t.close());

const DAY = 86_400_000;

async function dueDay(orderId: string, sequence: number): Promise<string> {
  const row = await t.app.db
    .selectFrom('instalments')
    .select('due_date')
    .where('order_id', '=', orderId)
    .where('sequence', '=', sequence)
    .executeTakeFirstOrThrow();
  return row.due_date;
}

/** Noon of the day `days` days after a calendar day. */
function dayAfter(day: string, days: number): Date {
  const date = fromCalendarDay(day);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days, 12);
}

const mailsTo = (email: string) =>
  t.app.db
    .selectFrom('outbox_messages')
    .select(['subject', 'text_body'])
    .where('recipient', '=', email)
    .orderBy('created_at')
    .execute();

describe('overdue job', () => {
  it('marks an unpaid instalment overdue after the grace days, −50 once, "Kašnjenje", email', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 9_000, 3);
    const due = await dueDay(orderId, 2);

    // On the last grace day it is still on time.
    expect((await runOverdueJob(deps, dayAfter(due, 3))).markedOverdue).toBe(0);
    const result = await runOverdueJob(deps, dayAfter(due, 4));
    expect(result).toMatchObject({ markedOverdue: 1, penalized: 1 });
    const again = await runOverdueJob(deps, dayAfter(due, 5));
    expect(again.penalized).toBe(0);

    const credit = await t.app.db
      .selectFrom('user_credit_scores')
      .selectAll()
      .where('user_id', '=', shopper.userId)
      .executeTakeFirstOrThrow();
    expect(credit).toMatchObject({ score: 500 + OVERDUE_PENALTY, late_payments: 1 });
    const history = await apiRequest(t.app, {
      url: '/api/me/score-history',
      cookie: shopper.cookie,
    });
    expect(history.json().entries).toEqual([
      expect.objectContaining({ delta: -50, reason: SCORE_EVENT_REASONS.overdue, orderId }),
    ]);
    const purchase = await t.app.db
      .selectFrom('transactions')
      .select('status')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(purchase.status).toBe('overdue');
    expect((await mailsTo(shopper.email)).map((m) => m.subject)).toContain(
      'Rata kasni: Knjižara Kotor',
    );
    const order = await apiRequest(t.app, {
      url: `/api/me/orders/${orderId}`,
      cookie: shopper.cookie,
    });
    expect(order.json()).toMatchObject({
      hasOverdue: true,
      nextInstalment: { sequence: 2, status: 'overdue' },
    });

    // While an instalment is overdue, no new purchase is approved.
    const session = await createCheckout(t.app, merchant.secretKey, 1_000);
    const declined = await confirmCheckoutRequest(t.app, shopper.cookie, session.id);
    expect(declined.json()).toMatchObject({ statusCode: 422, error: 'overdue' });

    // Paying it late earns no on-time points and clears the "Kašnjenje".
    const paid = await payInstalmentsRequest(t.app, shopper.cookie, orderId, 'next');
    expect(paid.json().score).toEqual({ score: 450, delta: 0 });
    const after = await t.app.db
      .selectFrom('transactions')
      .select('status')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('pending');
    await expectLedgerConsistent(t.app);
  });

  it('follows the configured grace period', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 3_000, 3);
    const due = await dueDay(orderId, 2);
    const noGrace = { ...deps, overdueGraceDays: 0 };
    expect((await runOverdueJob(noGrace, dayAfter(due, 0))).markedOverdue).toBe(0);
    const next = await runOverdueJob(noGrace, dayAfter(due, 1));
    expect(next.markedOverdue).toBeGreaterThanOrEqual(1);
    const instalment = await t.app.db
      .selectFrom('instalments')
      .select(['status', 'overdue_penalized_at'])
      .where('order_id', '=', orderId)
      .where('sequence', '=', 2)
      .executeTakeFirstOrThrow();
    expect(instalment.status).toBe('overdue');
    expect(instalment.overdue_penalized_at).not.toBeNull();
  });
});

describe('overdue job: payments in flight and Podgorica days', () => {
  const instalment = (orderId: string, sequence: number) =>
    t.app.db
      .selectFrom('instalments')
      .select(['status', 'overdue_penalized_at'])
      .where('order_id', '=', orderId)
      .where('sequence', '=', sequence)
      .executeTakeFirstOrThrow();
  const score = async (userId: string) =>
    await t.app.db
      .selectFrom('user_credit_scores')
      .select(['score', 'late_payments'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();

  it('leaves an instalment alone while a payment for its order is in flight', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 9_000, 3);
    const due = await dueDay(orderId, 2);
    const attemptId = await insertPendingAttempt(
      t.app.db,
      {
        kind: 'instalments',
        orderId,
        userId: shopper.userId,
        merchantId: merchant.merchantId,
        amountCents: 3_000,
      },
      dayAfter(due, 3),
    );
    await runOverdueJob(deps, dayAfter(due, 4));
    expect((await instalment(orderId, 2)).status).toBe('pending');
    expect(await score(shopper.userId)).toMatchObject({ score: 500, late_payments: 0 });

    // The payment failed: the next run judges the instalment.
    await t.app.db
      .updateTable('payment_attempts')
      .set({ status: 'failed', resolved_at: dayAfter(due, 4) })
      .where('id', '=', attemptId)
      .execute();
    await runOverdueJob(deps, dayAfter(due, 4));
    expect((await instalment(orderId, 2)).status).toBe('overdue');
    expect(await score(shopper.userId)).toMatchObject({
      score: 500 + OVERDUE_PENALTY,
      late_payments: 1,
    });
  });

  it('marks overdue from 00:00 in Podgorica, whatever the process time zone', async () => {
    for (const tz of ['America/Los_Angeles', 'UTC', 'Asia/Tokyo']) {
      const originalTz = process.env.TZ;
      process.env.TZ = tz;
      try {
        const shopper = await createShopper(t.app);
        const orderId = await buyOnInstalments(t.app, merchant, shopper, 9_000, 3);
        await sql`update instalments set due_date = '2027-02-01' where order_id = ${orderId}
                  and sequence = 2`.execute(t.app.db);
        await sql`update instalments set due_date = '2027-03-01' where order_id = ${orderId}
                  and sequence = 3`.execute(t.app.db);
        // 23:30 on 4 Feb in Podgorica, the last grace day: still on time.
        await runOverdueJob(deps, new Date('2027-02-04T22:30:00Z'));
        expect((await instalment(orderId, 2)).status, tz).toBe('pending');
        // 00:30 on 5 Feb in Podgorica: overdue.
        await runOverdueJob(deps, new Date('2027-02-04T23:30:00Z'));
        expect((await instalment(orderId, 2)).status, tz).toBe('overdue');
      } finally {
        process.env.TZ = originalTz;
      }
    }
  });
});

describe('reminder job', () => {
  it('emails once, three days before the due date', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await buyOnInstalments(t.app, merchant, shopper, 3_000, 3);
    const due = await dueDay(orderId, 2);
    const subject = (await mailsTo(shopper.email)).length;
    expect((await runReminderJob(deps, dayAfter(due, -4))).reminded).toBe(0);
    const first = await runReminderJob(deps, dayAfter(due, -3));
    expect(first.reminded).toBeGreaterThanOrEqual(1);
    expect((await runReminderJob(deps, dayAfter(due, -2))).reminded).toBe(0);
    const mails = await mailsTo(shopper.email);
    expect(mails).toHaveLength(subject + 1);
    const reminder = mails[mails.length - 1];
    const [y, m, d] = due.split('-').map(Number);
    expect(reminder?.subject).toBe(`Podsjetnik: rata dospijeva ${d}. ${m}. ${y}.`);
    // The amount, the date, how to pay, and what to do when it cannot be paid in time.
    expect(reminder?.text_body).toContain(`2. rata za kupovinu (`);
    expect(reminder?.text_body).toContain(`od 10,00\u00a0€ dospijeva ${d}. ${m}. ${y}.`);
    expect(reminder?.text_body).toContain('/dashboard');
    expect(reminder?.text_body).toContain('„Plati 2. ratu“');
    expect(reminder?.text_body).toContain('„Pomjeri ratu“');
  });
});

describe('account age job', () => {
  it('adds +5 per full month once, and records it', async () => {
    const shopper = await createShopper(t.app);
    const now = new Date();
    const signedUp = new Date(now.getTime() - 95 * DAY);
    await sql`update users set created_at = ${signedUp} where id = ${shopper.userId}`.execute(
      t.app.db,
    );
    await runAccountAgeJob(serviceDeps(t.app), now);
    const credit = await t.app.db
      .selectFrom('user_credit_scores')
      .select(['score', 'account_age_months_awarded'])
      .where('user_id', '=', shopper.userId)
      .executeTakeFirstOrThrow();
    expect(credit).toEqual({ score: 515, account_age_months_awarded: 3 });
    await runAccountAgeJob(serviceDeps(t.app), new Date(now.getTime() + DAY));
    const history = await t.app.db
      .selectFrom('credit_score_events')
      .select(['delta', 'reason'])
      .where('user_id', '=', shopper.userId)
      .execute();
    expect(history).toEqual([{ delta: 15, reason: SCORE_EVENT_REASONS.account_age }]);
  });
});
