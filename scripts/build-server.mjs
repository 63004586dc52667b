// Bundles the server into dist/server/main.js and its worker threads' entries (the PDF worker,
// the card statement's reader) beside it, where main.js starts them from its own folder; npm
// packages stay external and load from node_modules.
import { build } from 'esbuild';

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
};

await build({ ...common, entryPoints: ['src/server/main.ts'], outfile: 'dist/server/main.js' });
await build({
  ...common,
  entryPoints: ['src/server/lending/pdf-worker.ts'],
  outfile: 'dist/server/pdf-worker.js',
});
await build({
  ...common,
  entryPoints: ['src/server/payments/monri/statement-worker.ts'],
  outfile: 'dist/server/statement-worker.js',
});
// The local acquirer is its own program (not part of NaRate): `npm start` runs it beside the app.
await build({ ...common, entryPoints: ['src/acquirer/main.ts'], outfile: 'dist/acquirer/main.js' });
