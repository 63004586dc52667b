// `npm start`: builds only when sources, lockfile or build configuration changed since the last
// build (see build-stamp.mjs), then runs the server in this same process.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildIsCurrent } from './build-stamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!buildIsCurrent()) {
  console.log('Sources changed since the last build: building…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// `npm start` is the local try-out: development (demo data, the dev mailbox) unless NODE_ENV says
// otherwise. The server itself, started any other way with NODE_ENV unset, offers no dev routes.
process.env.NODE_ENV ||= 'development';
await import(pathToFileURL(path.join(root, 'dist', 'server', 'main.js')).href);
