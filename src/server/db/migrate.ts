import fs from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseHandle } from './database';

/** Arbitrary constant: the advisory lock that lets several processes start at once safely. */
const MIGRATION_LOCK_ID = 72_731_001;

/** The repository's migrations; the app and the scripts pass the configured MIGRATIONS_DIR. */
export function defaultMigrationsDir(): string {
  return path.resolve('migrations');
}

/**
 * Applies every numbered `NNN_name.sql` file not yet recorded, in order, each in its own
 * transaction together with its schema_migrations row. Returns the names applied.
 */
export async function migrate(
  handle: DatabaseHandle,
  dir: string = defaultMigrationsDir(),
): Promise<string[]> {
  const files = (await fs.readdir(dir)).filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f)).sort();
  return handle.withRawSession(async (session) => {
    await session.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await session.exec(`create table if not exists schema_migrations (
        name text primary key,
        applied_at timestamptz not null default now()
      )`);
      const done = await session.query<{ name: string }>('select name from schema_migrations');
      const applied = new Set(done.map((r) => r.name));
      const newlyApplied: string[] = [];
      for (const file of files) {
        if (applied.has(file)) continue;
        const body = await fs.readFile(path.join(dir, file), 'utf8');
        // File names match /^[\w-]+\.sql$/, so quoting them inline is safe.
        const script = `begin;\n${body}\n;insert into schema_migrations (name) values ('${file}');\ncommit;`;
        try {
          await session.exec(script);
        } catch (error) {
          await session.exec('rollback').catch(() => undefined);
          throw new Error(`Migration ${file} failed: ${(error as Error).message}`, {
            cause: error,
          });
        }
        newlyApplied.push(file);
      }
      return newlyApplied;
    } finally {
      await session.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  });
}
