import type { LightMyRequestResponse } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockCreditRow } from '../credit/repository';
import type { Database } from '../db/schema';
import { createShopper } from '../testing/engine-fixtures';
import { apiRequest, createTestApp, type TestApp } from '../testing/test-app';
import { OUTSTANDING_BALANCE_MESSAGE } from './account-deletion-service';

/** Returns once another session waits for a lock (the deletion has reached the rows held here). */
async function untilSomeoneWaitsForALock(trx: Kysely<Database>): Promise<void> {
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    const waiting = await sql<{ n: number }>`
      select count(*)::int as n from pg_locks
       where not granted
         and pid in (select pid from pg_stat_activity where datname = current_database())`.execute(
      trx,
    );
    if ((waiting.rows[0]?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the deletion never reached the locked rows');
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('account deletion racing a purchase', () => {
  it('waits for a purchase that holds the credit row and then refuses to orphan its debt', async () => {
    const shopper = await createShopper(t.app);
    let deletion: Promise<LightMyRequestResponse> | undefined;
    // A purchase in flight: it holds the shopper's credit row (as every approval does) and
    // records what the shopper now owes; the deletion starts meanwhile.
    await t.app.db.transaction().execute(async (trx) => {
      await lockCreditRow(trx, shopper.userId);
      await trx
        .insertInto('purchases_before_orders')
        .values({
          user_id: shopper.userId,
          business_name: 'Trka d.o.o.',
          amount: 3_000,
          status: 'pending',
        })
        .execute();
      deletion = apiRequest(t.app, {
        method: 'DELETE',
        url: '/api/me',
        cookie: shopper.cookie,
        payload: { password: 'Test-Lozinka-2026!' },
      });
      await untilSomeoneWaitsForALock(trx);
    });
    const response = await deletion!;
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(OUTSTANDING_BALANCE_MESSAGE);
    const user = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', shopper.userId)
      .executeTakeFirst();
    expect(user).toBeDefined();
  });
});
