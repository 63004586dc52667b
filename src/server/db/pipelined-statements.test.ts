import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-app';
import type { DatabaseHandle } from './database';
import { inOneRoundTrip } from './pipelined-statements';
import type { Database } from './schema';

/** A connection that answers only when told to, recording what was sent and when. */
function recordingDb() {
  const events: string[] = [];
  const answers: Array<(result: QueryResult<unknown>) => void> = [];
  const failures: Array<(error: Error) => void> = [];
  const connection: DatabaseConnection = {
    executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      events.push(`sent ${query.sql}`);
      return new Promise<QueryResult<R>>((resolve, reject) => {
        answers.push((result) => {
          events.push(`answered ${query.sql}`);
          resolve(result as QueryResult<R>);
        });
        failures.push(reject);
      });
    },
    // eslint-disable-next-line require-yield -- never streamed
    async *streamQuery() {
      throw new Error('not streamed');
    },
  };
  const driver: Driver = {
    init: async () => undefined,
    acquireConnection: async () => connection,
    beginTransaction: async () => undefined,
    commitTransaction: async () => undefined,
    rollbackTransaction: async () => undefined,
    releaseConnection: async () => undefined,
    destroy: async () => undefined,
  };
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => driver,
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  return { db, events, answers, failures };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('two statements in one round trip', () => {
  it('sends the second before the first is answered and answers both in order', async () => {
    const { db, events, answers } = recordingDb();
    const both = inOneRoundTrip(
      db,
      db.selectNoFrom(sql<number>`1`.as('a')),
      db.selectNoFrom(sql<number>`2`.as('b')),
    );
    await flush();
    expect(events).toEqual(['sent select 1 as "a"', 'sent select 2 as "b"']);
    answers[0]!({ rows: [{ a: 1 }] });
    answers[1]!({ rows: [{ b: 2 }] });
    const [first, second] = await both;
    expect(first.rows).toEqual([{ a: 1 }]);
    expect(second.rows).toEqual([{ b: 2 }]);
  });

  it("throws the first statement's error when both fail", async () => {
    const { db, failures } = recordingDb();
    const both = inOneRoundTrip(
      db,
      db.selectNoFrom(sql<number>`1`.as('a')),
      db.selectNoFrom(sql<number>`2`.as('b')),
    );
    await flush();
    failures[1]!(new Error('current transaction is aborted'));
    failures[0]!(new Error('lock timeout'));
    await expect(both).rejects.toThrow('lock timeout');
  });
});

describe('two statements in one round trip on PostgreSQL', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await sql`create table round_trip_rows (id int primary key, note text)`.execute(handle.db);
    await sql`insert into round_trip_rows values (1, 'locked')`.execute(handle.db);
  });
  afterAll(() => handle.close());

  it('reads, in the second, what was committed while the first waited for its lock', async () => {
    let release: () => void = () => undefined;
    const holder = handle.db.transaction().execute(async (trx) => {
      await sql`select id from round_trip_rows where id = 1 for update`.execute(trx);
      await new Promise<void>((resolve) => (release = resolve));
      await sql`insert into round_trip_rows values (2, 'written while the lock was held')`.execute(
        trx,
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const waiter = handle.db
      .transaction()
      .execute((trx) =>
        inOneRoundTrip(
          trx,
          trx.selectNoFrom(
            sql<number>`(select id from round_trip_rows where id = 1 for update)`.as('id'),
          ),
          trx.selectNoFrom(sql<number>`(select count(*)::int from round_trip_rows)`.as('n')),
        ),
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await holder;
    const [locked, counted] = await waiter;
    expect(locked.rows).toEqual([{ id: 1 }]);
    expect(counted.rows).toEqual([{ n: 2 }]);
  });

  it('with the COMMIT behind the second, keeps both when both succeed and nothing when the first fails', async () => {
    const write = (id: number) =>
      sql`insert into round_trip_rows values (${id}, 'committed with the second')`.compile(
        handle.db,
      );
    const guard = (ok: boolean) =>
      handle.db.selectNoFrom(
        sql<number>`(select case when count(*) = ${ok ? 1 : 0} then 1
          else ('refused: ' || count(*))::integer end from round_trip_rows where id = 1)`.as('ok'),
      );
    await handle.db
      .transaction()
      .execute((trx) => inOneRoundTrip(trx, guard(true), write(10), { commitsWithSecond: true }));
    await expect(
      handle.db
        .transaction()
        .execute((trx) =>
          inOneRoundTrip(trx, guard(false), write(11), { commitsWithSecond: true }),
        ),
    ).rejects.toThrow(/refused: 1/);
    const rows = await sql<{
      id: number;
    }>`select id from round_trip_rows where id >= 10 order by id`.execute(handle.db);
    expect(rows.rows).toEqual([{ id: 10 }]);
    // The connection is usable again, outside any transaction.
    const after = await sql<{ n: number }>`select 1 as n`.execute(handle.db);
    expect(after.rows).toEqual([{ n: 1 }]);
  });
});
