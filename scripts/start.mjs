// `npm start`: builds only when sources, lockfile or build configuration changed since the last
// build (see build-stamp.mjs), then runs the server in this same process.
import { spawn, spawnSync } from 'node:child_process';
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
// The card acquirer outside production is the local one, its own process on 127.0.0.1 with its
// own storage under DATA_DIR; it stops with the app. The keys are the fixed local ones (config.ts).
if (process.env.NODE_ENV !== 'production' && (process.env.CARD_ACQUIRER || 'local') === 'local') {
  const dataDir = path.resolve(process.env.DATA_DIR || 'data');
  const acquirer = spawn(process.execPath, [path.join(root, 'dist', 'acquirer', 'main.js')], {
    env: {
      PATH: process.env.PATH,
      ACQUIRER_PORT: process.env.ACQUIRER_PORT || '3010',
      MONRI_MERCHANT_KEY: process.env.MONRI_MERCHANT_KEY || 'local-acquirer-merchant-key',
      MONRI_AUTHENTICITY_TOKEN: process.env.MONRI_AUTHENTICITY_TOKEN || 'localacquirertoken',
      ACQUIRER_CALLBACK_URL: `http://127.0.0.1:${process.env.PORT || '3000'}/api/payments/card-callback`,
      ACQUIRER_STORE_FILE: path.join(dataDir, 'acquirer', 'acquirer.json'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  acquirer.on('exit', (code) => {
    if (code) console.error(`The local card acquirer stopped (exit ${code}).`);
  });
  process.on('exit', () => acquirer.kill('SIGTERM'));
}
await import(pathToFileURL(path.join(root, 'dist', 'server', 'main.js')).href);
