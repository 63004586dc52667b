import { describe, it, expect } from 'vitest';
import { checkPurchaseInvariants } from './purchase-invariants';
import { applyPurchaseEvent, createPurchaseModel, type PurchaseModel } from './purchase-model';
import { instalmentPaidTransaction } from '#server/rules/ledger-postings';

// The invariant check must catch broken states, or the random-sequence test proves nothing.
function modelWithOneOrder(): PurchaseModel {
  const model = createPurchaseModel(new Date(2025, 0, 15), 3, [
    { emailVerified: true, blocked: false },
  ]);
  applyPurchaseEvent(model, {
    type: 'purchase',
    shopper: 0,
    amountCents: 9_000,
    count: 3,
    feeBasisPoints: 300,
  });
  expect(checkPurchaseInvariants(model)).toEqual([]);
  return model;
}

describe('checkPurchaseInvariants', () => {
  it('catches a payment recorded in the ledger but not on the plan', () => {
    const model = modelWithOneOrder();
    model.ledger.push(instalmentPaidTransaction('order-1', 3_000));
    expect(checkPurchaseInvariants(model)).toEqual(
      expect.arrayContaining([
        'receivable_mismatch: Receivable 3000 but the shopper owes 6000',
        'order-1: cash does not match the money moved',
      ]),
    );
  });

  it('catches an instalment paid twice over and a status that does not fit', () => {
    const model = modelWithOneOrder();
    const order = model.orders[0]!;
    order.instalments[1] = { ...order.instalments[1]!, paidCents: 9_999 };
    order.status = 'paid_in_full';
    const problems = checkPurchaseInvariants(model);
    expect(problems).toContain('order-1: instalment 2 paid out of range');
    expect(problems).toContain('order-1: status paid_in_full does not fit its amounts');
  });

  it('catches a merchant paid without the fee and a shopper over the limit', () => {
    const model = modelWithOneOrder();
    model.orders[0]!.merchantNetCents = 9_000;
    model.shoppers[0]!.limitCents = 5_000;
    const problems = checkPurchaseInvariants(model);
    expect(problems).toContain('order-1: merchant did not end with net less fee');
    expect(problems).toContain('shopper-1: owes more than the limit');
  });

  it('catches a score outside 300..1000 or not matching its history', () => {
    const model = modelWithOneOrder();
    model.shoppers[0]!.score = 1_200;
    expect(checkPurchaseInvariants(model)).toEqual([
      'shopper-1: score 1200',
      'shopper-1: score history does not add up',
    ]);
  });

  it('catches a missing webhook', () => {
    const model = modelWithOneOrder();
    applyPurchaseEvent(model, { type: 'cancel', order: 0 });
    model.orders[0]!.webhooks.pop();
    expect(checkPurchaseInvariants(model)).toEqual(['order-1: order.cancelled missing']);
  });
});
