// Prints the gzipped JS and CSS each route loads, from Vite's manifest: the entry chunk and its
// static imports, plus the route's own lazy page chunk and what that imports. Saves the table
// as dist/bundle-sizes.json, and fails the build (exit 1) when a route's JS is above its budget
// in bundle-budgets.json (KB of gzipped JS, 1 KB = 1024 bytes).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const outDir = 'dist/client';
const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
const routes = Object.fromEntries(
  [...fs.readFileSync('src/shared/routes.ts', 'utf8').matchAll(/(\w+): '([^']+)'/g)].map((m) => [
    m[1],
    m[2],
  ]),
);
const router = fs.readFileSync('src/client/app/router.tsx', 'utf8');
const lazyPages = [
  ...router.matchAll(
    /path: ROUTES\.(\w+),\s*\.\.\.(data)?[pP]age\(\(\) => import\('\.\.\/(pages\/[^']+)'\)\)/g,
  ),
].map((m) => ({
  route: routes[m[1]] ?? m[1],
  sources: [
    `src/client/${m[3]}.tsx`,
    // Pages that fetch data load the query library with them (router.tsx, dataPage).
    ...(m[2] ? ['src/client/app/query-scope.tsx'] : []),
  ],
}));

const gzipSize = (file) =>
  zlib.gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length;

/** Files a chunk loads before it runs: itself, its CSS and its static imports, recursively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
function assets(keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
  }
  const sum = (files) => [...files].reduce((total, f) => total + gzipSize(f), 0);
  return { js: sum(js), css: sum(css) };
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entry = closure(entryKey);
const rows = [{ route: '/ (and every page’s shell)', ...assets(entry) }];
for (const { route, sources } of lazyPages) {
  if (!manifest[sources[0]]) continue;
  const keys = new Set(entry);
  for (const source of sources) for (const key of closure(source)) keys.add(key);
  rows.push({ route, ...assets(keys) });
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('\nGzipped size each route loads (JS / CSS):');
for (const row of rows)
  console.log(`  ${row.route.padEnd(32)} ${kb(row.js).padStart(9)}  ${kb(row.css).padStart(8)}`);
fs.writeFileSync('dist/bundle-sizes.json', JSON.stringify(rows, null, 2));
const budgets = JSON.parse(fs.readFileSync('bundle-budgets.json', 'utf8')).routes;
const overBudget = [];
for (const row of rows) {
  const route = row.route.startsWith('/ (') ? '/' : row.route;
  const budget = budgets[route];
  if (budget === undefined) {
    overBudget.push(`${route} has no budget in bundle-budgets.json`);
  } else if (row.js > budget * 1024) {
    overBudget.push(`${route} loads ${kb(row.js)} of JS, above its budget of ${budget} KB`);
  }
}
if (overBudget.length) {
  for (const line of overBudget) console.error(`  ! ${line}`);
  process.exit(1);
}
