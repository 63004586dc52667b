import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database';
import { backupEmbedded, restoreEmbedded } from './embedded-backup';
import { removeEmbeddedData } from './embedded-postgres';
import { migrate } from './migrate';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'narate-backup-'));
afterAll(() => {
  removeEmbeddedData(path.join(root, 'data'));
  fs.rmSync(root, { recursive: true, force: true });
});

async function countContacts(handle: DatabaseHandle): Promise<number> {
  const row = await handle.db
    .selectFrom('contact_submissions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function addContact(handle: DatabaseHandle, name: string) {
  return handle.db
    .insertInto('contact_submissions')
    .values({ name, reason: 'general', message: 'Poruka za rezervnu kopiju.' })
    .execute();
}

describe('embedded database backup and restore', () => {
  it('backs up a running server and restores exactly that, keeping the replaced one aside', async () => {
    const dataDir = path.join(root, 'data');
    const file = path.join(root, 'backup.tar.gz');
    const running = await openDatabase({ dataDir });
    try {
      await migrate(running);
      await addContact(running, 'Ana');
      // Online: the server keeps running (and writing) while the copy is taken.
      expect(await backupEmbedded(dataDir, file)).toBeGreaterThan(100_000);
      await addContact(running, 'Marko');
      expect(await countContacts(running)).toBe(2);
      await expect(restoreEmbedded(file, dataDir, { force: true })).rejects.toThrow(/stop NaRate/);
    } finally {
      await running.close();
    }

    await expect(restoreEmbedded(file, dataDir, { force: false })).rejects.toThrow(/--force/);
    const result = await restoreEmbedded(file, dataDir, { force: true });
    expect(result.keptAside).toBeTruthy();
    const restored = await openDatabase({ dataDir });
    try {
      expect(await countContacts(restored)).toBe(1);
    } finally {
      await restored.close();
    }
  }, 120_000);
});
