// Random sequences of purchases, payments, refunds and cancellations through the real API, step
// for step beside the engine's reference model (engine-model.ts): the database service must take
// the same decisions, leave the same amounts owed, statuses, scores and limits, and keep the
// ledger balanced with every order's receivable equal to what its shopper owes (never negative).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyPurchaseEvent,
  createPurchaseModel,
  type PurchaseEvent,
  type PurchaseModel,
} from '../testing/purchase-model/purchase-model';
import { totalOwedCents } from '../rules/instalments';
import { runLedgerCheck } from '../ledger/ledger-check';
import {
  confirmCheckoutRequest,
  createCheckout,
  createShopper,
  createTestMerchant,
  payInstalmentsRequest,
  v1,
  type TestMerchant,
  type TestShopper,
} from '../testing/purchase-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { loadInstalments } from './order-repository';

const FEE_BASIS_POINTS = 300;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitEnabled: false });
});
afterAll(() => t.close());

const eventArbitrary: fc.Arbitrary<PurchaseEvent> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('purchase' as const),
      shopper: fc.nat(1),
      amountCents: fc.integer({ min: 100, max: 12_000 }),
      count: fc.constantFrom(3 as const, 6 as const, 12 as const),
      feeBasisPoints: fc.constant(FEE_BASIS_POINTS),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ type: fc.constant('pay_next' as const), order: fc.nat(20) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ type: fc.constant('pay_rest' as const), order: fc.nat(20) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('refund' as const),
      order: fc.nat(20),
      amountCents: fc.integer({ min: 1, max: 12_000 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('cancel' as const), order: fc.nat(20) }) },
);

interface World {
  merchant: TestMerchant;
  shoppers: TestShopper[];
  orderIds: string[];
  model: PurchaseModel;
}

/** Applies one event through the API; true when it was accepted. */
async function applyThroughApi(world: World, event: PurchaseEvent): Promise<boolean> {
  const { app } = t;
  if (event.type === 'purchase') {
    const shopper = world.shoppers[event.shopper % world.shoppers.length];
    if (!shopper) throw new Error('no shopper');
    const session = await createCheckout(app, world.merchant.secretKey, event.amountCents);
    const response = await confirmCheckoutRequest(app, shopper.cookie, session.id, {
      instalments: event.count,
    });
    if (response.statusCode === 201) world.orderIds.push(response.json().order.id);
    else expect(response.statusCode, response.body).toBe(422);
    return response.statusCode === 201;
  }
  if (event.type === 'advance_days' || event.type === 'write_off') return false;
  const orderId = world.orderIds[event.order % Math.max(1, world.orderIds.length)];
  if (!orderId) return false;
  const order = await app.db
    .selectFrom('orders')
    .select('user_id')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const owner = world.shoppers.find((s) => s.userId === order.user_id);
  if (!owner) throw new Error('unknown owner');
  let response;
  if (event.type === 'pay_next' || event.type === 'pay_rest') {
    response = await payInstalmentsRequest(
      app,
      owner.cookie,
      orderId,
      event.type === 'pay_next' ? 'next' : 'rest',
    );
  } else if (event.type === 'refund') {
    response = await v1(app, world.merchant.secretKey, {
      method: 'POST',
      url: `/api/v1/orders/${orderId}/refunds`,
      payload: { amount_cents: event.amountCents },
    });
  } else {
    response = await v1(app, world.merchant.secretKey, {
      method: 'POST',
      url: `/api/v1/orders/${orderId}/cancel`,
    });
  }
  expect(response.statusCode, response.body).toBeLessThan(500);
  return response.statusCode < 300;
}

async function expectSameState(world: World, step: string): Promise<void> {
  const { db } = t.app;
  const instalments = await loadInstalments(db, world.orderIds);
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'status', 'refunded_cents', 'fee_cents'])
    .where('id', 'in', world.orderIds.length ? world.orderIds : ['none'])
    .execute();
  world.model.orders.forEach((modelOrder, index) => {
    const id = world.orderIds[index] ?? '';
    const row = orders.find((o) => o.id === id);
    expect(row?.status, `${step}: status of order ${index}`).toBe(modelOrder.status);
    expect(row?.refunded_cents, `${step}: refunded ${index}`).toBe(modelOrder.refundedCents);
    expect(totalOwedCents(instalments.get(id) ?? []), `${step}: owed ${index}`).toBe(
      totalOwedCents(modelOrder.instalments),
    );
  });
  for (const [index, shopper] of world.shoppers.entries()) {
    const credit = await db
      .selectFrom('user_credit_scores')
      .select(['score', 'spending_limit'])
      .where('user_id', '=', shopper.userId)
      .executeTakeFirstOrThrow();
    const modelShopper = world.model.shoppers[index];
    expect(credit.score, `${step}: score of shopper ${index}`).toBe(modelShopper?.score);
    expect(credit.spending_limit, `${step}: limit of shopper ${index}`).toBe(
      modelShopper?.limitCents,
    );
  }
}

describe('the database engine against the reference model', () => {
  it('takes the same decisions and keeps the ledger balanced for random sequences', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(eventArbitrary, { minLength: 1, maxLength: 10 }),
        async (events) => {
          const world: World = {
            merchant: await createTestMerchant(t.app, { feeBasisPoints: FEE_BASIS_POINTS }),
            shoppers: [await createShopper(t.app), await createShopper(t.app)],
            orderIds: [],
            model: createPurchaseModel(new Date(), 3, [
              { emailVerified: true, blocked: false },
              { emailVerified: true, blocked: false },
            ]),
          };
          for (const [index, event] of events.entries()) {
            const step = `step ${index} ${JSON.stringify(event)}`;
            const expected = applyPurchaseEvent(world.model, event).applied;
            const accepted = await applyThroughApi(world, event);
            expect(accepted, step).toBe(expected);
            await expectSameState(world, step);
          }
          const report = await runLedgerCheck(t.app.db, t.app.paymentProvider);
          expect(report.violations).toEqual([]);
          expect(report.negativeOwed).toEqual([]);
        },
      ),
      { numRuns: 15 },
    );
  }, 240_000);
});
