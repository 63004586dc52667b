import { describe, expect, it } from 'vitest';
import { MonriRequestError } from './answers';
import { datedStatementRows } from './statement-rows';

const row = (fields: Record<string, unknown>) => ({
  transaction_type: 'purchase',
  amount: 1000,
  created_at: '2026-11-01T10:00:00.000Z',
  ...fields,
});

describe("a page of Monri's statement", () => {
  it('leaves holds out of the lines but not out of where the next page starts', () => {
    const page = datedStatementRows({
      transactions: [
        row({ order_number: 'o-1' }),
        row({ order_number: 'o-1', transaction_type: 'refund', merchant_reference: 'r-1' }),
        row({
          order_number: 'o-2',
          transaction_type: 'authorize',
          created_at: '2026-11-02T00:00:00.000Z',
        }),
      ],
    });
    expect(page.lines.map((line) => [line.key, line.kind, line.chargeId])).toEqual([
      ['o-1', 'charge', 'o-1'],
      ['r-1', 'refund', 'o-1'],
    ]);
    expect(page.rows).toBe(3);
    expect(page.last).toEqual({ at: new Date('2026-11-02T00:00:00.000Z'), key: 'o-2' });
    expect(datedStatementRows({ transactions: [] })).toEqual({ lines: [], rows: 0, last: null });
  });

  it('refuses a page whose row has no time to place it by', () => {
    expect(() =>
      datedStatementRows({ transactions: [row({ order_number: 'o-1', created_at: undefined })] }),
    ).toThrow(MonriRequestError);
  });
});
