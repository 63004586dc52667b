import { describe, it, expect } from 'vitest';
import { render } from '../http/errors';
import type { ErrorMessage } from '#shared/i18n/error-message';

import { ORDER_STATUSES } from '#shared/order-statuses';
import type { InstalmentState } from './instalments';
import {
  canTransition,
  checkCancel,
  checkPayment,
  checkRefund,
  checkWriteOff,
  statusAfter,
  webhookEventsFor,
  type OrderSnapshot,
} from './order-state';

/** A refusal with its message written in Montenegrin, as the API would answer it. */
function rendered<T extends { ok: boolean; message?: ErrorMessage }>(result: T) {
  return result.message ? { ...result, message: render(result.message, 'me') } : result;
}

function instalment(
  sequence: number,
  status: InstalmentState['status'],
  amount = 10_000,
): InstalmentState {
  const paid = status === 'paid' ? amount : 0;
  return {
    sequence,
    dueDate: new Date(2025, sequence - 1, 1),
    amountCents: amount,
    paidCents: paid,
    status,
  };
}

const justBought: OrderSnapshot = {
  status: 'approved',
  totalCents: 30_000,
  refundedCents: 0,
  instalments: [instalment(1, 'paid'), instalment(2, 'pending'), instalment(3, 'pending')],
};
const twoPaid: OrderSnapshot = {
  ...justBought,
  instalments: [instalment(1, 'paid'), instalment(2, 'paid'), instalment(3, 'pending')],
};
const allPaid: OrderSnapshot = {
  ...justBought,
  status: 'paid_in_full',
  instalments: [instalment(1, 'paid'), instalment(2, 'paid'), instalment(3, 'paid')],
};

describe('canTransition', () => {
  it('allows the documented moves and keeps final statuses final', () => {
    expect(canTransition('approved', 'paid_in_full')).toBe(true);
    expect(canTransition('paid_in_full', 'refunded')).toBe(true);
    expect(canTransition('paid_in_full', 'approved')).toBe(false);
    expect(canTransition('paid_in_full', 'written_off')).toBe(false);
    for (const final of ['refunded', 'cancelled', 'written_off'] as const) {
      expect(ORDER_STATUSES.filter((to) => to !== final && canTransition(final, to))).toEqual([]);
    }
  });
});

describe('checkPayment', () => {
  it('allows paying the next instalment or the rest on an active plan', () => {
    expect(checkPayment(justBought, 'next')).toEqual({ ok: true });
    expect(checkPayment(justBought, 'next', 2)).toEqual({ ok: true });
    expect(checkPayment(justBought, 'rest')).toEqual({ ok: true });
  });

  it('asks to pay the earliest instalment first', () => {
    expect(rendered(checkPayment(justBought, 'next', 3))).toEqual({
      ok: false,
      code: 'not_next_instalment',
      message: 'Prvo plati najraniju neplaćenu ratu.',
    });
  });

  it('refuses closed orders with a reason', () => {
    expect(rendered(checkPayment(allPaid, 'next'))).toEqual({
      ok: false,
      code: 'order_closed',
      message: 'Narudžba je već u potpunosti plaćena.',
    });
    expect(rendered(checkPayment({ ...justBought, status: 'cancelled' }, 'rest'))).toMatchObject({
      message: 'Narudžba je otkazana.',
    });
    expect(
      rendered(checkPayment({ ...justBought, instalments: allPaid.instalments }, 'rest')),
    ).toMatchObject({
      code: 'nothing_to_pay',
      message: 'Nema rata za plaćanje.',
    });
  });
});

describe('checkRefund', () => {
  it('allows refunds on active and paid orders only', () => {
    expect(checkRefund(justBought)).toEqual({ ok: true });
    expect(checkRefund(allPaid)).toEqual({ ok: true });
    expect(rendered(checkRefund({ ...justBought, status: 'refunded' }))).toMatchObject({
      message: 'Iznos narudžbe je već u potpunosti vraćen.',
    });
    expect(rendered(checkRefund({ ...justBought, status: 'written_off' }))).toMatchObject({
      message: 'Narudžba je otpisana.',
    });
  });
});

describe('checkCancel', () => {
  it('allows cancelling while only the first instalment is paid', () => {
    expect(checkCancel(justBought)).toEqual({ ok: true });
    expect(checkCancel({ ...justBought, status: 'paid_in_full' })).toEqual({ ok: true });
  });

  it('refuses once a later instalment was paid, pointing to a refund', () => {
    expect(checkCancel(twoPaid)).toMatchObject({ ok: false, code: 'cancel_too_late' });
    expect(checkCancel(allPaid)).toMatchObject({ ok: false, code: 'cancel_too_late' });
    expect(checkCancel({ ...justBought, status: 'cancelled' })).toMatchObject({
      code: 'order_closed',
    });
  });
});

describe('checkWriteOff', () => {
  it('needs an overdue instalment on an active order', () => {
    expect(checkWriteOff(justBought)).toMatchObject({ ok: false, code: 'nothing_overdue' });
    const late = {
      ...justBought,
      instalments: [instalment(1, 'paid'), instalment(2, 'overdue'), instalment(3, 'pending')],
    };
    expect(checkWriteOff(late)).toEqual({ ok: true });
    expect(checkWriteOff({ ...late, status: 'refunded' })).toMatchObject({ code: 'order_closed' });
  });
});

describe('statusAfter and webhooks', () => {
  it('derives the status from what is owed and refunded', () => {
    expect(statusAfter(twoPaid, 'pay_next')).toBe('approved');
    expect(statusAfter(allPaid, 'pay_next')).toBe('paid_in_full');
    expect(statusAfter({ ...allPaid, refundedCents: 30_000 }, 'refund')).toBe('refunded');
    expect(statusAfter({ ...allPaid, refundedCents: 5_000 }, 'refund')).toBe('paid_in_full');
    expect(statusAfter(justBought, 'cancel')).toBe('cancelled');
    expect(statusAfter(justBought, 'write_off')).toBe('written_off');
  });

  it('sends order.paid_in_full once, on the change', () => {
    expect(webhookEventsFor('pay_rest', 'approved', 'paid_in_full')).toEqual([
      'order.paid_in_full',
    ]);
    expect(webhookEventsFor('pay_next', 'approved', 'approved')).toEqual([]);
    expect(webhookEventsFor('refund', 'approved', 'paid_in_full')).toEqual([
      'order.refunded',
      'order.paid_in_full',
    ]);
    expect(webhookEventsFor('refund', 'paid_in_full', 'paid_in_full')).toEqual(['order.refunded']);
    expect(webhookEventsFor('cancel', 'approved', 'cancelled')).toEqual(['order.cancelled']);
    expect(webhookEventsFor('write_off', 'approved', 'written_off')).toEqual([]);
  });
});
