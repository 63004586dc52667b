import { describe, expect, it } from 'vitest';
import type { InstalmentView } from './purchase-api';
import { nextPayment, type NextPaymentSource } from './next-payment';

const instalment = (dueDate: string, owedCents: number, sequence = 2): InstalmentView => ({
  sequence,
  dueDate,
  amountCents: owedCents,
  paidCents: 0,
  owedCents,
  status: 'pending',
  paidAt: null,
});

const order = (
  id: string,
  next: InstalmentView | null,
  status: NextPaymentSource['status'] = 'approved',
): NextPaymentSource => ({ id, status, nextInstalment: next });

describe('nextPayment', () => {
  it('picks the payable instalment due first across plans', () => {
    const orders = [
      order('a', instalment('2026-12-20', 2_500)),
      order('b', instalment('2026-12-05', 3_334)),
      order('c', instalment('2026-12-10', 1_000)),
    ];
    expect(nextPayment(orders)?.order.id).toBe('b');
    expect(nextPayment(orders)?.instalment.owedCents).toBe(3_334);
  });

  it('skips plans that are paid off, refunded or owe nothing', () => {
    expect(
      nextPayment([
        order('done', null, 'paid_in_full'),
        order('gone', instalment('2026-01-01', 500), 'refunded'),
        order('zero', instalment('2026-01-02', 0)),
      ]),
    ).toBeNull();
    expect(nextPayment([])).toBeNull();
  });

  it('keeps the earlier listed order on the same due date', () => {
    const orders = [
      order('x', instalment('2026-12-05', 1)),
      order('y', instalment('2026-12-05', 2)),
    ];
    expect(nextPayment(orders)?.order.id).toBe('x');
  });
});
