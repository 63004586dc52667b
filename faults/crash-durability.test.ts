import { describe, expect, it } from 'vitest';
import { hashToken } from '#server/auth/tokens';
import { openDatabase } from '#server/db/database';
import { scratchDatabaseUrl, scratchDir } from './support/scratch';
import { TEST_DEMO_PASSWORD, login, startServer } from './support/server-process';

const SHOPPER = { email: 'kupac@narate.me', password: TEST_DEMO_PASSWORD };

/**
 * The server is killed with SIGKILL in the middle of a stream of writes (sign-ins, each of which
 * inserts a session row), restarted on the same data, and must still hold every session it
 * acknowledged. Runs on the embedded PostgreSQL (the kill also leaves it without its owner, which
 * the restart must handle), or on the server of DATABASE_URL when set.
 */
describe('crash durability', () => {
  it('keeps every acknowledged write after SIGKILL and restart', async () => {
    const databaseUrl = scratchDatabaseUrl();
    const dataDir = scratchDir('narate-crash-');
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (databaseUrl) env.DATABASE_URL = databaseUrl;

    const first = await startServer(env);
    const acknowledged: string[] = [];
    let killed = false;
    // Four writers in parallel; the kill lands while requests are in flight.
    const writer = async () => {
      while (!killed) {
        try {
          const result = await login(first.base, SHOPPER.email, SHOPPER.password);
          if (result.status === 200 && result.token && !killed) acknowledged.push(result.token);
        } catch {
          // The connection died with the process: that write was never acknowledged.
        }
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    while (acknowledged.length < 30) await new Promise((r) => setTimeout(r, 20));
    const ackedBeforeKill = [...acknowledged];
    first.child.kill('SIGKILL');
    killed = true;
    await first.stop();
    await Promise.all(writers);
    expect(ackedBeforeKill.length).toBeGreaterThanOrEqual(30);

    // Restart on the same data: the server must come up (recovery) and still sign people in.
    const second = await startServer(env);
    expect((await login(second.base, SHOPPER.email, SHOPPER.password)).status).toBe(200);
    await second.stop('SIGTERM');

    const handle = await openDatabase({ databaseUrl, dataDir });
    try {
      const rows = await handle.db
        .selectFrom('sessions')
        .select('token_hash')
        .where('token_hash', 'in', ackedBeforeKill.map(hashToken))
        .execute();
      expect(rows.length).toBe(ackedBeforeKill.length);
    } finally {
      await handle.close();
    }
  });
});
