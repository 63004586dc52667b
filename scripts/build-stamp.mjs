// The build's fingerprint: a hash of everything `npm run build` reads (sources, lockfile and
// build configuration). `npm run build` writes it to dist/.build-stamp when it finishes, and
// `npm start` rebuilds only when the current fingerprint differs from it.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const STAMP_FILE = path.join(root, 'dist', '.build-stamp');

const INPUTS = [
  'src',
  'public',
  'index.html',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  'tailwind.config.js',
  'postcss.config.js',
  'preact-aliases.ts',
  'source-aliases.ts',
  'bundle-budgets.json',
  'scripts/build-server.mjs',
  'scripts/build-widget.mjs',
  'scripts/precompress.mjs',
  'scripts/prerender.mjs',
  'scripts/report-bundle-sizes.mjs',
];

function listFiles(relative, out) {
  const full = path.join(root, relative);
  let stat;
  try {
    stat = fs.statSync(full);
  } catch {
    return;
  }
  if (stat.isDirectory()) {
    for (const entry of fs.readdirSync(full).sort()) listFiles(path.join(relative, entry), out);
  } else if (stat.isFile()) {
    out.push(relative);
  }
}

export function buildFingerprint() {
  const files = [];
  for (const input of INPUTS) listFiles(input, files);
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

export function buildIsCurrent() {
  try {
    if (!fs.existsSync(path.join(root, 'dist', 'server', 'main.js'))) return false;
    return fs.readFileSync(STAMP_FILE, 'utf8').trim() === buildFingerprint();
  } catch {
    return false;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === 'write') {
  fs.mkdirSync(path.dirname(STAMP_FILE), { recursive: true });
  fs.writeFileSync(STAMP_FILE, `${buildFingerprint()}\n`);
}

// `check` exits 0 when dist/ was built from exactly these inputs, 1 otherwise.
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === 'check') {
  process.exit(buildIsCurrent() ? 0 : 1);
}
