import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { embeddedBinDir } from '#server/db/embedded-postgres';
import { freePort } from './server-process';
import { scratchDir } from './scratch';

/** The embedded PostgreSQL's binaries (initdb, pg_ctl, postgres), which every install has. */
export function postgresBinDir(): Promise<string> {
  return embeddedBinDir();
}

/**
 * A throwaway PostgreSQL cluster of this test's own on 127.0.0.1, so the test can stop and start
 * it without touching any other server. initdb refuses root, so it runs as postgres then.
 */
export async function createCluster(bin: string) {
  const dir = scratchDir('narate-fault-pg-');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], {
          stdio: 'pipe',
        })
      : execFileSync(path.join(bin, tool), args, { stdio: 'pipe' });
  const port = await freePort();
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  const stop = (mode: 'fast' | 'immediate' = 'fast') =>
    run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
  start();
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, start, stop };
}
