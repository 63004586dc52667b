import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase } from '../testing/test-app';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("the agreement's stored PDF", () => {
  it('is kept out of line without PostgreSQL compressing it again (it is deflated already)', async () => {
    const { rows } = await sql<{ storage: string }>`
      select attstorage as storage from pg_attribute
      where attrelid = 'credit_agreements'::regclass and attname = 'pdf'`.execute(database.db);
    // 'e' (EXTERNAL): out of line, uncompressed; the default 'x' tries pglz on every document.
    expect(rows[0]?.storage).toBe('e');
  });
});
