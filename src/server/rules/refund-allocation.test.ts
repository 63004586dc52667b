import { describe, it, expect } from 'vitest';
import { render } from '../http/errors';
import fc from 'fast-check';
import { NBSP } from '#shared/money';
import { totalOwedCents } from './instalments';
import {
  allocateRefund,
  allocateReturnToCharges,
  refundableCents,
  type RefundableInstalment,
} from './refund-allocation';

// A 300 EUR plan in three instalments with the first paid at purchase.
const plan: RefundableInstalment[] = [
  { sequence: 1, amountCents: 10_000, paidCents: 10_000, status: 'paid' },
  { sequence: 2, amountCents: 10_000, paidCents: 0, status: 'pending' },
  { sequence: 3, amountCents: 10_000, paidCents: 0, status: 'pending' },
];
const limits = { orderTotalCents: 30_000, alreadyRefundedCents: 0 };

describe('allocateRefund', () => {
  it('reduces the newest instalments first', () => {
    const result = allocateRefund(plan, 15_000, limits);
    expect(result).toEqual({
      ok: true,
      instalments: [
        plan[0],
        { sequence: 2, amountCents: 5_000, paidCents: 0, status: 'pending' },
        { sequence: 3, amountCents: 0, paidCents: 0, status: 'refunded' },
      ],
      reducedOwedCents: 15_000,
      returnedToShopperCents: 0,
    });
  });

  it('returns to the shopper what exceeds what is still owed', () => {
    const result = allocateRefund(plan, 30_000, limits);
    expect(result).toMatchObject({
      ok: true,
      reducedOwedCents: 20_000,
      returnedToShopperCents: 10_000,
    });
    if (!result.ok) return;
    expect(result.instalments.map((i) => i.status)).toEqual(['paid', 'refunded', 'refunded']);
    expect(result.instalments[0]).toEqual(plan[0]);
  });

  it('reduces an overdue instalment and clears it when nothing is left', () => {
    const overdue = plan.map((i) => (i.sequence === 2 ? { ...i, status: 'overdue' as const } : i));
    const partly = allocateRefund(overdue, 12_000, limits);
    expect(partly.ok && partly.instalments[1]).toEqual({
      sequence: 2,
      amountCents: 8_000,
      paidCents: 0,
      status: 'overdue',
    });
    const fully = allocateRefund(overdue, 20_000, limits);
    expect(fully.ok && fully.instalments[1]?.status).toBe('refunded');
  });

  it('settles a partly paid instalment as paid when reduced to what was paid', () => {
    const partlyPaid: RefundableInstalment[] = [
      { sequence: 1, amountCents: 5_000, paidCents: 2_000, status: 'pending' },
    ];
    const result = allocateRefund(partlyPaid, 3_000, {
      orderTotalCents: 5_000,
      alreadyRefundedCents: 0,
    });
    expect(result.ok && result.instalments[0]).toEqual({
      sequence: 1,
      amountCents: 2_000,
      paidCents: 2_000,
      status: 'paid',
    });
  });

  it('refuses a refund above what is left to refund, or not a positive amount', () => {
    const refused = allocateRefund(plan, 10_001, {
      orderTotalCents: 30_000,
      alreadyRefundedCents: 20_000,
    });
    expect(refused.ok ? refused : { ...refused, message: render(refused.message, 'me') }).toEqual({
      ok: false,
      code: 'exceeds_refundable',
      message: `Iznos povraćaja od 100,01${NBSP}€ prelazi iznos koji se još može vratiti (100,00${NBSP}€).`,
    });
    for (const amount of [0, -5, 1.5, Number.NaN]) {
      expect(allocateRefund(plan, amount, limits)).toMatchObject({
        ok: false,
        code: 'invalid_amount',
      });
    }
    expect(refundableCents({ orderTotalCents: 100, alreadyRefundedCents: 150 })).toBe(0);
  });

  it('never lets anyone owe a negative amount and accounts for every cent', () => {
    const instalmentArb = fc
      .tuple(fc.integer({ min: 1, max: 50_000 }), fc.double({ min: 0, max: 1, noNaN: true }))
      .map(([amount, paidShare]) => ({ amount, paid: Math.floor(amount * paidShare) }));
    fc.assert(
      fc.property(
        fc.array(instalmentArb, { minLength: 1, maxLength: 12 }),
        fc.array(fc.integer({ min: 1, max: 200_000 }), { maxLength: 5 }),
        (parts, refunds) => {
          let instalments: RefundableInstalment[] = parts.map((p, i) => ({
            sequence: i + 1,
            amountCents: p.amount,
            paidCents: p.paid,
            status: p.paid === p.amount ? 'paid' : 'pending',
          }));
          const total = parts.reduce((sum, p) => sum + p.amount, 0);
          const paid = parts.reduce((sum, p) => sum + p.paid, 0);
          let refunded = 0;
          let returned = 0;
          for (const refund of refunds) {
            const owedBefore = totalOwedCents(instalments);
            const result = allocateRefund(instalments, refund, {
              orderTotalCents: total,
              alreadyRefundedCents: refunded,
            });
            if (!result.ok) {
              expect(refund).toBeGreaterThan(total - refunded);
              continue;
            }
            expect(result.reducedOwedCents + result.returnedToShopperCents).toBe(refund);
            expect(totalOwedCents(result.instalments)).toBe(owedBefore - result.reducedOwedCents);
            if (result.returnedToShopperCents > 0)
              expect(totalOwedCents(result.instalments)).toBe(0);
            for (const instalment of result.instalments) {
              expect(instalment.amountCents).toBeGreaterThanOrEqual(instalment.paidCents);
              expect(instalment.paidCents).toBeGreaterThanOrEqual(0);
            }
            instalments = result.instalments;
            refunded += refund;
            returned += result.returnedToShopperCents;
          }
          expect(returned).toBeLessThanOrEqual(paid);
          expect(refunded).toBeLessThanOrEqual(total);
        },
      ),
    );
  });
});

describe('allocateReturnToCharges', () => {
  const charges = [
    { chargeId: 'ch_1', amountCents: 10_000, refundedCents: 0 },
    { chargeId: 'ch_2', amountCents: 10_000, refundedCents: 4_000 },
  ];

  it('refunds the newest charges first, within what each still holds', () => {
    expect(allocateReturnToCharges(charges, 8_000)).toEqual([
      { chargeId: 'ch_2', amountCents: 6_000 },
      { chargeId: 'ch_1', amountCents: 2_000 },
    ]);
    expect(allocateReturnToCharges(charges, 0)).toEqual([]);
  });

  it('refuses to return more than the charges hold', () => {
    expect(() => allocateReturnToCharges(charges, 16_001)).toThrow(RangeError);
    expect(() => allocateReturnToCharges(charges, -1)).toThrow(RangeError);
  });
});
