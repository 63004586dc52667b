// No two server folders import each other: when folder A imports folder B, B must not import A
// (directly). Such a pair makes the two folders one unit in disguise; the shared part belongs to
// the folder that owns it or to a lower folder both import. Tests and test support (testing/)
// are left out: a test may reach into any folder. Run by `npm run lint`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const IMPORT_PATTERN =
  /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function isProductionFile(relative) {
  return (
    /\.tsx?$/.test(relative) &&
    !/\.test\.tsx?$/.test(relative) &&
    !/\.d\.ts$/.test(relative) &&
    !relative.split('/').includes('testing')
  );
}

function listFiles(dir, root = dir) {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listFiles(full, root));
    else files.push(path.relative(root, full).split(path.sep).join('/'));
  }
  return files;
}

/**
 * The unit a path under the server root belongs to: its top folder, or for a file at the root
 * itself (app.ts, config.ts, routes.ts) that file alone, since those sit at different levels.
 */
function unitOf(root, relative) {
  const parts = relative.split('/');
  if (parts.length > 1) return parts[0];
  const full = path.join(root, relative);
  if (fs.existsSync(full) && fs.statSync(full).isDirectory()) return relative;
  return relative.replace(/\.(tsx?|js)$/, '');
}

/** Every unit-to-unit import among the production files under `root`, with one example each. */
export function folderImports(root) {
  const edges = new Map();
  for (const file of listFiles(root).filter(isProductionFile)) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const match of text.matchAll(IMPORT_PATTERN)) {
      const specifier = match[1] ?? match[2];
      if (!specifier?.startsWith('.')) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      if (target.startsWith('..')) continue;
      const from = unitOf(root, file);
      const to = unitOf(root, target);
      if (from === to) continue;
      const key = `${from} -> ${to}`;
      if (!edges.has(key)) edges.set(key, { from, to, example: `${file} imports ${specifier}` });
    }
  }
  return [...edges.values()];
}

/** Pairs of folders that import each other, each with an example import in both directions. */
export function mutualFolderPairs(root) {
  const edges = folderImports(root);
  const byKey = new Map(edges.map((edge) => [`${edge.from} -> ${edge.to}`, edge]));
  const pairs = [];
  for (const edge of edges) {
    const back = byKey.get(`${edge.to} -> ${edge.from}`);
    if (back && edge.from < edge.to)
      pairs.push({ a: edge.from, b: edge.to, ab: edge.example, ba: back.example });
  }
  return pairs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? 'src/server');
  const pairs = mutualFolderPairs(root);
  if (pairs.length > 0) {
    console.error(
      'Server folders that import each other (move the shared part to its owner or a lower folder):',
    );
    for (const pair of pairs)
      console.error(`  ${pair.a} <-> ${pair.b}\n    ${pair.ab}\n    ${pair.ba}`);
    process.exit(1);
  }
  console.log('No two server folders import each other.');
}
