import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-app';
import type { DatabaseHandle } from './database';
import { withPreparedStatements } from './prepared-statements';

let database: DatabaseHandle;
let pool: pg.Pool;
beforeAll(async () => {
  database = await createTestDatabase();
  pool = new pg.Pool({ connectionString: database.url, max: 1 });
});
afterAll(async () => {
  await pool.end();
  await database.close();
});

describe('withPreparedStatements', () => {
  it('hands out one wrapper per pooled connection, whose parameterised statements are prepared', async () => {
    const prepared = withPreparedStatements(pool);
    const first = await prepared.connect();
    const answer = await first.query<{ n: number }>('select $1::int + 1 as n', [41]);
    expect(answer.rows).toEqual([{ n: 42 }]);
    first.release();
    const second = await prepared.connect();
    // The same connection (a pool of one) comes back as the same wrapper.
    expect(second).toBe(first);
    const statements = await second.query<{ statement: string }>(
      'select statement from pg_prepared_statements',
    );
    expect(statements.rows.map((r) => r.statement)).toContain('select $1::int + 1 as n');
    second.release();
  });
});
