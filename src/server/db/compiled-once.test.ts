import {
  sql,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type RootOperationNode,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-app';
import { compiledStatement } from './compiled-once';
import type { DatabaseHandle } from './database';
import type { Database } from './schema';

class BuildCounter implements KyselyPlugin {
  built = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.built += 1;
    return args.node;
  }
  async transformResult<R>(args: { result: R }): Promise<R> {
    return args.result;
  }
}

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('compiledStatement', () => {
  let builds = 0;
  // `a` twice and a constant between: the values go where their names are, the constant stays.
  const statement = compiledStatement((db, { a, b }: { a: number; b: string }) => {
    builds += 1;
    return db.selectNoFrom([
      sql<number>`${a}::int + ${7}::int + ${a}::int`.as('total'),
      sql<string>`${b}::text`.as('label'),
    ]);
  });
  const run = async (db: Kysely<Database>, a: number, b: string) =>
    (await db.executeQuery(statement(db, { a, b }))).rows;

  it('builds once for a handle and its transactions and fills each call’s values by name', async () => {
    builds = 0;
    expect(await run(database.db, 1, 'x')).toEqual([{ total: 9, label: 'x' }]);
    await database.db.transaction().execute(async (trx) => {
      expect(await run(trx, 10, 'y')).toEqual([{ total: 27, label: 'y' }]);
    });
    expect(await run(database.db, -3, 'z')).toEqual([{ total: 1, label: 'z' }]);
    expect(builds).toBe(1);
  });

  it('builds anew for a handle with plugins, so they see each statement', async () => {
    const counter = new BuildCounter();
    const db = database.db.withPlugin(counter);
    expect(await run(db, 1, 'p')).toEqual([{ total: 9, label: 'p' }]);
    expect(await run(db, 2, 'q')).toEqual([{ total: 11, label: 'q' }]);
    expect(counter.built).toBe(2);
  });

  it('refuses a value written into the text or changed while the statement was built', () => {
    const intoText = compiledStatement((db, { column }: { column: string }) =>
      db.selectNoFrom([sql<number>`1`.as(sql.raw(column) as unknown as string)]),
    );
    expect(() => intoText(database.db, { column: 'one' })).toThrow(/written into its text/);
    const changed = compiledStatement((db, { q }: { q: string }) =>
      db.selectNoFrom([sql<string>`${`%${q}%`}::text`.as('pattern')]),
    );
    expect(() => changed(database.db, { q: 'x' })).toThrow(/changed while it was built/);
  });
});
