// `npm run lighthouse`: starts the production build on a fresh database and runs Lighthouse (mobile
// emulation) over the main public pages with Debian's Chromium, printing a table of the four
// category scores and saving the reports' scores to lighthouse/results.json.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PAGES = ['/', '/kako-radi', '/signup', '/kontakt'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitForHealth(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer ${url}`);
}

if (!fs.existsSync('dist/server/main.js')) {
  console.error('Build first: npm run build');
  process.exit(2);
}
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'narate-lh-')),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ENCRYPTION_KEY: process.env.ENCRYPTION_KEY ?? 'a'.repeat(64),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const results = [];
try {
  await waitForHealth(`${base}/api/health`);
  for (const page of PAGES) {
    const run = await lighthouse(`${base}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      formFactor: 'mobile',
    });
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((run.lhr.categories[c]?.score ?? 0) * 100)]),
    );
    const failing = Object.values(run.lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => a.id);
    results.push({ page, ...scores, failing });
    console.log(
      `  ${page.padEnd(14)} ${CATEGORIES.map((c) => String(scores[c]).padStart(4)).join(' ')}`,
    );
  }
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
}
fs.mkdirSync('lighthouse', { recursive: true });
fs.writeFileSync('lighthouse/results.json', JSON.stringify(results, null, 2));
console.log(`\n  page           ${CATEGORIES.map((c) => c.slice(0, 4).padStart(4)).join(' ')}`);
for (const r of results) {
  console.log(
    `  ${r.page.padEnd(14)} ${CATEGORIES.map((c) => String(r[c]).padStart(4)).join(' ')}`,
  );
  if (r.failing.length) console.log(`    below 90: ${r.failing.join(', ')}`);
}
