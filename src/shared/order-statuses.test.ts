import { describe, it, expect } from 'vitest';
import { INSTALMENT_STATUSES, isPayableInstalmentStatus } from './order-statuses';

describe('isPayableInstalmentStatus', () => {
  it('allows paying only what is still owed', () => {
    expect(INSTALMENT_STATUSES.filter(isPayableInstalmentStatus)).toEqual(['pending', 'overdue']);
  });
});
