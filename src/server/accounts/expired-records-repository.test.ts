import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { deleteExpiredAccountRecords } from './expired-records-repository';
import { signUp } from '../testing/account-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('deleteExpiredAccountRecords', () => {
  it('removes codes, links and sessions long expired and keeps the live ones', async () => {
    const { userId } = await signUp(t.app);
    const db = t.database.db;
    const longAgo = new Date(Date.now() - 2 * 86_400_000);
    await db
      .insertInto('verification_codes')
      .values([
        { purpose: 'phone', target: '+38267000000', code_hash: 'a', expires_at: longAgo },
        { purpose: 'phone', target: '+38267000001', code_hash: 'b', expires_at: new Date() },
      ])
      .execute();
    await db
      .insertInto('password_reset_tokens')
      .values({ user_id: userId, token_hash: 'old', expires_at: longAgo })
      .execute();
    await db
      .insertInto('sessions')
      .values({ user_id: userId, token_hash: 'gone', expires_at: new Date(Date.now() - 1000) })
      .execute();

    expect(await deleteExpiredAccountRecords(db)).toBe(3);
    const codes = await db.selectFrom('verification_codes').select('target').execute();
    expect(codes.map((c) => c.target)).not.toContain('+38267000000');
    expect(codes.map((c) => c.target)).toContain('+38267000001');
    const sessions = await db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', userId)
      .execute();
    expect(sessions).toHaveLength(1);
  });
});
