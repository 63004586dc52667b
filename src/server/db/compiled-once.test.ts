import {
  sql,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type RootOperationNode,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-app';
import { compiledOnce } from './compiled-once';
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

const sum = compiledOnce(
  (db: Kysely<Database>) => db.selectNoFrom([sql<number>`${1}::int + ${2}::int`.as('total')]),
  (a: number, b: number) => [a, b],
);

describe('compiledOnce', () => {
  it('builds the query once per database handle and runs it with each call’s values', async () => {
    const counter = new BuildCounter();
    const db = database.db.withPlugin(counter);
    expect(await sum(db, 2, 3)).toEqual([{ total: 5 }]);
    expect(await sum(db, 40, 2)).toEqual([{ total: 42 }]);
    expect(await sum(db, -1, 1)).toEqual([{ total: 0 }]);
    expect(counter.built).toBe(1);
  });

  it('refuses values that do not match the compiled statement’s parameters', async () => {
    const wrong = compiledOnce(
      (db: Kysely<Database>) => db.selectNoFrom([sql<number>`${1}::int`.as('one')]),
      (a: number, b: number) => [a, b],
    );
    await expect(wrong(database.db, 1, 2)).rejects.toThrow(/takes 1 parameters, got 2/);
  });
});
