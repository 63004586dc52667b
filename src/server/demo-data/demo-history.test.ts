// The demo shopper's history is made by the real services, so every screen tells one story: the
// plans behind the purchases can be paid, the score is what its history adds up to, the one late
// instalment is counted, and the demo shop still approves a purchase.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, createTestApp, loginAs, type TestApp } from '../testing/test-app';
import { createCheckout, expectLedgerConsistent } from '../testing/purchase-fixtures';
import { seedDemoData, TEST_DEMO_PASSWORD } from '../testing/demo-accounts';
import { DEMO_HISTORY, seedDemoHistory } from './demo-history';
import { DEMO_MERCHANT, DEMO_SHOPPER } from './seed';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.app.db, {
    demoMerchant: true,
    encryption: t.app.encryption,
    purchases: false,
  });
  await seedDemoHistory(t.app);
  cookie = await loginAs(t.app, DEMO_SHOPPER.email, TEST_DEMO_PASSWORD);
}, 60_000);
afterAll(() => t.close());

const get = (url: string) => apiRequest(t.app, { url, cookie });

describe('the demo shopper’s history', () => {
  it('is real plans at the demo shop: one paid in full, two active, none overdue, paid with the saved card', async () => {
    const orders = await get('/api/me/orders');
    expect(orders.statusCode).toBe(200);
    const items = orders.json().items as {
      status: string;
      merchantName: string;
      totalCents: number;
      instalments: { status: string }[];
    }[];
    expect(items).toHaveLength(DEMO_HISTORY.length);
    expect(items.map((o) => o.merchantName)).toEqual(Array(3).fill(DEMO_MERCHANT.name));
    expect(items.map((o) => o.status).sort()).toEqual(['approved', 'approved', 'paid_in_full']);
    const owed = items.flatMap((o) => o.instalments).filter((i) => i.status !== 'paid');
    expect(owed.every((i) => i.status === 'pending')).toBe(true);
    expect((await get('/api/me/card')).json().card).toMatchObject({ last4: '4242' });
  });

  it('has the score its history adds up to: on-time payments, none late', async () => {
    const credit = await t.app.db
      .selectFrom('user_credit_scores')
      .innerJoin('users', 'users.id', 'user_credit_scores.user_id')
      .select(['score', 'late_payments', 'on_time_payments'])
      .where('users.email', '=', DEMO_SHOPPER.email)
      .executeTakeFirstOrThrow();
    expect(credit.late_payments).toBe(0);
    expect(credit.on_time_payments).toBeGreaterThanOrEqual(2);
    const history = await get('/api/me/score-history');
    expect(history.statusCode).toBe(200);
    expect(history.json().score).toBe(credit.score);
    const entries = history.json().entries as { delta: number }[];
    expect(entries.length).toBeGreaterThan(0);
    // Nothing was set by hand: the score is the starting score plus what the history records.
    const starting = await t.app.db
      .selectFrom('credit_score_events')
      .innerJoin('users', 'users.id', 'credit_score_events.user_id')
      .select((eb) => eb.fn.sum<string>('delta').as('sum'))
      .where('users.email', '=', DEMO_SHOPPER.email)
      .executeTakeFirstOrThrow();
    expect(credit.score - Number(starting.sum)).toBe(500);
  });

  it('leaves the books matching the acquirer, and the demo shop still approves a purchase', async () => {
    await expectLedgerConsistent(t.app);
    const session = await createCheckout(t.app, DEMO_MERCHANT.secretKey, 3_000);
    const view = await get(`/api/checkout/sessions/${session.id}`);
    expect(view.json().shopper).toMatchObject({ approvable: true, declineCode: null });
  });

  it('is written once: a second start leaves it as it is', async () => {
    const before = await t.app.db.selectFrom('orders').select('id').execute();
    await seedDemoHistory(t.app);
    expect(await t.app.db.selectFrom('orders').select('id').execute()).toHaveLength(before.length);
  });
});

describe('a late instalment in a demo history', () => {
  it('is marked by the overdue job before it is paid, as a person’s would be', async () => {
    const late = await createTestApp();
    try {
      await seedDemoData(late.app.db, {
        demoMerchant: true,
        encryption: late.app.encryption,
        purchases: false,
      });
      await seedDemoHistory(late.app, new Date(), [
        { item: 'Jakna', cents: 4_550, daysAgo: 45, paidDaysAfterDue: [7] },
      ]);
      const credit = await late.app.db
        .selectFrom('user_credit_scores')
        .innerJoin('users', 'users.id', 'user_credit_scores.user_id')
        .select(['score', 'late_payments'])
        .where('users.email', '=', DEMO_SHOPPER.email)
        .executeTakeFirstOrThrow();
      expect(credit.late_payments).toBe(1);
      expect(credit.score).toBeLessThan(500);
    } finally {
      await late.close();
    }
  }, 60_000);
});
