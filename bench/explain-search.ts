import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import {
  PostgresQueryCompiler,
  sql,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type RootOperationNode,
} from 'kysely';
import { listUsers } from '#server/admin/users/repository';
import { openDatabase } from '#server/db/database';
import { migrate } from '#server/db/migrate';
import { seedDemoData } from '#server/demo-data/seed';
import { AdminUsersQuerySchema } from '#shared/validation/admin-schemas';
import { seedVolume } from './seed-volume';

/**
 * `npx tsx bench/explain-search.ts [query string]`: the admin user search on the bench's volume
 * (10 000 shoppers), with the plan PostgreSQL chose for each statement it sends (EXPLAIN
 * ANALYZE) and its time over 50 runs. The volume is kept in BENCH_PROFILE_DIR between runs.
 */
const dataDir = process.env.BENCH_PROFILE_DIR ?? path.join(os.tmpdir(), 'narate-bench-profile');
fs.mkdirSync(dataDir, { recursive: true });
const statements: { sql: string; parameters: readonly unknown[] }[] = [];
const capture: KyselyPlugin = {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const compiled = new PostgresQueryCompiler().compileQuery(args.node, args.queryId);
    statements.push({ sql: compiled.sql, parameters: compiled.parameters });
    return args.node;
  },
  transformResult: async (args) => args.result,
};

const handle = await openDatabase({ dataDir, embeddedMode: 'attach', poolSize: 2 });
try {
  await migrate(handle, 'migrations');
  await seedDemoData(handle.db, { demoMerchant: true });
  const seeded = await sql<{ n: string }>`
    select count(*) as n from users where email like '%@bench.narate.me'`.execute(handle.db);
  if (Number(seeded.rows[0]?.n) === 0) {
    await sql`set statement_timeout = 0`.execute(handle.db);
    await seedVolume(handle.db);
  }
  await sql`analyze`.execute(handle.db);
  const search = new URLSearchParams(process.argv[2] ?? 'q=petrovi&page=1');
  const query = AdminUsersQuerySchema.parse(Object.fromEntries(search));
  const db = handle.db.withPlugin(capture);
  const result = await listUsers(db, query);
  console.log(`${result.total} matches, ${result.items.length} on the page`);
  for (const statement of statements) {
    await handle.withRawSession(async (session) => {
      const plan = await session.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${statement.sql}`,
        [...statement.parameters],
      );
      console.log(plan.map((row) => row['QUERY PLAN']).join('\n'));
    });
  }
  const runs = 50;
  const started = performance.now();
  for (let i = 0; i < runs; i += 1) await listUsers(handle.db, query);
  console.log(`listUsers: ${((performance.now() - started) / runs).toFixed(2)} ms a call`);
} finally {
  await handle.close();
}
