// The build's fingerprint: a hash of everything `npm run build` reads (sources, lockfile and
// build configuration). `npm run build` writes it to dist/.build-stamp when it finishes, and
// `npm start` rebuilds only when the current fingerprint differs from it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesUnder, fingerprintOf } from './fingerprint.mjs';

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

export function buildFingerprint() {
  return fingerprintOf(root, filesUnder(root, INPUTS));
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
