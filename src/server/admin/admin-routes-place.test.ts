// Every admin route lives in admin/<area>/routes.ts and is registered by admin/routes.ts, whose
// one scope lets only admins in: an admin route mounted anywhere else would have to remember the
// check, and a newcomer would not know where admin pages live.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const serverRoot = join(import.meta.dirname, '..');

function productionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : productionFiles(full);
    return /\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name) ? [full] : [];
  });
}

const files = productionFiles(serverRoot).map((full) => ({
  path: relative(serverRoot, full).split(sep).join('/'),
  text: readFileSync(full, 'utf8'),
}));

/** Where the admin API is mounted or an admin path declared, outside admin/ and its mount. */
function adminRoutesOutsideAdmin(sources: { path: string; text: string }[]): string[] {
  const found: string[] = [];
  for (const { path, text } of sources) {
    if (path.startsWith('admin/')) continue;
    const prefixes = [...text.matchAll(/prefix:\s*['"`]\/admin['"`]/g)].length;
    const mountsAdminOnce =
      path === 'routes.ts' && /register\(adminRoutes, \{ prefix: '\/admin' \}\)/.test(text);
    if (prefixes > (mountsAdminOnce ? 1 : 0)) found.push(`${path}: registers under /admin`);
    if (/\.(get|post|put|patch|delete|route)\(\s*['"`]\/admin\//.test(text))
      found.push(`${path}: declares an /admin path`);
    if (path !== 'auth/permissions.ts' && /\badminOnly\b/.test(text))
      found.push(`${path}: checks adminOnly itself`);
  }
  return found;
}

describe('admin routes live under admin/', () => {
  it('no file outside admin/ mounts, declares or guards an admin route', () => {
    expect(adminRoutesOutsideAdmin(files)).toEqual([]);
  });

  it('finds an admin route mounted beside the admin scope', () => {
    const routes = `await app.register(adminRoutes, { prefix: '/admin' });\nawait app.register(x, { prefix: '/admin' });`;
    expect(
      adminRoutesOutsideAdmin([
        { path: 'routes.ts', text: routes },
        {
          path: 'orders/x.ts',
          text: "app.get('/admin/orders', h); app.addHook('preHandler', adminOnly);",
        },
        { path: 'admin/orders/routes.ts', text: "app.get('/orders/:id', h);" },
      ]),
    ).toEqual([
      'routes.ts: registers under /admin',
      'orders/x.ts: declares an /admin path',
      'orders/x.ts: checks adminOnly itself',
    ]);
  });
});
