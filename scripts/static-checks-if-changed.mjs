// Runs the type check and the linters unless they already passed on exactly these files.
// The fingerprint covers every file git tracks or would track (contents and names), so any edit,
// new file or deleted file runs them again; the stamp is written only after both pass. The
// second database run of CI and a repeated `npm test` skip work whose answer cannot differ.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fingerprintOf } from './fingerprint.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMP_FILE = path.join(root, 'node_modules', '.cache', 'narate', 'static-checks.stamp');

function projectFiles() {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return listed.toString('utf8').split('\0').filter(Boolean).sort();
}

const current = fingerprintOf(root, projectFiles());
const stamped = fs.existsSync(STAMP_FILE) ? fs.readFileSync(STAMP_FILE, 'utf8').trim() : '';
if (stamped === current) {
  console.log('Type check and linters already passed on exactly these files: skipped.');
  process.exit(0);
}

for (const script of ['typecheck', 'lint']) {
  const run = spawnSync('npm', ['run', script], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
fs.mkdirSync(path.dirname(STAMP_FILE), { recursive: true });
fs.writeFileSync(STAMP_FILE, `${current}\n`);
