import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '#server/testing/demo-accounts';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { EXACT_STATS_UP_TO, readAdminStats } from './repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
});
afterAll(() => t.close());

const exactUsers = async () =>
  Number(
    (await sql<{ n: string }>`select count(*) as n from profiles`.execute(t.database.db)).rows[0]!
      .n,
  );

describe('admin stats that do not read every row', () => {
  it('are exact on small data', async () => {
    expect(EXACT_STATS_UP_TO).toBeGreaterThanOrEqual(1_000);
    // Demo data: admin 500 and shopper 520, five purchases.
    expect(await readAdminStats(t.database.db)).toMatchObject({
      users: await exactUsers(),
      transactions: 5,
      averageScore: 510,
    });
  });

  it('above the limit, take the planner’s estimate and a sampled average', async () => {
    const db = t.database.db;
    await sql`
      with added as (
        insert into users (email, password_hash)
        select 'mnogo' || n || '@primjer.me', 'x' from generate_series(1, 3000) as n
        returning id
      ), profiled as (
        insert into profiles (id) select id from added returning id
      )
      insert into user_credit_scores (user_id, score) select id, 600 from profiled`.execute(db);
    await sql`analyze profiles, user_credit_scores`.execute(db);
    const users = await exactUsers();
    const stats = await readAdminStats(db, { exactUpTo: 500 });
    // A freshly analysed table's estimate is its row count.
    expect(stats.users).toBe(users);
    // Five purchases: under the limit, still counted exactly.
    expect(stats.transactions).toBe(5);
    // 3000 scores of 600 and the demo's 500 and 520: any sample of them averages 600 ± 1.
    expect(Math.abs(stats.averageScore - 600)).toBeLessThanOrEqual(1);
    // The exact path agrees on the same data.
    const exact = await readAdminStats(db, { exactUpTo: 1_000_000 });
    expect(exact.users).toBe(users);
    expect(exact.averageScore).toBe(600);
  });

  it('never report fewer than the limit once the table holds more', async () => {
    // Rows added after the last ANALYZE: the estimate may lag, but not below what was counted.
    const db = t.database.db;
    await sql`
      with added as (
        insert into users (email, password_hash)
        select 'kasnije' || n || '@primjer.me', 'x' from generate_series(1, 50) as n
        returning id
      )
      insert into profiles (id) select id from added`.execute(db);
    const users = await exactUsers();
    const stats = await readAdminStats(db, { exactUpTo: users - 1 });
    expect(stats.users).toBeGreaterThanOrEqual(users);
  });
});
