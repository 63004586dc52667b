import { describe, it, expect } from 'vitest';
import { checkLedgerInvariants } from './ledger-invariants';
import {
  instalmentPaidTransaction,
  merchantPayoutTransaction,
  purchaseTransaction,
  type LedgerTransaction,
} from './ledger-postings';

const ledger: LedgerTransaction[] = [
  purchaseTransaction('o1', 30_000),
  merchantPayoutTransaction('o1', 30_000, 900),
  instalmentPaidTransaction('o1', 10_000),
  purchaseTransaction('o2', 5_000),
];

describe('checkLedgerInvariants', () => {
  it('passes a consistent ledger', () => {
    expect(
      checkLedgerInvariants(ledger, [
        { orderId: 'o1', owedCents: 20_000 },
        { orderId: 'o2', owedCents: 5_000 },
      ]),
    ).toEqual([]);
  });

  it('finds a receivable that differs from what is owed, including unlisted orders', () => {
    expect(checkLedgerInvariants(ledger, [{ orderId: 'o1', owedCents: 10_000 }])).toEqual([
      {
        kind: 'receivable_mismatch',
        orderId: 'o1',
        detail: 'Receivable 20000 but the shopper owes 10000',
      },
      {
        kind: 'receivable_mismatch',
        orderId: 'o2',
        detail: 'Receivable 5000 but the shopper owes 0',
      },
    ]);
  });

  it('finds an unbalanced transaction and a ledger that does not sum to zero', () => {
    const broken: LedgerTransaction = {
      kind: 'instalment_paid',
      orderId: 'o2',
      postings: [
        { account: 'cash', amountCents: 1_000, orderId: 'o2' },
        { account: 'shopper_receivable', amountCents: -900, orderId: 'o2' },
      ],
    };
    const kinds = checkLedgerInvariants(
      [...ledger, broken],
      [
        { orderId: 'o1', owedCents: 20_000 },
        { orderId: 'o2', owedCents: 4_100 },
      ],
    ).map((v) => v.kind);
    expect(kinds).toEqual(['unbalanced_transaction', 'ledger_not_zero']);
  });

  it('finds a posting filed under another order', () => {
    const misfiled: LedgerTransaction = {
      kind: 'instalment_paid',
      orderId: 'o2',
      postings: [
        { account: 'cash', amountCents: 1_000, orderId: 'o2' },
        { account: 'shopper_receivable', amountCents: -1_000, orderId: 'o1' },
      ],
    };
    const violations = checkLedgerInvariants(
      [...ledger, misfiled],
      [
        { orderId: 'o1', owedCents: 19_000 },
        { orderId: 'o2', owedCents: 5_000 },
      ],
    );
    expect(violations.map((v) => v.kind)).toEqual(['unbalanced_transaction']);
  });
});
