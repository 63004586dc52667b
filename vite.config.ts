import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import { defineConfig, type Manifest } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { preactAliases } from './preact-aliases';
import { sourceAliases } from './source-aliases';

// The client lives in src/client; the built files go to dist/client, served by Fastify.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // The service worker (src/client/sw.ts) is built to /sw.js with the shell's file list
    // injected; the page registers it itself once it is live (src/client/app/service-worker.ts),
    // so no inline script is added and the strict CSP stays. The manifests are files in public/.
    VitePWA({
      disable: Boolean(isSsrBuild),
      strategies: 'injectManifest',
      srcDir: 'src/client',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      includeManifestIcons: false,
      injectManifest: {
        // The shell only: other chunks are kept by the worker once a page has loaded them, so a
        // first visit to a public page does not download every screen of the app.
        globPatterns: [
          'index.html',
          'favicon.svg',
          'icons/*.png',
          'manifest*.webmanifest',
          'assets/*',
        ],
        globIgnores: ['**/.prerendered/**', '**/*.br', '**/*.gz'],
        manifestTransforms: [
          async (entries) => {
            const shell = shellAssets();
            return {
              manifest: entries.filter(
                (entry) => !entry.url.startsWith('assets/') || shell.has(entry.url),
              ),
              warnings: [],
            };
          },
        ],
      },
    }),
  ],
  resolve: {
    alias: [
      ...sourceAliases,
      ...Object.entries(preactAliases).map(([find, replacement]) => ({ find, replacement })),
    ],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // scripts/report-bundle-sizes.mjs reads it to report what each route loads.
    manifest: true,
    chunkSizeWarningLimit: 400,
    // Every browser the app supports knows <link rel="modulepreload">; the polyfill is dead weight.
    modulePreload: { polyfill: false },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 3000),
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3001}` },
  },
}));

/** The entry script, the chunks it imports statically and their stylesheets: the app's shell. */
function shellAssets(): Set<string> {
  const manifest = JSON.parse(
    fs.readFileSync('dist/client/.vite/manifest.json', 'utf8'),
  ) as Manifest;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return files;
}
