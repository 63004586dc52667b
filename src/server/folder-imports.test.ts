import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `npm run lint` runs scripts/check-folder-imports.mjs: server folders may not import each other,
// directly or in a cycle of any length. These tests run it on small made-up trees and the real one.
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

  it('fails on a cycle of three folders, naming the cycle and an import for each step', () => {
    const root = tree({
      'orders/service.ts': "import { limit } from '../credit/limits';\nexport const a = limit;\n",
      'credit/limits.ts': "import { audit } from '../audit/record';\nexport const limit = audit;\n",
      'audit/record.ts':
        "import type { A } from '../orders/service';\nexport const audit = 1 as A;\n",
      'ledger/book.ts': "import { a } from '../orders/service';\nexport const b = a;\n",
    });
    const result = check(root);
    expect(result.status).toBe(1);
    expect(result.output).toContain('audit, credit, orders');
    expect(result.output).toContain('audit -> orders -> credit -> audit');
    expect(result.output).toContain('audit/record.ts imports ../orders/service');
    expect(result.output).toContain('orders/service.ts imports ../credit/limits');
    expect(result.output).toContain('credit/limits.ts imports ../audit/record');
    expect(result.output).not.toContain('ledger');
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
    expect(result.output).toContain('No server folders import each other, directly or in a cycle.');
    expect(result.status).toBe(0);
  });
});

// `npm run docs:diagram` draws the folders and their imports; `npm run lint:diagram` fails when the
// drawing no longer matches the code.
describe('the folder diagram', () => {
  const DIAGRAM = path.resolve('scripts/folder-diagram.mjs');
  const run = (cwd: string, ...args: string[]) => {
    const result = spawnSync(process.execPath, [DIAGRAM, ...args], { cwd, encoding: 'utf8' });
    return { status: result.status, output: result.stdout + result.stderr };
  };

  it('draws layers and server folders, leaves out arrows a longer path implies, and goes stale on a new import', () => {
    const root = tree({
      'src/shared/money.ts': 'export const cents = 1;\n',
      'src/client/app.tsx': "import { cents } from '#shared/money';\nexport const x = cents;\n",
      'src/server/orders/service.ts':
        "import { limit } from '../credit/limits';\nimport { db } from '../db/pool';\nexport const a = limit + db;\n",
      'src/server/credit/limits.ts': "import { db } from '../db/pool';\nexport const limit = db;\n",
      'src/server/db/pool.ts':
        "import { cents } from '../../shared/money';\nexport const db = cents;\n",
    });
    expect(run(root, '--check').status).toBe(1);
    expect(run(root).status).toBe(0);
    const text = fs.readFileSync(path.join(root, 'docs/architecture/folders.md'), 'utf8');
    expect(text).toContain('client --> shared');
    expect(text).toContain('server --> shared');
    expect(text).toContain('orders --> credit');
    expect(text).toContain('credit --> db');
    // orders → db is implied by orders → credit → db: listed, not drawn.
    expect(text).not.toContain('orders --> db');
    expect(text).toContain('- `orders` → `credit`, `db`');
    expect(run(root, '--check')).toMatchObject({ status: 0 });

    fs.writeFileSync(
      path.join(root, 'src/server/db/pool.ts'),
      "import { cents } from '../../shared/money';\nimport type { A } from '../audit/log';\nexport const db = cents as A;\n",
    );
    fs.mkdirSync(path.join(root, 'src/server/audit'));
    fs.writeFileSync(path.join(root, 'src/server/audit/log.ts'), 'export type A = number;\n');
    const stale = run(root, '--check');
    expect(stale.status).toBe(1);
    expect(stale.output).toContain('out of date');
  });

  it('matches the code as it is', () => {
    expect(run(process.cwd(), '--check')).toMatchObject({ status: 0 });
  });
});
