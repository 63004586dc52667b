import { describe, it, expect } from 'vitest';
import {
  INSTALMENT_STATUSES,
  ORDER_DISPLAY_STATUSES,
  PURCHASE_STATUSES,
  isPayableInstalmentStatus,
  orderDisplayStatus,
  purchaseDisplayStatus,
  type OrderStatus,
  type PurchaseStatus,
} from './order-statuses';

describe('isPayableInstalmentStatus', () => {
  it('allows paying only what is still owed', () => {
    expect(INSTALMENT_STATUSES.filter(isPayableInstalmentStatus)).toEqual(['pending', 'overdue']);
  });
});

describe('one status vocabulary for an order', () => {
  it('names an approved order active, or overdue when an instalment is', () => {
    expect(orderDisplayStatus('approved', false)).toBe('active');
    expect(orderDisplayStatus('approved', true)).toBe('overdue');
    expect(orderDisplayStatus('paid_in_full', false)).toBe('paid');
    expect(orderDisplayStatus('written_off', false)).toBe('written_off');
  });

  it('shows a purchase still owed as active, never pending', () => {
    expect(purchaseDisplayStatus('pending')).toBe('active');
    expect(purchaseDisplayStatus('pending', 'approved')).toBe('active');
    expect(purchaseDisplayStatus('paid')).toBe('paid');
    expect(purchaseDisplayStatus('overdue', 'written_off')).toBe('written_off');
  });

  it('gives a purchase row and its order the same word (the mirror rules)', () => {
    // The purchase row's status follows the order the way the mirror writes it.
    const cases: [OrderStatus, boolean, PurchaseStatus][] = [
      ['approved', false, 'pending'],
      ['approved', true, 'overdue'],
      ['paid_in_full', false, 'paid'],
      ['written_off', false, 'overdue'],
    ];
    for (const [status, hasOverdue, purchase] of cases) {
      expect(purchaseDisplayStatus(purchase, status)).toBe(orderDisplayStatus(status, hasOverdue));
    }
  });

  it('every shown status is one of the vocabulary', () => {
    for (const purchase of PURCHASE_STATUSES) {
      expect(ORDER_DISPLAY_STATUSES).toContain(purchaseDisplayStatus(purchase));
    }
  });
});
