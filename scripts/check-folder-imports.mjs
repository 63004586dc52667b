// Server folders import each other one way only: when folder A imports folder B, B must not reach
// A again, directly or through other folders (a cycle of any length). A cycle makes its folders one
// unit in disguise; the shared part belongs to the folder that owns it or to a lower folder they
// all import. Tests and test support (testing/) are left out: a test may reach into any folder.
// Run by `npm run lint`.
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

/** The `src` folder that holds `root` (the aliases' base), or `root` itself. */
function sourceRoot(root) {
  const parts = path.resolve(root).split(path.sep);
  const at = parts.lastIndexOf('src');
  return at < 0 ? path.resolve(root) : parts.slice(0, at + 1).join(path.sep);
}

/** Every unit-to-unit import among the production files under `root`, with one example each. */
export function folderImports(root) {
  const edges = new Map();
  for (const file of listFiles(root).filter(isProductionFile)) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const match of text.matchAll(IMPORT_PATTERN)) {
      const specifier = match[1] ?? match[2];
      if (!specifier) continue;
      // `#server/…`, `#shared/…` name a file from the source root (the source aliases);
      // relative paths from the importing file. Either way, as a path relative to `root`.
      let target;
      const alias = /^#([a-z]+)\/(.*)$/.exec(specifier);
      if (alias) {
        const absolute = path.join(sourceRoot(root), alias[1], alias[2]);
        target = path.relative(root, absolute).split(path.sep).join('/');
      } else if (specifier.startsWith('.'))
        target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      else continue;
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

/**
 * Every group of folders that reach each other through their imports (a strongly connected
 * component of the folder graph, Tarjan's algorithm), each with one shortest cycle through it and
 * an example import for each step.
 */
export function folderCycles(root) {
  const edges = folderImports(root);
  const out = new Map();
  for (const edge of edges) {
    if (!out.has(edge.from)) out.set(edge.from, []);
    out.get(edge.from).push(edge);
  }
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let next = 0;
  const visit = (unit) => {
    index.set(unit, next);
    low.set(unit, next);
    next++;
    stack.push(unit);
    onStack.add(unit);
    for (const { to } of out.get(unit) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(unit, Math.min(low.get(unit), low.get(to)));
      } else if (onStack.has(to)) {
        low.set(unit, Math.min(low.get(unit), index.get(to)));
      }
    }
    if (low.get(unit) === index.get(unit)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== unit);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const unit of [...out.keys()].sort()) if (!index.has(unit)) visit(unit);

  return groups.map((group) => {
    // Shortest way back to the group's first folder, breadth first within the group.
    const start = group[0];
    const cameBy = new Map();
    const queue = [start];
    while (queue.length > 0) {
      const unit = queue.shift();
      for (const edge of out.get(unit) ?? []) {
        if (!group.includes(edge.to) || cameBy.has(edge.to)) continue;
        cameBy.set(edge.to, edge);
        if (edge.to === start) break;
        queue.push(edge.to);
      }
      if (cameBy.has(start)) break;
    }
    const steps = [];
    for (let unit = start; steps.length === 0 || unit !== start;) {
      const edge = cameBy.get(unit);
      steps.unshift(edge);
      unit = edge.from;
    }
    return { folders: group, cycle: steps };
  });
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
  const cycles = folderCycles(root);
  if (cycles.length > 0) {
    console.error(
      'Server folders that import each other in a cycle (move the shared part to its owner or a lower folder):',
    );
    for (const { folders, cycle } of cycles) {
      console.error(`  ${folders.join(', ')}`);
      console.error(`    ${[...cycle.map((step) => step.from), cycle[0].from].join(' -> ')}`);
      for (const step of cycle) console.error(`    ${step.example}`);
    }
    process.exit(1);
  }
  console.log('No server folders import each other, directly or in a cycle.');
}
