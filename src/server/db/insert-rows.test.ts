import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertRows } from './insert-rows';
import { kyselyWithoutDatabase } from './no-database';

const kysely = kyselyWithoutDatabase();

const value = fc.oneof(
  fc.integer(),
  fc.string(),
  fc.constant(null),
  fc.constant(undefined),
  fc.boolean(),
  fc.date({ noInvalidDate: true }),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 2 }),
);
const columns = ['order_id', 'account', 'amount_cents', 'created_at', 'ledger_transaction_id'];
/** Rows with any of the columns, in any order, some values undefined. */
const rows = fc.array(
  fc
    .shuffledSubarray(columns, { minLength: 1 })
    .chain((names) => fc.tuple(...names.map((name) => value.map((v) => [name, v] as const))))
    .map((entries) => Object.fromEntries(entries)),
  { minLength: 1, maxLength: 5 },
);

describe('insertRows', () => {
  it('writes the text and parameters Kysely compiles for the same rows', () => {
    fc.assert(
      fc.property(rows, (list) => {
        // At least one value somewhere, as Kysely needs a column to insert into.
        fc.pre(list.some((row) => Object.values(row).some((v) => v !== undefined)));
        const ours = insertRows('ledger_entries', list as never).compile();
        const theirs = kysely
          .insertInto('ledger_entries')
          .values(list as never)
          .compile();
        expect(ours.sql).toBe(theirs.sql);
        expect(ours.parameters).toEqual(theirs.parameters);
      }),
      { numRuns: 500 },
    );
  });

  it('takes one row as it is', () => {
    const row = {
      id: 'x',
      kind: 'purchase' as const,
      order_id: 'ord_1',
      merchant_id: 'm',
      created_at: new Date(0),
    };
    const ours = insertRows('ledger_transactions', row).compile();
    const theirs = kysely.insertInto('ledger_transactions').values(row).compile();
    expect([ours.sql, ours.parameters]).toEqual([theirs.sql, theirs.parameters]);
  });

  it('refuses an expression as a value and an insert of no rows', () => {
    const row = { id: 'x', kind: 'purchase', merchant_id: 'm', created_at: sql<Date>`now()` };
    expect(() => insertRows('ledger_transactions', row as never).compile()).toThrow(/expression/);
    expect(() => insertRows('ledger_transactions', []).compile()).toThrow(/at least one row/);
  });
});
