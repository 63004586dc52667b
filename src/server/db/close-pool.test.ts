// Closing a database handle closes its connections, also when only raw sessions used them (the
// migrator's): a connection left idle kept the database in use for the pool's idle minute, so
// a database copied from it (CREATE DATABASE … TEMPLATE) could not be made in that time.
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-app';
import { openPool, type DatabaseHandle } from './database';

let database: DatabaseHandle;
let observer: pg.Client;

beforeAll(async () => {
  database = await createTestDatabase();
  observer = new pg.Client({ connectionString: database.url });
  await observer.connect();
});

afterAll(async () => {
  await observer.end();
  await database.close();
});

/** The sessions that connected under this name. */
async function sessionsNamed(name: string): Promise<number> {
  const { rows } = await observer.query<{ n: number }>(
    'select count(*)::int as n from pg_stat_activity where application_name = $1',
    [name],
  );
  return rows[0]?.n ?? 0;
}

async function sessionsAfterClosing(name: string, work: (handle: DatabaseHandle) => Promise<void>) {
  const url = new URL(database.url);
  url.searchParams.set('application_name', name);
  const handle = await openPool(url.toString(), 2);
  await work(handle);
  expect(await sessionsNamed(name)).toBe(1);
  await handle.close();
  // The server ends a session a moment after its client says goodbye.
  for (let waited = 0; waited < 3_000 && (await sessionsNamed(name)) > 0; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return sessionsNamed(name);
}

it('closes the connections that only raw sessions used', async () => {
  const left = await sessionsAfterClosing('raw-sessions-only', (handle) =>
    handle.withRawSession(async (session) => {
      await session.query('select 1');
    }),
  );
  expect(left).toBe(0);
});

it('closes the connections that queries used', async () => {
  const left = await sessionsAfterClosing('queries', async (handle) => {
    await handle.ping();
  });
  expect(left).toBe(0);
});
