// A transaction's BEGIN travels with its first statement, and a statement marked by
// asLastStatement with the COMMIT, on the app's own database handle. Counted as PostgreSQL's
// answers arrive (one ReadyForQuery per statement), and checked by what is kept after each way a
// transaction can end.
import { sql, type Kysely } from 'kysely';
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-app';
import type { DatabaseHandle } from './database';
import type { Database } from './schema';
import { asLastStatement, StatementAfterCommitError } from './transaction-pipeline';
import { roundTrips } from '../testing/round-trips';

let database: DatabaseHandle;
let db: Kysely<Database>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await sql`create table pipeline_probe (id int primary key, note text)`.execute(db);
});
afterAll(() => database.close());

/** Socket writes (system calls) made while `run` runs, on every socket of this process. */
async function socketWrites(run: () => Promise<unknown>): Promise<number> {
  const proto = net.Socket.prototype as unknown as Record<
    '_write' | '_writev',
    (...a: unknown[]) => unknown
  >;
  const original = { _write: proto._write, _writev: proto._writev };
  let writes = 0;
  for (const key of ['_write', '_writev'] as const) {
    proto[key] = function (this: unknown, ...args: unknown[]) {
      writes += 1;
      return original[key].apply(this, args);
    };
  }
  try {
    await run();
  } finally {
    Object.assign(proto, original);
  }
  return writes;
}

const insert = (on: Kysely<Database>, id: number, note: string) =>
  sql`insert into pipeline_probe values (${id}, ${note})`.execute(on);

/** The same insert, marked as its transaction's last statement. */
const insertLast = (on: Kysely<Database>, id: number, note: string) =>
  on.executeQuery(
    asLastStatement(sql`insert into pipeline_probe values (${id}, ${note})`.compile(on)),
  );

/** The statement texts pg's clients were given while `run` ran. */
async function sentTexts(run: () => Promise<unknown>): Promise<string[]> {
  const original = pg.Client.prototype.query;
  const texts: string[] = [];
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first] = args;
    texts.push(typeof first === 'string' ? first : String((first as { text?: unknown }).text));
    return (original as (...a: unknown[]) => Promise<unknown>).apply(this, args);
  } as typeof original;
  try {
    await run();
  } finally {
    pg.Client.prototype.query = original;
  }
  return texts;
}

/** The table holding only `rows`. */
async function startWith(...rows: Array<[number, string]>) {
  await sql`truncate pipeline_probe`.execute(db);
  for (const [id, note] of rows) await insert(db, id, note);
}

/** Two inserts in one transaction, the second its last statement (sent with the COMMIT). */
const twoInsertsTheLastWithCommit = () =>
  db.transaction().execute(async (trx) => {
    await insert(trx, 1, 'a');
    await insertLast(trx, 2, 'b');
  });

const rows = async () =>
  (
    await sql<{
      id: number;
      note: string;
    }>`select id, note from pipeline_probe order by id`.execute(db)
  ).rows;

describe('pipelined transactions', () => {
  it('sends BEGIN with the first statement and COMMIT with the last: two round trips for three statements and BEGIN and COMMIT', async () => {
    await startWith();
    const counted = await roundTrips(twoInsertsTheLastWithCommit);
    // Before: five statements, each waiting for the one before (BEGIN, two inserts, COMMIT).
    expect(counted).toEqual({ writes: 4, waits: 2 });
    expect(await rows()).toEqual([
      { id: 1, note: 'a' },
      { id: 2, note: 'b' },
    ]);
  });

  it('writes BEGIN with the first statement, and the last statement with COMMIT, in one system call each', async () => {
    await startWith();
    const writes = await socketWrites(twoInsertsTheLastWithCommit);
    // Before: four (BEGIN, each statement, COMMIT).
    expect(writes).toBe(2);
  });

  it('keeps nothing when the first statement fails, and the connection works afterwards', async () => {
    await startWith([1, 'kept']);
    await expect(
      db.transaction().execute(async (trx) => {
        await insert(trx, 1, 'duplicate');
      }),
    ).rejects.toThrow(/duplicate key/);
    await expect(
      db.transaction().execute(async (trx) => {
        await insert(trx, 2, 'x');
        throw new Error('changed its mind');
      }),
    ).rejects.toThrow('changed its mind');
    expect(await rows()).toEqual([{ id: 1, note: 'kept' }]);
  });

  it('keeps nothing when the statement sent with COMMIT fails', async () => {
    await startWith([1, 'kept']);
    await expect(
      db.transaction().execute(async (trx) => {
        await insert(trx, 2, 'first');
        await insertLast(trx, 1, 'duplicate');
      }),
    ).rejects.toThrow(/duplicate key/);
    expect(await rows()).toEqual([{ id: 1, note: 'kept' }]);
    // The pooled connections are all outside a transaction again.
    const open = await sql<{ n: number }>`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and state like 'idle in transaction%'`.execute(db);
    expect(open.rows[0]?.n).toBe(0);
  });

  it('refuses a statement after the one that committed, instead of running it outside the transaction', async () => {
    await startWith();
    await expect(
      db.transaction().execute(async (trx) => {
        await insertLast(trx, 1, 'committed');
        await insert(trx, 2, 'too late');
      }),
    ).rejects.toThrow(StatementAfterCommitError);
    expect(await rows()).toEqual([{ id: 1, note: 'committed' }]);
  });

  it('sends the marked statement without its mark, and outside a transaction as an ordinary statement', async () => {
    await startWith();
    const inTransaction = await sentTexts(twoInsertsTheLastWithCommit);
    expect(inTransaction.map((text) => text.trim().split(' ')[0])).toEqual([
      'begin',
      'insert',
      'insert',
      'commit',
    ]);
    expect(inTransaction.filter((text) => text.includes('commits'))).toEqual([]);
    const alone = await sentTexts(() => insertLast(db, 3, 'alone'));
    expect(alone).toEqual(['insert into pipeline_probe values ($1, $2)']);
    expect(await rows()).toContainEqual({ id: 3, note: 'alone' });
  });

  it('sends BEGIN and COMMIT for a transaction that ran nothing, and statements without parameters go through', async () => {
    await db.transaction().execute(async () => undefined);
    const answer = await db.transaction().execute(async (trx) => {
      const result = await sql<{ n: number }>`select 1 as n`.execute(trx);
      return result.rows[0]?.n;
    });
    expect(answer).toBe(1);
  });
});
