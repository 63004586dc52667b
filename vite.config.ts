import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preactAliases } from './preact-aliases';

// The client lives in src/client; the built files go to dist/client, served by Fastify.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: preactAliases },
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
});
