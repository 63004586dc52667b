import { defineConfig, devices } from '@playwright/test';
import { decidePhoneRun } from './e2e/support/phone-run';
import { e2eAppLogFile, prepareE2eEnvironment } from './e2e/support/test-environment';

const { port, env, acquirerPort, acquirerEnv } = prepareE2eEnvironment();
const baseURL = `http://127.0.0.1:${port}`;
const phoneRun = decidePhoneRun();
const phoneRunStamp: [string] = ['./e2e/support/phone-run-reporter.ts'];

/** Debian's Chromium, never a downloaded browser; flags keep it off the (closed) network. */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  // Browser flows are *.spec.ts; the *.test.ts files beside them are Vitest's checks of the setup.
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // Two on two cores: a third was measured slower on a quiet machine (15.6 min against 14.2), the
  // browsers already keep both cores busy.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // After every spec: no card number or security code in NaRate's tables or the app's log.
  globalTeardown: './e2e/support/card-scan-teardown.ts',
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never' }], phoneRunStamp]
    : [['list'], phoneRunStamp],
  use: {
    baseURL,
    headless: true,
    locale: 'sr-Latn-ME',
    // Recording a trace costs about a fifth of the run's CPU on every test, failing or not. CI
    // records one only for the retry of a failed test, which is where it is read; a local run
    // keeps the trace of each failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The service worker would take requests past page.route and keep assets between a spec's
    // pages; the specs that test it (app-install-offline.spec.ts) allow it for themselves.
    serviceWorkers: 'block',
    // A worker's tests share one browser context, which Playwright resets between them (cookies,
    // cache, storage of every origin visited, service workers, extra pages, routes, init
    // scripts, viewport and emulation): a fresh context and page cost Chromium 1.3–1.8 s of CPU,
    // about a sixth of the browser run. Not reset are permissions, the offline switch, the
    // geolocation and extra headers set during a test; a spec that sets one says
    // `test.use({ reuseContext: false })` (checked by e2e/support/context-reuse.test.ts). A test
    // that fails ends its worker, so its state never reaches another test.
    reuseContext: true,
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
    // The phone-width run covers layout-sensitive specs only, and is skipped when it already
    // passed on exactly this build and these tests (e2e/support/phone-run.ts).
    ...(phoneRun === 'skip'
      ? []
      : [{ name: 'mobile', use: { ...devices['Pixel 7'], launchOptions }, grep: /@mobile/ }]),
  ],
  webServer: [
    {
      // The local card acquirer, its own process: the card fields and 3-D Secure come from it.
      command: 'node dist/acquirer/main.js',
      url: `http://127.0.0.1:${acquirerPort}/dist/components.js`,
      env: acquirerEnv,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Its output goes to a log file the run's last step scans for card data.
      command: `exec node dist/server/main.js >> '${e2eAppLogFile()}' 2>&1`,
      url: `${baseURL}/api/health`,
      env,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
