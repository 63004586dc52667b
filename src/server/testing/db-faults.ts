// Real database failures for the money tests: a trigger that makes the next N writes to a table
// fail inside whatever transaction makes them, as a lost connection or a full disk would. A
// sequence counts the failures because, unlike a table, it is not rolled back with the failing
// transaction.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

let counter = 0;

/**
 * The next `times` row writes (`INSERT` or `UPDATE`) to `table` raise an error. `when` narrows
 * the rows, as a trigger's WHEN condition over NEW.
 */
export async function failNextWrites(
  db: Kysely<Database>,
  table: string,
  options: {
    operation?: 'INSERT' | 'UPDATE' | 'INSERT OR UPDATE';
    times?: number;
    when?: string;
  } = {},
): Promise<void> {
  counter += 1;
  const name = `test_fault_${table}_${counter}_${Date.now().toString(36)}`;
  const times = options.times ?? 1;
  await sql
    .raw(
      `CREATE OR REPLACE FUNCTION test_fault() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF nextval(TG_ARGV[0]) <= TG_ARGV[1]::int THEN
           RAISE EXCEPTION 'injected database fault on %', TG_TABLE_NAME;
         END IF;
         RETURN NEW;
       END $$`,
    )
    .execute(db);
  await sql.raw(`CREATE SEQUENCE ${name}`).execute(db);
  await sql
    .raw(
      `CREATE TRIGGER ${name} BEFORE ${options.operation ?? 'INSERT'} ON ${table} FOR EACH ROW
       ${options.when ? `WHEN (${options.when})` : ''}
       EXECUTE FUNCTION test_fault('${name}', '${times}')`,
    )
    .execute(db);
}

/** Removes every fault trigger that has not fired yet. */
export async function clearFaults(db: Kysely<Database>): Promise<void> {
  const triggers = await sql<{ tgname: string; relname: string }>`
    select t.tgname, c.relname from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where t.tgname like 'test_fault_%'`.execute(db);
  for (const row of triggers.rows) {
    await sql.raw(`DROP TRIGGER ${row.tgname} ON ${row.relname}`).execute(db);
  }
}
