import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { INSTALMENT_OPTIONS } from '#shared/calculator';
import { SCORE_MAX, SCORE_MIN } from '#shared/credit-tiers';
import { NBSP } from '#shared/money';
import { checkPurchaseInvariants } from './purchase-invariants';
import {
  applyPurchaseEvent,
  createPurchaseModel,
  shopperOutstandingCents,
  type PurchaseEvent,
  type PurchaseModel,
} from './purchase-model';
import { allPostings, balanceOf } from '#server/rules/ledger-postings';

function run(model: PurchaseModel, events: PurchaseEvent[]) {
  return events.map((event) => {
    const outcome = applyPurchaseEvent(model, event);
    expect(checkPurchaseInvariants(model)).toEqual([]);
    return outcome;
  });
}

describe('engine model, step by step', () => {
  it('runs a purchase, a payment, a late instalment, a refund and a cancellation', () => {
    const model = createPurchaseModel(new Date(2025, 0, 31, 12), 3, [
      { emailVerified: true, blocked: false, score: 520 },
      { emailVerified: true, blocked: false },
    ]);
    const [shopper] = model.shoppers;

    // 90 EUR in 3 instalments at 3 %: the first 30 EUR is charged now, the merchant gets 87,30 EUR.
    expect(
      run(model, [
        { type: 'purchase', shopper: 0, amountCents: 9_000, count: 3, feeBasisPoints: 300 },
      ]),
    ).toEqual([{ applied: true }]);
    const order = model.orders[0]!;
    expect(
      order.instalments.map((i) => [i.dueDate.getMonth() + 1, i.dueDate.getDate(), i.status]),
    ).toEqual([
      [1, 31, 'paid'],
      [2, 28, 'pending'],
      [3, 31, 'pending'],
    ]);
    expect(order.merchantNetCents).toBe(8_730);
    expect(shopperOutstandingCents(model, shopper!.id)).toBe(6_000);

    // Another 50 EUR does not fit the remaining 40 EUR of the 100 EUR limit.
    expect(
      run(model, [
        { type: 'purchase', shopper: 0, amountCents: 5_000, count: 3, feeBasisPoints: 300 },
      ]),
    ).toEqual([
      {
        applied: false,
        reason: `Iznos od 50,00${NBSP}€ prelazi tvoj raspoloživi limit od 40,00${NBSP}€.`,
      },
    ]);

    // Paying the second instalment early moves no points: they come on its due date.
    run(model, [{ type: 'pay_next', order: 0 }]);
    expect(shopper!.score).toBe(520);

    // The third instalment is missed: overdue from 4 April (31 March + 3 grace days), −50 once.
    run(model, [{ type: 'advance_days', days: 62 }]); // 3 April
    expect(order.instalments[2]?.status).toBe('pending');
    run(model, [
      { type: 'advance_days', days: 2 },
      { type: 'advance_days', days: 10 },
    ]);
    expect(order.instalments[2]?.status).toBe('overdue');
    expect(shopper!.scoreHistory).toEqual([
      { delta: 10, reason: 'Starost naloga' },
      { delta: -50, reason: 'Kašnjenje u plaćanju rate' },
    ]);
    // An overdue instalment bars new purchases.
    expect(
      run(model, [
        { type: 'purchase', shopper: 0, amountCents: 1_000, count: 3, feeBasisPoints: 300 },
      ])[0],
    ).toMatchObject({
      applied: false,
      reason: 'Imaš ratu u kašnjenju. Plati je, pa ponovo možeš kupovati na rate.',
    });
    // Cancelling is too late after the second instalment; a 40 EUR refund clears the last one and
    // returns 10 EUR to the card.
    expect(run(model, [{ type: 'cancel', order: 0 }])[0]).toMatchObject({ applied: false });
    run(model, [{ type: 'refund', order: 0, amountCents: 4_000 }]);
    expect(order).toMatchObject({ status: 'paid_in_full', returnedToShopperCents: 1_000 });
    expect(order.instalments[2]).toMatchObject({ amountCents: 0, status: 'refunded' });
    // The merchant keeps 50 EUR less 3 %: 48,50 EUR.
    expect(order.merchantNetCents).toBe(4_850);
    expect(order.webhooks).toEqual(['order.approved', 'order.refunded', 'order.paid_in_full']);

    // The second shopper buys and cancels the same day: everything goes back, no fee.
    run(model, [
      { type: 'purchase', shopper: 1, amountCents: 6_000, count: 6, feeBasisPoints: 500 },
      { type: 'cancel', order: 1 },
    ]);
    const cancelled = model.orders[1]!;
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      merchantNetCents: 0,
      returnedToShopperCents: 1_000,
    });
    const postings = allPostings(model.ledger);
    expect(balanceOf(postings, 'fee_revenue', cancelled.id)).toBe(0);
    expect(balanceOf(postings, 'cash', cancelled.id)).toBe(0);
  });

  it('moves neither score nor limit when plans are paid off at once', () => {
    const model = createPurchaseModel(new Date(2025, 2, 10), 0, [
      { emailVerified: true, blocked: false, score: 800 },
    ]);
    const shopper = model.shoppers[0]!;
    for (let i = 0; i < 4; i += 1) {
      run(model, [
        { type: 'purchase', shopper: 0, amountCents: 1_200, count: 12, feeBasisPoints: 300 },
        { type: 'pay_rest', order: i },
      ]);
      expect(model.orders[i]?.status).toBe('paid_in_full');
    }
    expect(shopper.limitCents).toBe(10_000);
    expect(shopper.score).toBe(800);
    expect(shopper.scoreHistory).toEqual([]);
  });

  it('writes off an overdue order and keeps the shopper out', () => {
    const model = createPurchaseModel(new Date(2025, 0, 1), 3, [
      { emailVerified: true, blocked: false },
    ]);
    run(model, [
      { type: 'purchase', shopper: 0, amountCents: 9_000, count: 3, feeBasisPoints: 300 },
      { type: 'write_off', order: 0 },
    ]);
    expect(model.orders[0]?.status).toBe('approved');
    run(model, [
      { type: 'advance_days', days: 40 },
      { type: 'write_off', order: 0 },
    ]);
    expect(model.orders[0]).toMatchObject({ status: 'written_off', writtenOffCents: 6_000 });
    const postings = allPostings(model.ledger);
    expect(balanceOf(postings, 'write_off_expense')).toBe(6_000);
    expect(applyPurchaseEvent(model, { type: 'refund', order: 0, amountCents: 100 })).toEqual({
      applied: false,
      reason: 'Narudžba je otpisana.',
    });
    expect(
      applyPurchaseEvent(model, {
        type: 'purchase',
        shopper: 0,
        amountCents: 1_000,
        count: 3,
        feeBasisPoints: 300,
      }),
    ).toMatchObject({ applied: false });
  });
});

const eventArb: fc.Arbitrary<PurchaseEvent> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      type: fc.constant('purchase' as const),
      shopper: fc.nat(9),
      // Mostly amounts that fit a new shopper's 100 EUR, some larger, a few invalid.
      amountCents: fc.oneof(
        { weight: 6, arbitrary: fc.integer({ min: 100, max: 10_000 }) },
        { weight: 3, arbitrary: fc.integer({ min: 100, max: 80_000 }) },
        { weight: 1, arbitrary: fc.integer({ min: -100, max: 400_000 }) },
      ),
      count: fc.constantFrom(...INSTALMENT_OPTIONS),
      feeBasisPoints: fc.constantFrom(0, 250, 300, 500, 10_000),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ type: fc.constant('pay_next' as const), order: fc.nat(20) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ type: fc.constant('pay_rest' as const), order: fc.nat(20) }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('refund' as const),
      order: fc.nat(20),
      amountCents: fc.oneof(
        fc.integer({ min: 1, max: 5_000 }),
        fc.integer({ min: -10, max: 50_000 }),
      ),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('cancel' as const), order: fc.nat(20) }) },
  {
    weight: 1,
    arbitrary: fc.record({ type: fc.constant('write_off' as const), order: fc.nat(20) }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('advance_days' as const),
      days: fc.integer({ min: 1, max: 45 }),
    }),
  },
);

const shopperArb = fc.record({
  emailVerified: fc.constantFrom(true, true, true, true, true, false),
  blocked: fc.constantFrom(false, false, false, false, false, true),
  score: fc.integer({ min: SCORE_MIN, max: SCORE_MAX }),
});

describe('engine model, random sequences', () => {
  it('keeps the ledger balanced and nobody owing a negative amount after every step', () => {
    const applied = new Map<string, number>();
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2024, 0, 1), max: new Date(2027, 0, 1), noInvalidDate: true }),
        fc.constantFrom(0, 3, 7),
        fc.array(shopperArb, { minLength: 1, maxLength: 4 }),
        fc.array(eventArb, { minLength: 20, maxLength: 80, size: 'max' }),
        (start, graceDays, shoppers, events) => {
          const model = createPurchaseModel(start, graceDays, shoppers);
          for (const event of events) {
            const limitsBefore = model.shoppers.map((s) => s.limitCents);
            const scoresBefore = model.shoppers.map((s) => s.score);
            const outcome = applyPurchaseEvent(model, event);
            if (outcome.applied) applied.set(event.type, (applied.get(event.type) ?? 0) + 1);
            else expect(outcome.reason).toMatch(/\S/);
            expect(checkPurchaseInvariants(model)).toEqual([]);
            expect(
              balanceOf(allPostings(model.ledger), 'shopper_receivable'),
            ).toBeGreaterThanOrEqual(0);
            // Nothing a shopper does moves their limit, and paying never raises the score:
            // that happens on due dates, in the daily credit review.
            model.shoppers.forEach((s, i) => {
              expect(s.limitCents).toBe(limitsBefore[i]);
              if (event.type === 'pay_next' || event.type === 'pay_rest') {
                expect(s.score).toBe(scoresBefore[i]);
              }
            });
          }
        },
      ),
      { numRuns: 150 },
    );
    // The runs exercised every kind of step, not only rejections.
    for (const type of [
      'purchase',
      'pay_next',
      'pay_rest',
      'refund',
      'cancel',
      'write_off',
      'advance_days',
    ]) {
      expect(applied.get(type) ?? 0, type).toBeGreaterThan(0);
    }
  });
});
