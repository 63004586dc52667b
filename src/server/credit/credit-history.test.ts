import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, TEST_PASSWORD, uniqueJmbg } from '../testing/account-fixtures';
import { apiRequest, createTestApp, type TestApp } from '../testing/test-app';
import { runHousekeeping } from '../jobs/background-jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const credit = (userId: string) =>
  t.app.db
    .selectFrom('user_credit_scores')
    .select(['score', 'late_payments'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();

async function deleteAccount(cookie: string) {
  const response = await apiRequest(t.app, {
    method: 'DELETE',
    url: '/api/me',
    cookie,
    payload: { password: TEST_PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('the credit history of a deleted account', () => {
  it('is restored when the same JMBG signs up again, and a new JMBG starts fresh', async () => {
    const jmbg = uniqueJmbg();
    const first = await signUp(t.app, { jmbg });
    const fresh = await credit(first.userId);
    // A late payment on the first account (what the overdue job leaves: −50, one late payment).
    await t.app.db
      .updateTable('user_credit_scores')
      .set({ score: fresh.score - 50, late_payments: 1 })
      .where('user_id', '=', first.userId)
      .execute();
    await deleteAccount(first.token);

    const again = await signUp(t.app, { jmbg });
    expect(again.userId).not.toBe(first.userId);
    expect(await credit(again.userId)).toEqual({ score: fresh.score - 50, late_payments: 1 });
    // The sign-up bonus was given to this person once already.
    const events = await t.app.db
      .selectFrom('credit_score_events')
      .select('kind')
      .where('user_id', '=', again.userId)
      .execute();
    expect(events.map((e) => e.kind)).not.toContain('signup');

    const other = await signUp(t.app, { jmbg: uniqueJmbg() });
    expect(await credit(other.userId)).toEqual(fresh);
  });

  it('is forgotten after the retention period', async () => {
    const jmbg = uniqueJmbg();
    const first = await signUp(t.app, { jmbg });
    const fresh = await credit(first.userId);
    await t.app.db
      .updateTable('user_credit_scores')
      .set({ score: 400, late_payments: 2 })
      .where('user_id', '=', first.userId)
      .execute();
    await deleteAccount(first.token);
    const kept = await t.app.db
      .selectFrom('credit_histories')
      .select(['keep_until', 'deleted_at'])
      .executeTakeFirstOrThrow();
    const years = (kept.keep_until.getTime() - kept.deleted_at.getTime()) / (365.25 * 86_400_000);
    expect(Math.round(years)).toBe(5);

    await runHousekeeping(t.app, new Date(Date.now() + 6 * 365 * 86_400_000));
    const again = await signUp(t.app, { jmbg });
    expect(await credit(again.userId)).toEqual(fresh);
  });
});
