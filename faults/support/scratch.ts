import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { RunnerTask } from 'vitest';
import { freshDatabaseUrl } from './server-process';

/**
 * The folders and databases a fault test makes (data folders, a PostgreSQL cluster of its own, a
 * database on the server of DATABASE_URL): removed after the file once all its tests passed, kept
 * and named when one failed, for reading its logs. Every run had left them all behind, about
 * 50 MB a cluster.
 */
interface Scratch {
  name: string;
  remove(): void;
}

const made: Scratch[] = [];

/** A new temporary folder named `prefix…`. */
export function scratchDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push({ name: dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) });
  return dir;
}

/** A fresh database on the server of DATABASE_URL, when set (else the embedded one is used). */
export function scratchDatabaseUrl(): string | undefined {
  const url = freshDatabaseUrl();
  if (url) {
    made.push({
      name: `database ${new URL(url).pathname.slice(1)}`,
      remove: () => execFileSync(process.execPath, ['scripts/test-database.mjs', 'drop', url]),
    });
  }
  return url;
}

function failedIn(task: Readonly<RunnerTask>): boolean {
  if (task.result?.state === 'fail') return true;
  return 'tasks' in task && task.tasks.some(failedIn);
}

// Vitest reads the first parameter as fixtures to set up and needs it destructured; none is used.
// eslint-disable-next-line no-empty-pattern
afterAll(({}, file) => {
  const kept = failedIn(file);
  for (const scratch of made.splice(0)) {
    if (kept) console.log(`kept for reading: ${scratch.name}`);
    else scratch.remove();
  }
});
