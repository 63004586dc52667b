import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';

/**
 * `npm run screenshots:docs` (after `npm run build`): starts the built server on a fresh database,
 * as the browser tests do, and writes docs/screenshots/ — the hosted checkout, the shopper
 * dashboard, the merchant area and the admin area at 390 px in both languages, and the dashboard
 * at 1440 px.
 */
export default defineConfig({
  ...baseConfig,
  testDir: 'screenshots-spec',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  projects: [{ name: 'screenshots', use: baseConfig.use }],
});
