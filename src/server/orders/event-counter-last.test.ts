// A merchant's event counter is one row every checkout of the merchant writes, locked until the
// writer commits. The confirmation takes it in its last statement, which also carries the rest
// of its writes, so another checkout of the same merchant waits for that statement and the
// commit only, never for a round trip (on a sales day, most checkouts are one merchant's).
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  confirmCheckoutRequest,
  createCheckout,
  createShopper,
  setupPurchaseTest,
  type PurchaseTest,
} from '../testing/purchase-fixtures';

let test: PurchaseTest;
setupPurchaseTest({ config: { rateLimitEnabled: false } }, (ready) => (test = ready));

/** Tables the backend waiting on a lock already holds write locks on. */
async function tablesWrittenByWaiter(): Promise<string[] | null> {
  const waiting = await sql<{ pid: number }>`
    select pid from pg_stat_activity
     where datname = current_database() and wait_event_type = 'Lock'`.execute(test.t.app.db);
  const pid = waiting.rows[0]?.pid;
  if (pid === undefined) return null;
  const locks = await sql<{ relname: string }>`
    select c.relname from pg_locks l join pg_class c on c.oid = l.relation
     where l.pid = ${pid} and l.mode = 'RowExclusiveLock' and l.granted and c.relkind = 'r'`.execute(
    test.t.app.db,
  );
  return locks.rows.map((row) => row.relname).sort();
}

describe("the merchant's event counter", () => {
  it('is taken after the order, its agreement, its email and the stored answer', async () => {
    const shopper = await createShopper(test.t.app);
    const session = await createCheckout(test.t.app, test.merchant.secretKey, 6_000);
    await sql`
      insert into merchant_event_counters (merchant_id, last_sequence)
      values (${test.merchant.merchantId}, 0) on conflict do nothing`.execute(test.t.app.db);
    const written = await test.t.app.db.connection().execute(async (holder) => {
      await sql`begin`.execute(holder);
      await sql`
        select 1 from merchant_event_counters where merchant_id = ${test.merchant.merchantId} for update`.execute(
        holder,
      );
      const confirmed = confirmCheckoutRequest(test.t.app, shopper.cookie, session.id);
      let tables: string[] | null = null;
      for (let i = 0; i < 500 && tables === null; i += 1) {
        tables = await tablesWrittenByWaiter();
        if (tables === null) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await sql`commit`.execute(holder);
      const answer = await confirmed;
      expect(answer.statusCode, answer.body).toBe(201);
      return tables;
    });
    // Everything else of the decision was written before, or is in the statement waiting for the
    // counter: the tables it writes are already open for writing while it waits.
    expect(written).toEqual(
      expect.arrayContaining([
        'credit_agreements',
        'orders',
        'outbox_messages',
        'payment_attempts',
      ]),
    );
  });
});
