import { loadConfig } from '../config';
import { backupEmbedded } from '../db/embedded-backup';

/**
 * `npm run db:backup -- [file]`: a gzipped physical copy of the embedded database, taken while
 * NaRate runs (or with it stopped). With DATABASE_URL use pg_dump (README, Backups).
 */
const config = loadConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back up the server with pg_dump (see README, "Backups").');
  process.exit(2);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
const file = process.argv[2] ?? `backups/narate-${stamp}.tar.gz`;
const bytes = await backupEmbedded(config.dataDir, file);
console.log(`Backup written: ${file} (${(bytes / 1024).toFixed(0)} KiB)`);
