import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedPaths, startEmbeddedPostgres } from './embedded-postgres';

/** No fsync: these clusters are thrown away. */
const fast = { throwaway: true } as const;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'narate-embedded-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

async function selectOne(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ n: number }>('select 1 as n')).rows[0]!.n;
  } finally {
    await client.end();
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('embedded PostgreSQL', () => {
  it('keeps its password in DATA_DIR, refuses a second owner and lets scripts attach', async () => {
    const dataDir = path.join(root, 'owners');
    const server = await startEmbeddedPostgres(dataDir, fast);
    try {
      const paths = embeddedPaths(dataDir);
      expect(fs.statSync(paths.password).mode & 0o777).toBe(0o600);
      expect(server.url).toContain(
        encodeURIComponent(fs.readFileSync(paths.password, 'utf8').trim()),
      );
      expect(await selectOne(server.url)).toBe(1);
      // Without the password the server answers nobody.
      const stranger = new URL(server.url);
      stranger.password = 'wrong';
      await expect(selectOne(stranger.toString())).rejects.toThrow(/password/);

      await expect(startEmbeddedPostgres(dataDir, fast)).rejects.toThrow(
        /runs the embedded database/,
      );
      const attached = await startEmbeddedPostgres(dataDir, { ...fast, mode: 'attach' });
      expect(attached.owned).toBe(false);
      expect(attached.port).toBe(server.port);
      await attached.stop();
      expect(await selectOne(server.url)).toBe(1);
    } finally {
      await server.stop();
    }
    expect(isAlive(server.pid)).toBe(false);
    expect(fs.existsSync(embeddedPaths(dataDir).owner)).toBe(false);
  }, 60_000);

  it('starts again over the stale postmaster.pid of a killed server, keeping the data', async () => {
    const dataDir = path.join(root, 'killed');
    // Durable settings here: what was committed must survive the kill.
    const first = await startEmbeddedPostgres(dataDir);
    const client = new pg.Client({ connectionString: first.url });
    await client.connect();
    await client.query('create table kept (n int)');
    await client.query('insert into kept values (42)');
    await client.end();
    // The server dies without cleaning up: its postmaster.pid stays behind.
    process.kill(first.pid, 'SIGKILL');
    while (isAlive(first.pid)) await new Promise((r) => setTimeout(r, 20));
    expect(fs.existsSync(path.join(embeddedPaths(dataDir).cluster, 'postmaster.pid'))).toBe(true);
    // Its owner (this process) forgets it, as a crashed owner would.
    fs.rmSync(embeddedPaths(dataDir).owner);

    const second = await startEmbeddedPostgres(dataDir);
    try {
      const again = new pg.Client({ connectionString: second.url });
      again.on('error', () => undefined);
      await again.connect();
      try {
        const rows = (await again.query<{ n: number }>('select n from kept')).rows;
        expect(rows).toEqual([{ n: 42 }]);
      } finally {
        await again.end();
      }
    } finally {
      await second.stop();
      await first.stop();
    }
  }, 60_000);

  it('shuts down a server left running by an owner that no longer exists', async () => {
    const dataDir = path.join(root, 'orphan');
    const orphan = await startEmbeddedPostgres(dataDir, fast);
    // A dead owner: the pid of a process that has exited.
    const dead = (await import('node:child_process')).spawnSync(process.execPath, ['-e', '0']).pid!;
    fs.writeFileSync(embeddedPaths(dataDir).owner, String(dead));
    const next = await startEmbeddedPostgres(dataDir, fast);
    try {
      expect(isAlive(orphan.pid)).toBe(false);
      expect(next.pid).not.toBe(orphan.pid);
      expect(await selectOne(next.url)).toBe(1);
    } finally {
      await next.stop();
      await orphan.stop();
    }
  }, 60_000);
});
