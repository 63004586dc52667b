import { CompiledQuery, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../testing/test-app';
import type { DatabaseHandle } from './database';
import { runCompiled } from './direct-statements';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db.executeQuery(CompiledQuery.raw('create table direct_probe (n int not null)'));
});
afterAll(() => handle.close());

const count = CompiledQuery.raw('select count(*)::int as n from direct_probe') as CompiledQuery<{
  n: number;
}>;

describe('runCompiled', () => {
  it("sends the process handle's statement straight to its pool, with its parameters", async () => {
    const executeQuery = vi.spyOn(handle.db, 'executeQuery');
    try {
      const rows = await runCompiled(
        handle.db,
        CompiledQuery.raw('select $1::int + $2::int as sum', [40, 2]),
      );
      expect(rows).toEqual([{ sum: 42 }]);
      expect(executeQuery).not.toHaveBeenCalled();
    } finally {
      executeQuery.mockRestore();
    }
  });

  it("runs a transaction's statement inside that transaction", async () => {
    await handle.db
      .transaction()
      .execute(async (trx) => {
        await trx.executeQuery(CompiledQuery.raw('insert into direct_probe (n) values (1)'));
        // Sent on another connection, it would not see the uncommitted row.
        expect(await runCompiled(trx, count)).toEqual([{ n: 1 }]);
        throw new Error('roll back');
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || error.message !== 'roll back') throw error;
      });
    expect(await runCompiled(handle.db, count)).toEqual([{ n: 0 }]);
  });

  it('lets the plugins of a handle that has them see the statement', async () => {
    const seen: string[] = [];
    const plugin: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        seen.push('result');
        return args.result;
      },
    };
    expect(await runCompiled(handle.db.withPlugin(plugin), count)).toEqual([{ n: 0 }]);
    expect(seen).toEqual(['result']);
  });

  it('gives the connection back when the statement fails', async () => {
    // More failures than the pool has connections: a connection kept by a failure would leave
    // the last statements waiting for one until the pool's timeout.
    for (let i = 0; i < 25; i += 1) {
      await expect(
        runCompiled(handle.db, CompiledQuery.raw('select 1 / ($1::int - $1::int)', [i])),
      ).rejects.toThrow(/division by zero/);
    }
    expect(await runCompiled(handle.db, count)).toEqual([{ n: 0 }]);
  });
});

describe('a connection lost while its statement runs', () => {
  it('fails that statement and leaves the process and the pool working', async () => {
    const running = runCompiled(
      handle.db,
      CompiledQuery.raw('select pg_sleep($1::int) as slept', [20]),
    ).then(
      () => null,
      (error: unknown) => error,
    );
    // Ended from another connection, as a restarting server ends every backend.
    for (let tries = 0; ; tries += 1) {
      const ended = await runCompiled(
        handle.db,
        CompiledQuery.raw(
          `select pg_terminate_backend(pid) as ended from pg_stat_activity
            where query like $1 and pid <> pg_backend_pid()`,
          ['select pg_sleep(%'],
        ) as CompiledQuery<{ ended: boolean }>,
      );
      if (ended.length > 0 || tries > 100) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await running).toBeInstanceOf(Error);
    expect(await runCompiled(handle.db, count)).toEqual([{ n: 0 }]);
  });
});
