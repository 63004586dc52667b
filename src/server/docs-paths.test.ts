// The README and the documents in docs/ name files by their paths; a path that no longer exists
// sends a newcomer looking for nothing. Every path written in backticks must exist. Decision
// records are left out: they describe the code as it was when the decision was taken.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const documents = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const PATH_IN_BACKTICKS =
  /`((?:src|docs|e2e|bench|scripts|migrations|faults|deploy)\/[A-Za-z0-9_./<>*-]*)`/g;

// What a command writes (benchmark results) is named before it exists.
const WRITTEN_BY_COMMANDS = ['bench/results/'];

function pathsIn(text: string): string[] {
  return (
    [...text.matchAll(PATH_IN_BACKTICKS)]
      .map((match) => match[1] ?? '')
      // A pattern such as `src/server/<domain>/` or `backups/*.tar.gz` names a kind of file.
      .filter((path) => !/[<>*]/.test(path))
      .filter((path) => !WRITTEN_BY_COMMANDS.some((prefix) => path.startsWith(prefix)))
  );
}

describe('paths named in the documents', () => {
  it.each(documents)('every path in %s exists', (document) => {
    const missing = pathsIn(readFileSync(join(root, document), 'utf8')).filter(
      (path) => !existsSync(join(root, path)),
    );
    expect(missing).toEqual([]);
  });

  it('the finder reads paths in backticks and skips patterns', () => {
    expect(pathsIn('`src/a.ts`, `src/<x>/`, `docs/`, `bench/results/latest.json`')).toEqual([
      'src/a.ts',
      'docs/',
    ]);
  });
});
