import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Browser tests share a reused browser context (playwright.config.ts). Playwright's reset between
 * tests leaves permissions, the offline switch, the geolocation and extra headers as a test set
 * them, so a spec that sets any of them must run in fresh contexts.
 */
const NOT_RESET = /\.(grantPermissions|setOffline|setGeolocation|setExtraHTTPHeaders)\(/;
const OPTS_OUT = /test\.use\(\{\s*reuseContext:\s*false\s*\}\)/;

/** The spec files that change what the reset does not undo, without opting out of reuse. */
function specsThatLeakState(files: Record<string, string>): string[] {
  return Object.entries(files)
    .filter(([, source]) => NOT_RESET.test(source) && !OPTS_OUT.test(source))
    .map(([name]) => name)
    .sort();
}

describe('browser context reuse', () => {
  it('finds a spec that goes offline or grants a permission without opting out', () => {
    expect(
      specsThatLeakState({
        'a.spec.ts': 'await context.setOffline(true);',
        'b.spec.ts': "test.use({ reuseContext: false });\nawait context.grantPermissions(['x']);",
        'c.spec.ts': "await page.goto('/');",
        'd.spec.ts': 'await page.context().setGeolocation({ latitude: 42, longitude: 19 });',
      }),
    ).toEqual(['a.spec.ts', 'd.spec.ts']);
  });

  it('every spec that sets such state runs in fresh contexts', () => {
    const dir = path.resolve(import.meta.dirname, '..');
    const specs = Object.fromEntries(
      fs
        .readdirSync(dir)
        .filter((name) => name.endsWith('.spec.ts'))
        .map((name) => [name, fs.readFileSync(path.join(dir, name), 'utf8')]),
    );
    expect(Object.keys(specs).length).toBeGreaterThan(30);
    expect(specsThatLeakState(specs)).toEqual([]);
  });
});
