import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  allPostings,
  assertBalanced,
  balanceOf,
  feeCents,
  instalmentPaidTransaction,
  isBalanced,
  merchantPayoutTransaction,
  merchantRecoveryTransaction,
  batchPayoutTransaction,
  batchRecoveryTransaction,
  payoutReturnedTransaction,
  payoutSettledTransaction,
  purchaseTransaction,
  refundFeeChange,
  refundTransaction,
  writeOffTransaction,
  type LedgerTransaction,
} from './ledger-postings';

const ORDER = 'order-1';

describe('feeCents', () => {
  it('rounds half up to whole cents', () => {
    expect(feeCents(10_000, 300)).toBe(300);
    expect(feeCents(1_250, 300)).toBe(38); // 37.5
    expect(feeCents(1_249, 300)).toBe(37); // 37.47
    expect(feeCents(10, 500)).toBe(1); // 0.5
    expect(feeCents(9, 500)).toBe(0);
    expect(feeCents(0, 300)).toBe(0);
    expect(feeCents(12_345, 10_000)).toBe(12_345);
  });

  it('stays exact for very large amounts', () => {
    expect(feeCents(Number.MAX_SAFE_INTEGER, 300)).toBe(270_215_977_642_230);
  });

  it('rejects invalid amounts and rates', () => {
    expect(() => feeCents(-1, 300)).toThrow(RangeError);
    expect(() => feeCents(1.5, 300)).toThrow(RangeError);
    expect(() => feeCents(100, -1)).toThrow(RangeError);
    expect(() => feeCents(100, 10_001)).toThrow(RangeError);
    expect(() => feeCents(100, 2.5)).toThrow(RangeError);
  });
});

describe('assertBalanced', () => {
  it('accepts postings that add up to zero and refuses the rest', () => {
    const ok = purchaseTransaction(ORDER, 500).postings;
    expect(() => assertBalanced(ok)).not.toThrow();
    expect(isBalanced(ok)).toBe(true);
    expect(isBalanced([{ account: 'cash', amountCents: 5, orderId: ORDER }])).toBe(false);
    expect(
      isBalanced([
        { account: 'cash', amountCents: 0.5, orderId: ORDER },
        { account: 'fee_revenue', amountCents: -0.5, orderId: ORDER },
      ]),
    ).toBe(false);
    expect(isBalanced([{ account: 'cash', amountCents: 0, orderId: ORDER }])).toBe(false);
  });
});

describe('transaction builders', () => {
  it('record a purchase, the payout less the fee and an instalment', () => {
    const ledger: LedgerTransaction[] = [
      purchaseTransaction(ORDER, 30_000),
      merchantPayoutTransaction(ORDER, 30_000, feeCents(30_000, 300)),
      instalmentPaidTransaction(ORDER, 10_000),
    ];
    const postings = allPostings(ledger);
    expect(balanceOf(postings, 'shopper_receivable', ORDER)).toBe(20_000);
    expect(balanceOf(postings, 'merchant_payable', ORDER)).toBe(0);
    expect(balanceOf(postings, 'fee_revenue')).toBe(-900);
    expect(balanceOf(postings, 'cash')).toBe(10_000 - 29_100);
    expect(balanceOf(postings, 'cash', 'other-order')).toBe(0);
    ledger.forEach((t) => expect(isBalanced(t.postings)).toBe(true));
  });

  it('leave out zero lines, e.g. a payout with no fee', () => {
    const payout = merchantPayoutTransaction(ORDER, 1_000, 0);
    expect(payout.postings.map((p) => p.account)).toEqual(['merchant_payable', 'cash']);
  });

  it('record a refund: less owed, money back, fee returned, merchant owes the rest', () => {
    const fee = refundFeeChange(30_000, 0, 25_000, 300);
    expect(fee).toEqual({
      feeBeforeCents: 900,
      feeAfterCents: 150,
      feeReturnedCents: 750,
      merchantOwesCents: 24_250,
    });
    const refund = refundTransaction({
      orderId: ORDER,
      reducedOwedCents: 20_000,
      returnedToShopperCents: 5_000,
      feeBeforeCents: fee.feeBeforeCents,
      feeAfterCents: fee.feeAfterCents,
    });
    expect(refund.postings).toEqual([
      { account: 'shopper_receivable', amountCents: -20_000, orderId: ORDER },
      { account: 'cash', amountCents: -5_000, orderId: ORDER },
      { account: 'fee_revenue', amountCents: 750, orderId: ORDER },
      { account: 'merchant_payable', amountCents: 24_250, orderId: ORDER },
    ]);
    const recovery = merchantRecoveryTransaction(ORDER, fee.merchantOwesCents);
    expect(balanceOf([...refund.postings, ...recovery.postings], 'merchant_payable')).toBe(0);
  });

  it('record a write-off', () => {
    const postings = [
      ...purchaseTransaction(ORDER, 9_000).postings,
      ...writeOffTransaction(ORDER, 9_000).postings,
    ];
    expect(balanceOf(postings, 'shopper_receivable', ORDER)).toBe(0);
    expect(balanceOf(postings, 'write_off_expense', ORDER)).toBe(9_000);
  });

  it('refuse amounts that make no sense', () => {
    expect(() => purchaseTransaction(ORDER, 0)).toThrow(RangeError);
    expect(() => purchaseTransaction('', 100)).toThrow(RangeError);
    expect(() => instalmentPaidTransaction(ORDER, -5)).toThrow(RangeError);
    expect(() => merchantPayoutTransaction(ORDER, 100, 101)).toThrow(RangeError);
    expect(() => writeOffTransaction(ORDER, 1.5)).toThrow(RangeError);
    expect(() => merchantRecoveryTransaction(ORDER, 0)).toThrow(RangeError);
    const refund = {
      orderId: ORDER,
      reducedOwedCents: 0,
      returnedToShopperCents: 0,
      feeBeforeCents: 0,
      feeAfterCents: 0,
    };
    expect(() => refundTransaction(refund)).toThrow(RangeError);
    expect(() => refundTransaction({ ...refund, reducedOwedCents: 10, feeAfterCents: 5 })).toThrow(
      RangeError,
    );
    expect(() => refundFeeChange(1_000, 600, 500, 300)).toThrow(RangeError);
  });

  it('balance, and leave the merchant with net − fee(net), after any sequence of refunds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 1_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 6 }),
        (total, bps, fractions) => {
          const fee = feeCents(total, bps);
          const ledger = [
            purchaseTransaction(ORDER, total),
            merchantPayoutTransaction(ORDER, total, fee),
          ];
          let merchantReceived = total - fee;
          let refunded = 0;
          for (const fraction of fractions) {
            const refund = Math.floor((total - refunded) * fraction);
            if (refund === 0) continue;
            const change = refundFeeChange(total, refunded, refund, bps);
            expect(change.merchantOwesCents).toBeGreaterThanOrEqual(0);
            ledger.push(
              refundTransaction({
                orderId: ORDER,
                reducedOwedCents: refund,
                returnedToShopperCents: 0,
                feeBeforeCents: change.feeBeforeCents,
                feeAfterCents: change.feeAfterCents,
              }),
            );
            // At a 100 % fee the merchant got nothing, so owes nothing back.
            if (change.merchantOwesCents > 0) {
              ledger.push(merchantRecoveryTransaction(ORDER, change.merchantOwesCents));
            }
            merchantReceived -= change.merchantOwesCents;
            refunded += refund;
          }
          ledger.forEach((t) => expect(isBalanced(t.postings)).toBe(true));
          const postings = allPostings(ledger);
          const net = total - refunded;
          expect(merchantReceived).toBe(net - feeCents(net, bps));
          expect(balanceOf(postings, 'fee_revenue') + feeCents(net, bps)).toBe(0);
          expect(balanceOf(postings, 'shopper_receivable')).toBe(net);
          expect(balanceOf(postings, 'merchant_payable')).toBe(0);
        },
      ),
    );
  });
});

describe('payouts by bank transfer', () => {
  it('keep a batch in payout_clearing until the bank books it, and undo it on a return', () => {
    const batch = batchPayoutTransaction(ORDER, 9_700);
    const settled = payoutSettledTransaction(ORDER, 'order', 9_700);
    const ledger = [batch, settled];
    const postings = ledger.flatMap((x) => x.postings);
    expect(balanceOf(postings, 'payout_clearing')).toBe(0);
    expect(balanceOf(postings, 'cash')).toBe(-9_700);
    expect(balanceOf([...batch.postings], 'cash')).toBe(0);

    const returned = payoutReturnedTransaction(ORDER, 'order', 9_700);
    const back = [...batch.postings, ...returned.postings];
    expect(balanceOf(back, 'payout_clearing')).toBe(0);
    expect(balanceOf(back, 'merchant_payable')).toBe(0);
    // A return after the booking brings the cash back instead.
    const late = payoutReturnedTransaction(ORDER, 'order', 9_700, 'cash');
    const all = [...postings, ...late.postings];
    expect(balanceOf(all, 'cash')).toBe(0);
    expect(balanceOf(all, 'merchant_payable')).toBe(0);
    [batch, settled, returned, late].forEach((x) => expect(isBalanced(x.postings)).toBe(true));
  });

  it('net a receivable the other way round', () => {
    const recovery = batchRecoveryTransaction(ORDER, 4_850);
    const settled = payoutSettledTransaction(ORDER, 'recovery', 4_850);
    const postings = [...recovery.postings, ...settled.postings];
    expect(balanceOf(postings, 'payout_clearing')).toBe(0);
    expect(balanceOf(postings, 'cash')).toBe(4_850);
    expect(balanceOf(postings, 'merchant_payable')).toBe(-4_850);
  });
});
