import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { migrate } from './migrate';
import { backupPglite, restorePglite } from './pglite-backup';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'narate-backup-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

async function countContacts(dataDir: string): Promise<number> {
  const handle = await openDatabase({ dataDir });
  try {
    const row = await handle.db
      .selectFrom('contact_submissions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await handle.close();
  }
}

describe('embedded database backup and restore', () => {
  it('restores exactly what was backed up, keeping the replaced database aside', async () => {
    const source = path.join(root, 'source');
    const handle = await openDatabase({ dataDir: source });
    await migrate(handle);
    await handle.db
      .insertInto('contact_submissions')
      .values({ name: 'Ana', reason: 'general', message: 'Poruka za rezervnu kopiju.' })
      .execute();
    await handle.close();

    const file = path.join(root, 'backup.tar.gz');
    expect(await backupPglite(source, file)).toBeGreaterThan(1000);

    // A later change that the restore must undo.
    const later = await openDatabase({ dataDir: source });
    await later.db
      .insertInto('contact_submissions')
      .values({ name: 'Marko', reason: 'other', message: 'Poslije rezervne kopije.' })
      .execute();
    await later.close();
    expect(await countContacts(source)).toBe(2);

    await expect(restorePglite(file, source, { force: false })).rejects.toThrow(/--force/);
    const result = await restorePglite(file, source, { force: true });
    expect(result.keptAside).toBeTruthy();
    expect(await countContacts(source)).toBe(1);
  });
});
