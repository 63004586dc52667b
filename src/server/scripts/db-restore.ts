import { loadConfig } from '../config';
import { restoreEmbedded } from '../db/embedded-backup';

/**
 * `npm run db:restore -- <file> [--force]`: replaces the embedded database with a backup. The
 * current one is kept aside, never deleted. Stop the server first.
 */
const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
if (!file) {
  console.error('Usage: npm run db:restore -- <backup.tar.gz> [--force]');
  process.exit(2);
}
const config = loadConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: restore the server with pg_restore (see README, "Backups").');
  process.exit(2);
}
try {
  const result = await restoreEmbedded(file, config.dataDir, { force: args.includes('--force') });
  console.log(`Restored ${file} into ${config.dataDir}.`);
  if (result.keptAside) console.log(`The previous database was kept at ${result.keptAside}.`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
