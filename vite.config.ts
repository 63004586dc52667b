import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The client lives in src/client; the built files go to dist/client, served by Fastify.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // scripts/report-bundle-sizes.mjs reads it to report what each route loads.
    manifest: true,
    chunkSizeWarningLimit: 400,
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 3000),
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3001}` },
  },
});
