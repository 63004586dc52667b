import { defineConfig } from 'vitest/config';
import { sourceAliases } from './source-aliases';

// Fault tests start the production build as a child process (run `npm run build` first).
export default defineConfig({
  resolve: { alias: sourceAliases },
  test: {
    include: ['faults/**/*.test.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 120_000,
    // Each file starts its own server processes on its own database, and most of their time is
    // spent waiting (the payment recovery waits out its minute), so two files run side by side.
    fileParallelism: true,
    maxWorkers: 2,
    // The same PostgreSQL server and migrated template as the unit tests (global-setup.ts).
    globalSetup: ['src/server/testing/global-setup.ts'],
  },
});
