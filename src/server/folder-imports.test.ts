import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `npm run lint` runs scripts/check-folder-imports.mjs: no two server folders may import each
// other. These tests run it on small made-up trees and on the real one.
const SCRIPT = path.resolve('scripts/check-folder-imports.mjs');
const roots: string[] = [];
afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'narate-folders-'));
  roots.push(root);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}

function check(root: string) {
  const run = spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('the folder import check', () => {
  it('fails on two folders that import each other, naming an import each way', () => {
    const root = tree({
      'orders/service.ts': "import { limit } from '../credit/limits';\nexport const a = limit;\n",
      'credit/limits.ts': 'export const limit = 1;\n',
      'credit/debt.ts':
        "import type {\n  Order,\n} from '../orders/service';\nexport type D = Order;\n",
    });
    const result = check(root);
    expect(result.status).toBe(1);
    expect(result.output).toContain('credit <-> orders');
    expect(result.output).toContain('credit/debt.ts imports ../orders/service');
    expect(result.output).toContain('orders/service.ts imports ../credit/limits');
  });

  it('passes one-way imports, root files importing each other through folders, and tests', () => {
    const root = tree({
      'app.ts': "import { notify } from './notifications/notifier';\nexport const x = notify;\n",
      'config.ts': 'export const config = {};\n',
      'notifications/notifier.ts':
        "import { config } from '../config';\nexport const notify = config;\n",
      'orders/service.ts': "import { limit } from '../credit/limits';\nexport const a = limit;\n",
      'credit/limits.ts': 'export const limit = 1;\n',
      'credit/limits.test.ts': "import { a } from '../orders/service';\nexport const b = a;\n",
      'testing/fixtures.ts': "import { a } from '../orders/service';\nexport const c = a;\n",
      'credit/testing/more.ts': "import { a } from '../../orders/service';\nexport const d = a;\n",
    });
    expect(check(root)).toMatchObject({ status: 0 });
  });

  it('passes on the server as it is', () => {
    const result = check(path.resolve('src/server'));
    expect(result.output).toContain('No two server folders import each other.');
    expect(result.status).toBe(0);
  });
});
