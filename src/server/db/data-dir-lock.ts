import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite's files may be opened by one process only. The server and the backup/restore scripts
 * hold this pid file while they use DATA_DIR; a stale one (its process gone) is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'narate.pid');
  try {
    const other = Number(fs.readFileSync(file, 'utf8'));
    if (other && other !== process.pid && isAlive(other)) {
      throw new Error(
        `Another NaRate process (pid ${other}) is using ${dataDir}. Stop it first, or set DATA_DIR.`,
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
    } catch {
      // Already gone: nothing to release.
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
