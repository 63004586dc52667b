import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createShopper, setupPurchaseTest, type PurchaseTest } from '../testing/purchase-fixtures';
import { databaseNow, shoppersWithLimitInputsChanged } from './job-repository';

let test: PurchaseTest;
setupPurchaseTest({}, (ready) => (test = ready));

const DAY = 86_400_000;

describe('the limit step looks at what changed', () => {
  it('finds a shopper with a new declaration or an ended wait, not one with nothing new', async () => {
    const { t } = test;
    const quiet = await createShopper(t.app);
    const declaring = await createShopper(t.app);
    const since = await databaseNow(t.app.db);
    const now = new Date();
    await sql`
      insert into creditworthiness_declarations (user_id, monthly_income_cents,
                                                 monthly_obligations_cents)
      values (${declaring.userId}, 100000, 20000)`.execute(t.app.db);
    // The database keeps microseconds, a Date milliseconds: one millisecond more keeps a row
    // written in the same millisecond as the reading inside the window.
    const changesUntil = new Date((await databaseNow(t.app.db)).getTime() + 1);
    const find = async (window: { waitsSince: Date | null; waitsUntil: Date }) =>
      (
        await shoppersWithLimitInputsChanged(
          t.app.db,
          { changesSince: since, changesUntil, waitMs: 30 * DAY, ...window },
          10_000_000,
          null,
          500,
        )
      ).map((r) => r.user_id);
    // Today: the new declaration only (both signed up now, their 30 days have not passed).
    const today = await find({ waitsSince: now, waitsUntil: now });
    expect(today).toContain(declaring.userId);
    expect(today).not.toContain(quiet.userId);
    // 31 days on: both waits ended within the window.
    const later = await find({ waitsSince: now, waitsUntil: new Date(now.getTime() + 31 * DAY) });
    expect(later).toEqual(expect.arrayContaining([quiet.userId, declaring.userId]));
    // The first pass (no mark yet) sees everyone whose wait ended by then, in id order, by pages.
    const first = await shoppersWithLimitInputsChanged(
      t.app.db,
      {
        changesSince: null,
        changesUntil,
        waitsSince: null,
        waitsUntil: new Date(now.getTime() + 31 * DAY),
        waitMs: 30 * DAY,
      },
      10_000_000,
      null,
      1,
    );
    expect(first).toHaveLength(1);
    const next = await shoppersWithLimitInputsChanged(
      t.app.db,
      {
        changesSince: null,
        changesUntil,
        waitsSince: null,
        waitsUntil: new Date(now.getTime() + 31 * DAY),
        waitMs: 30 * DAY,
      },
      10_000_000,
      first[0]?.user_id ?? null,
      500,
    );
    expect(next.map((r) => r.user_id)).not.toContain(first[0]?.user_id);
    expect(next.length).toBeGreaterThanOrEqual(1);
  });
});
