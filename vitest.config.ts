import { defineConfig } from 'vitest/config';
import { sourceAliases } from './source-aliases';

// Unit, component and API tests. Browser flows live in e2e/ and run under Playwright.
export default defineConfig({
  resolve: { alias: sourceAliases },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'bench/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One PostgreSQL server and migrated template per run; each file copies the template.
    globalSetup: ['src/server/testing/global-setup.ts'],
    maxWorkers: 2,
  },
});
