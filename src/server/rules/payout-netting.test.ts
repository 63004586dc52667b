import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planPayoutBatch } from './payout-netting';

const order = (orderId: string, grossCents: number, feeCents: number) => ({
  orderId,
  grossCents,
  feeCents,
  payableCents: grossCents - feeCents,
});

describe('planPayoutBatch', () => {
  it('nets receivables oldest first and carries over what the sales cannot cover', () => {
    const plan = planPayoutBatch(
      [order('a', 3_000, 90)],
      [
        { orderId: 'old', owedCents: 2_000 },
        { orderId: 'new', owedCents: 1_500 },
      ],
    );
    expect(plan).toMatchObject({
      grossCents: 3_000,
      feesCents: 90,
      recoveredCents: 2_910,
      netCents: 0,
      carriedOverCents: 590,
      recoveries: [
        { orderId: 'old', amountCents: 2_000 },
        { orderId: 'new', amountCents: 910 },
      ],
    });
  });

  it('refuses an order whose payable is not its gross less its fee', () => {
    expect(() =>
      planPayoutBatch([{ orderId: 'a', grossCents: 100, feeCents: 3, payableCents: 100 }], []),
    ).toThrow(/payable/);
  });

  it('never pays a negative amount and accounts for every cent', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc
            .tuple(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 10_000 }))
            .map(([gross, bp]) => order('o', gross, Math.floor((gross * bp) / 10_000))),
        ),
        fc.array(fc.integer({ min: 0, max: 1_000_000 })),
        (orders, owed) => {
          const receivables = owed.map((owedCents, i) => ({ orderId: `r${i}`, owedCents }));
          const plan = planPayoutBatch(orders, receivables);
          const sales = orders.reduce((s, o) => s + o.payableCents, 0);
          const open = owed.reduce((s, o) => s + o, 0);
          expect(plan.netCents).toBeGreaterThanOrEqual(0);
          expect(plan.netCents).toBe(plan.grossCents - plan.feesCents - plan.recoveredCents);
          expect(plan.netCents + plan.recoveredCents).toBe(sales);
          expect(plan.recoveredCents + plan.carriedOverCents).toBe(open);
          expect(plan.recoveries.reduce((s, r) => s + r.amountCents, 0)).toBe(plan.recoveredCents);
          // Something is carried over only when the sales were used up.
          if (plan.carriedOverCents > 0) expect(plan.netCents).toBe(0);
        },
      ),
    );
  });
});
