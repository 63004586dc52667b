// Bundles the merchant embed script (src/client/widget/embed.ts) into dist/client/widget.js: one
// small IIFE with a stable name (merchants link it directly), run after `vite build`.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/client/widget/embed.ts'],
  outfile: 'dist/client/widget.js',
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2020',
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
});
