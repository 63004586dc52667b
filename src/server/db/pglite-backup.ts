import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/** The embedded database's folder inside DATA_DIR (see database.ts). */
export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/** Writes a gzipped tarball of the embedded database to `file`; returns its size in bytes. */
export async function backupPglite(dataDir: string, file: string): Promise<number> {
  const client = await PGlite.create(pgliteDir(dataDir));
  try {
    // A checkpoint first, so everything committed is in the data files being copied.
    await client.exec('checkpoint');
    const dump = await client.dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    await fs.mkdir(path.dirname(path.resolve(file)), { recursive: true });
    await fs.writeFile(file, bytes);
    return bytes.length;
  } finally {
    await client.close();
  }
}

/**
 * Replaces the embedded database with the backup in `file`. An existing database is kept aside
 * (renamed with a timestamp) rather than deleted, so a wrong restore can be undone.
 */
export async function restorePglite(
  file: string,
  dataDir: string,
  options: { force: boolean },
): Promise<{ keptAside?: string }> {
  const target = pgliteDir(dataDir);
  const exists = await fs.readdir(target).then(
    (entries) => entries.length > 0,
    () => false,
  );
  let keptAside: string | undefined;
  if (exists) {
    if (!options.force) {
      throw new Error(`${target} already holds a database; add --force to replace it.`);
    }
    keptAside = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await fs.rename(target, keptAside);
  }
  const archive = new Blob([await fs.readFile(file)]);
  const client = await PGlite.create(target, { loadDataDir: archive });
  try {
    await client.query('select 1');
  } finally {
    await client.close();
  }
  return keptAside ? { keptAside } : {};
}
