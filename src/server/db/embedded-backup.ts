import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { embeddedPaths, startEmbeddedPostgres } from './embedded-postgres';

/**
 * Backups of the embedded PostgreSQL are physical copies of its cluster, taken online with the
 * server's own backup API (pg_backup_start / pg_backup_stop) so a running NaRate keeps serving.
 * The archive holds `pg/` (the cluster with its `backup_label` and the WAL written while copying)
 * and `pg-password`; on restore the server replays that WAL to a consistent state on first start.
 * A physical copy needs the same PostgreSQL major version, which the embedded binaries pin.
 */
export async function backupEmbedded(dataDir: string, file: string): Promise<number> {
  const server = await startEmbeddedPostgres(dataDir, { mode: 'attach' });
  // The cluster is `pg/` inside DATA_DIR or, out of the server user's reach, inside a folder of
  // its own (embedded-postgres.ts); the archive holds it as `pg/` either way.
  const clusterParent = path.dirname(embeddedPaths(dataDir).cluster);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'narate-backup-'));
  const tarFile = path.join(staging, 'backup.tar');
  const client = new pg.Client({ connectionString: server.adminUrl });
  try {
    await client.connect();
    // Fast checkpoint: the copy starts now instead of at the next scheduled checkpoint.
    await client.query(`select pg_backup_start('narate', true)`);
    let label: string;
    try {
      tar(
        [
          '-cf',
          tarFile,
          '-C',
          clusterParent,
          '--exclude=pg/postmaster.pid',
          '--exclude=pg/postmaster.opts',
          '--exclude=pg/pg_wal',
          'pg',
        ],
        true,
      );
    } finally {
      const stopped = await client.query<{ labelfile: string }>(
        'select labelfile from pg_backup_stop(false)',
      );
      label = stopped.rows[0]!.labelfile;
    }
    // The WAL since the backup began, copied after the stop so it reaches the end of the backup.
    tar(
      [
        '-rf',
        tarFile,
        '-C',
        clusterParent,
        'pg/pg_wal',
        '-C',
        path.resolve(dataDir),
        'pg-password',
      ],
      true,
    );
    fs.mkdirSync(path.join(staging, 'pg'));
    fs.writeFileSync(path.join(staging, 'pg', 'backup_label'), label);
    tar(['-rf', tarFile, '-C', staging, 'pg/backup_label'], false);
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    execFileSync('sh', ['-c', 'gzip -c "$1" > "$2"', 'gzip', tarFile, path.resolve(file)]);
    return fs.statSync(file).size;
  } finally {
    await client.end().catch(() => undefined);
    fs.rmSync(staging, { recursive: true, force: true });
    if (server.owned) await server.stop();
  }
}

/**
 * Replaces the embedded database with the backup in `file`. The current cluster is kept aside
 * (renamed with a timestamp) rather than deleted, so a wrong restore can be undone. NaRate must
 * be stopped: restoring under a running server is refused.
 */
export async function restoreEmbedded(
  file: string,
  dataDir: string,
  options: { force: boolean },
): Promise<{ keptAside?: string }> {
  if (!fs.existsSync(file)) throw new Error(`No backup file at ${file}.`);
  // Made first: where the cluster goes depends on whether the server user can reach DATA_DIR.
  fs.mkdirSync(dataDir, { recursive: true });
  const paths = embeddedPaths(dataDir);
  const pidFile = path.join(paths.cluster, 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (pid > 0 && isAlive(pid)) {
      throw new Error(
        `The embedded database in ${dataDir} is running (pid ${pid}): stop NaRate first.`,
      );
    }
  }
  const exists = fs.existsSync(paths.cluster) && fs.readdirSync(paths.cluster).length > 0;
  let keptAside: string | undefined;
  if (exists) {
    if (!options.force) {
      throw new Error(`${paths.cluster} already holds a database; add --force to replace it.`);
    }
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    keptAside = `${paths.cluster}.before-restore-${stamp}`;
    fs.renameSync(paths.cluster, keptAside);
    if (fs.existsSync(paths.password)) {
      fs.copyFileSync(paths.password, path.join(dataDir, `pg-password.before-restore-${stamp}`));
    }
  }
  const clusterParent = path.dirname(paths.cluster);
  fs.mkdirSync(clusterParent, { recursive: true, mode: 0o755 });
  tar(['-xzf', path.resolve(file), '-C', clusterParent, '--no-same-owner', 'pg'], false);
  tar(['-xzf', path.resolve(file), '-C', dataDir, '--no-same-owner', 'pg-password'], false);
  fs.chmodSync(paths.cluster, 0o700);
  fs.chmodSync(paths.password, 0o600);
  if (process.getuid?.() === 0) {
    execFileSync('chown', ['-R', 'postgres:postgres', paths.cluster]);
  }
  // The first start replays the WAL in the backup; doing it now proves the restore worked.
  const server = await startEmbeddedPostgres(dataDir);
  try {
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    await client.query('select 1');
    await client.end();
  } finally {
    await server.stop();
  }
  return keptAside ? { keptAside } : {};
}

/** GNU tar; `tolerant` accepts exit 1 ("file changed as we read it" while the server writes). */
function tar(args: string[], tolerant: boolean): void {
  try {
    execFileSync(
      'tar',
      tolerant ? ['--warning=no-file-changed', '--warning=no-file-removed', ...args] : args,
      {
        stdio: 'pipe',
      },
    );
  } catch (error) {
    if (tolerant && (error as { status?: number }).status === 1) return;
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`tar failed: ${stderr || (error as Error).message}`, { cause: error });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
