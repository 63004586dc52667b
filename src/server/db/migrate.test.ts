// A database that already ran migrations 030–034 (the numbers in use when the vault's removal was
// numbered) must still receive the vault's removal: the migrator applies every file not yet
// recorded, whatever its place in the order, so the file takes the next free number after them.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-app';
import type { DatabaseHandle } from './database';
import { migrate } from './migrate';

const VAULT_REMOVAL = '035_drop_sandbox_card_vault.sql';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(() => database.close());

describe('migrate', () => {
  it('applies the vault removal on a database that already has 030–034', async () => {
    // The state before the removal: 034 applied, the vault present, a card saved in it.
    await sql`delete from schema_migrations where name = ${VAULT_REMOVAL}`.execute(database.db);
    await sql`create table sandbox_card_vault (token text primary key, pan text not null)`.execute(
      database.db,
    );
    const applied = await sql<{
      name: string;
    }>`select name from schema_migrations order by name`.execute(database.db);
    expect(applied.rows.map((r) => r.name)).toContain(
      '034_purchase_halves_keep_deleted_accounts.sql',
    );

    expect(await migrate(database)).toEqual([VAULT_REMOVAL]);

    const vault = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables
      where table_name = 'sandbox_card_vault'`.execute(database.db);
    expect(vault.rows[0]?.n).toBe(0);
    // Applied once: a second run has nothing to do.
    expect(await migrate(database)).toEqual([]);
  });
});
