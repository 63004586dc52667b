// The decision and the plan are created in one transaction that locks the shopper's
// credit row, so concurrent checkouts can never together exceed the limit. The 50 requests run on
// a pool of connections and really race; the row lock is what keeps the result exact.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitInstalments } from '#shared/money';
import { shopperDebt } from '../credit/debt-repository';
import {
  confirmCheckoutRequest,
  createCheckout,
  createShopper,
  createTestMerchant,
  expectLedgerConsistent,
} from '../testing/purchase-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
const poolSize = process.env.DATABASE_POOL_SIZE;
beforeAll(async () => {
  // On PostgreSQL every request gets its own connection, so all 50 transactions are open at once
  // and contend for the shopper's row lock (with the default 10, the rest would queue for a
  // connection instead). Fifty confirmations from one address: the card-form rate limit is off,
  // and the process takes all fifty decisions at once.
  process.env.DATABASE_POOL_SIZE = '60';
  t = await createTestApp({ rateLimitEnabled: false, decisionConcurrency: 100 });
});
afterAll(async () => {
  if (poolSize === undefined) delete process.env.DATABASE_POOL_SIZE;
  else process.env.DATABASE_POOL_SIZE = poolSize;
  await t.close();
});

/** What one-at-a-time checkouts approve: each needs total ≤ limit − what is still owed. */
function serialApprovals(limit: number, amount: number, count: number, instalments: number) {
  const owedPerOrder = amount - (splitInstalments(amount, instalments)[0] ?? 0);
  let owed = 0;
  let approved = 0;
  for (let i = 0; i < count; i += 1) {
    if (owed + amount <= limit) {
      owed += owedPerOrder;
      approved += 1;
    }
  }
  return approved;
}

describe('concurrent checkouts of one shopper', () => {
  it('never approve past the limit: 50 at once approve exactly what one by one would', async () => {
    const limit = 30_000;
    const amount = 1_000;
    const merchant = await createTestMerchant(t.app);
    const shopper = await createShopper(t.app, { limitCents: limit, score: 500 });
    const sessions = [];
    for (let i = 0; i < 50; i += 1)
      sessions.push(await createCheckout(t.app, merchant.secretKey, amount));

    const responses = await Promise.all(
      sessions.map((session) => confirmCheckoutRequest(t.app, shopper.cookie, session.id)),
    );
    const codes = responses.map((r) => r.statusCode);
    for (const response of responses) {
      if (response.statusCode !== 201) {
        expect(response.statusCode, response.body).toBe(422);
        expect(response.json().error).toBe('over_limit');
      }
    }
    const approved = codes.filter((c) => c === 201).length;
    expect(approved).toBe(serialApprovals(limit, amount, 50, 3));
    expect(approved).toBeLessThan(50);

    const debt = await shopperDebt(t.app.db, shopper.userId);
    expect(debt.outstandingCents).toBeLessThanOrEqual(limit);
    const orders = await t.app.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', shopper.userId)
      .executeTakeFirstOrThrow();
    expect(Number(orders.n)).toBe(approved);
    await expectLedgerConsistent(t.app);
  });

  it('creates one order when the same session is confirmed twice at once', async () => {
    const merchant = await createTestMerchant(t.app);
    const shopper = await createShopper(t.app);
    const session = await createCheckout(t.app, merchant.secretKey, 2_000);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => confirmCheckoutRequest(t.app, shopper.cookie, session.id)),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409]);
    const orders = await t.app.db
      .selectFrom('orders')
      .select('id')
      .where('checkout_session_id', '=', session.id)
      .execute();
    expect(orders).toHaveLength(1);
  });
});
