import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  binDirReachableBy,
  embeddedBinDir,
  embeddedPaths,
  removeEmbeddedData,
  runAsUser,
  startEmbeddedPostgres,
} from './embedded-postgres';

/** No fsync: these clusters are thrown away. */
const fast = { throwaway: true } as const;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'narate-embedded-'));
afterAll(() => {
  for (const name of fs.readdirSync(root)) removeEmbeddedData(path.join(root, name));
  fs.rmSync(root, { recursive: true, force: true });
});

/** Mode of every folder from `dir` up to `/`. */
function parentModes(dir: string): Record<string, number> {
  const modes: Record<string, number> = {};
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    modes[at] = fs.statSync(at).mode & 0o7777;
    if (path.dirname(at) === at) return modes;
  }
}

async function selectOne(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ n: number }>('select 1 as n')).rows[0]!.n;
  } finally {
    await client.end();
  }
}

/** How a URL reaches the server: its address over TCP, or null through a Unix socket. */
async function serverAddress(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ a: string | null }>('select inet_server_addr()::text as a'))
      .rows[0]!.a;
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
      // Both reach it through its Unix socket, and the port still answers over TCP.
      expect(await serverAddress(server.url)).toBeNull();
      expect(await serverAddress(attached.url)).toBeNull();
      const overTcp = new URL(server.url);
      overTcp.search = '';
      expect(await serverAddress(overTcp.toString())).toMatch(/^127\.0\.0\.1/);
      await attached.stop();
      expect(await selectOne(server.url)).toBe(1);
    } finally {
      await server.stop();
    }
    expect(isAlive(server.pid)).toBe(false);
    expect(fs.existsSync(embeddedPaths(dataDir).owner)).toBe(false);
  }, 60_000);

  it('listens on TCP only where the path of its socket would be too long', async () => {
    const dataDir = path.join(
      root,
      'a-data-folder-whose-name-leaves-no-room-for-a-socket-'.repeat(2),
    );
    const server = await startEmbeddedPostgres(dataDir, fast);
    try {
      expect(new URL(server.url).searchParams.get('host')).toBeNull();
      expect(await serverAddress(server.url)).toMatch(/^127\.0\.0\.1/);
    } finally {
      await server.stop();
    }
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

  // As root the server runs as `postgres`, which cannot enter a mode-700 folder of root's (a clone
  // under /root, a fresh mktemp -d). It must start anyway, without opening any folder to others.
  it.runIf(process.getuid?.() === 0)(
    'as root, starts from a mode-700 folder (data and binaries) without changing any folder',
    async () => {
      const closed = path.join(root, 'closed');
      fs.mkdirSync(closed, { mode: 0o700 });
      fs.chmodSync(closed, 0o700);
      // The test's own folder (not the closed one) lets others pass, for the copy made in it.
      fs.chmodSync(root, 0o711);
      const before = parentModes(closed);

      const dataDir = path.join(closed, 'data');
      const server = await startEmbeddedPostgres(dataDir, fast);
      try {
        expect(await selectOne(server.url)).toBe(1);
      } finally {
        await server.stop();
      }
      expect(parentModes(closed)).toEqual(before);
      expect(fs.existsSync(path.join(dataDir, 'pg-password'))).toBe(true);
      removeEmbeddedData(dataDir);

      // Binaries inside such a folder (node_modules of a clone there) run from a copy of theirs.
      const user = runAsUser()!;
      const installed = path.dirname(await embeddedBinDir());
      const clone = path.join(closed, 'native');
      fs.cpSync(installed, clone, { recursive: true, verbatimSymlinks: true });
      const cache = path.join(root, 'cache');
      fs.mkdirSync(cache, { mode: 0o755 });
      fs.chmodSync(cache, 0o755);
      const bin = binDirReachableBy(path.join(clone, 'bin'), user, cache);
      expect(bin.startsWith(cache)).toBe(true);
      const version = execFileSync(path.join(bin, 'postgres'), ['--version'], {
        uid: user.uid,
        gid: user.gid,
      }).toString();
      expect(version).toMatch(/PostgreSQL/);
      // Asked again, the same copy serves.
      expect(binDirReachableBy(path.join(clone, 'bin'), user, cache)).toBe(bin);
      expect(parentModes(closed)).toEqual(before);
    },
    120_000,
  );

  it.runIf(process.getuid?.() === 0)(
    "as root, keeps a fresh reachable DATA_DIR's cluster inside it, and starts over an emptied one",
    async () => {
      fs.chmodSync(root, 0o711);
      const open = path.join(root, 'open-data');
      const server = await startEmbeddedPostgres(open, fast);
      await server.stop();
      expect(fs.existsSync(path.join(open, 'pg', 'PG_VERSION'))).toBe(true);

      // Unreachable: the cluster lives outside, and the DATA_DIR is then emptied to start over.
      const closed = path.join(root, 'closed-again');
      fs.mkdirSync(closed, { mode: 0o700 });
      fs.chmodSync(closed, 0o700);
      const dataDir = path.join(closed, 'data');
      const first = await startEmbeddedPostgres(dataDir, fast);
      await first.stop();
      const outside = path.dirname(embeddedPaths(dataDir).cluster);
      expect(outside.startsWith(path.resolve(dataDir))).toBe(false);
      fs.rmSync(dataDir, { recursive: true, force: true });

      const again = await startEmbeddedPostgres(dataDir, fast);
      try {
        expect(await selectOne(again.url)).toBe(1);
      } finally {
        await again.stop();
      }
      // The old cluster is set aside beside the new one, not deleted.
      expect(fs.readdirSync(outside).some((name) => name.startsWith('pg.orphaned-'))).toBe(true);
      removeEmbeddedData(dataDir);
    },
    120_000,
  );
});
