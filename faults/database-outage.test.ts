import { describe, expect, it } from 'vitest';
import { createCluster, postgresBinDir } from './support/postgres-cluster';
import { scratchDir } from './support/scratch';
import { TEST_DEMO_PASSWORD, login, startServer } from './support/server-process';

const SHOPPER = { email: 'kupac@narate.me', password: TEST_DEMO_PASSWORD };
const bin = await postgresBinDir();

async function timed(url: string, init?: RequestInit) {
  const started = Date.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  return { status: response.status, ms: Date.now() - started };
}

/**
 * The database server goes away under a running NaRate: health fails and requests answer 503
 * promptly instead of hanging; when the database returns, the server recovers by itself.
 * The test runs a PostgreSQL cluster of its own (from the embedded binaries) so it can stop it.
 */
describe('database outage (PostgreSQL server)', () => {
  it('answers 503 while the database is down and recovers when it returns', async () => {
    const cluster = await createCluster(bin);
    const server = await startServer({
      DATABASE_URL: cluster.url,
      DATA_DIR: scratchDir('narate-outage-'),
    });
    try {
      const before = await login(server.base, SHOPPER.email, SHOPPER.password);
      expect(before.status).toBe(200);
      const cookie = { cookie: `narate_session=${before.token}` };

      cluster.stop('immediate');
      const health = await timed(`${server.base}/api/health`);
      expect(health.status).toBe(503);
      expect(health.ms).toBeLessThan(10_000);
      const session = await timed(`${server.base}/api/auth/session`, { headers: cookie });
      expect(session.status).toBe(503);
      expect(session.ms).toBeLessThan(10_000);
      // Pages still load: the shell is static and shows its own error state.
      expect((await timed(`${server.base}/`)).status).toBe(200);

      cluster.start();
      const until = Date.now() + 30_000;
      let recovered = false;
      while (Date.now() < until && !recovered) {
        recovered = (await timed(`${server.base}/api/health`)).status === 200;
        if (!recovered) await new Promise((r) => setTimeout(r, 500));
      }
      expect(recovered).toBe(true);
      expect((await timed(`${server.base}/api/auth/session`, { headers: cookie })).status).toBe(
        200,
      );
      expect((await login(server.base, SHOPPER.email, SHOPPER.password)).status).toBe(200);
    } finally {
      await server.stop();
      try {
        cluster.stop('immediate');
      } catch {
        // Already stopped.
      }
    }
  });
});
