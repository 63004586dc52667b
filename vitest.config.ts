import { defineConfig } from 'vitest/config';
import { sourceAliases } from './source-aliases';

// Unit, component and API tests. Browser flows live in e2e/ and run under Playwright.
export default defineConfig({
  resolve: { alias: sourceAliases },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'bench/**/*.test.ts', 'e2e/support/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One PostgreSQL server and migrated template per run; each file copies the template.
    globalSetup: ['src/server/testing/global-setup.ts'],
    maxWorkers: 2,
    // Test files of one worker share its loaded modules instead of importing the whole app
    // again for each file: about a third less CPU for the run. Each file still builds its own
    // app on its own database copy, and tests that stub globals or timers restore them.
    isolate: false,
  },
});
