// `npm run lighthouse`: starts the production build on a fresh database and runs Lighthouse (mobile
// emulation) over the main public pages in both languages with Debian's Chromium (CHROME_PATH),
// printing the four category scores and FCP, LCP, TBT and CLS per page and locale, and saving
// them to lighthouse/results.json. A run takes about 13 s a page.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import webPush from 'web-push';

const PAGES = ['/', '/kako-radi', '/signup', '/kontakt'];
// Montenegrin at the plain address, English at ?lang=en (the address the hreflang links name).
const LOCALES = [
  ['me', ''],
  ['en', '?lang=en'],
];
const METRICS = [
  ['FCP', 'first-contentful-paint', (v) => `${(v / 1000).toFixed(2)} s`],
  ['LCP', 'largest-contentful-paint', (v) => `${(v / 1000).toFixed(2)} s`],
  ['TBT', 'total-blocking-time', (v) => `${Math.round(v)} ms`],
  ['CLS', 'cumulative-layout-shift', (v) => v.toFixed(3)],
];
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

function header() {
  return `${'page'.padEnd(12)} lang ${CATEGORIES.map((c) => c.slice(0, 4).padStart(4)).join(' ')} ${METRICS.map(([n]) => n.padStart(8)).join(' ')}`;
}
function line(r) {
  const metrics = METRICS.map(([name, , format]) =>
    (r.metrics[name] === null ? '–' : format(r.metrics[name])).padStart(8),
  );
  return `${r.page.padEnd(12)} ${r.locale.padEnd(4)} ${CATEGORIES.map((c) => String(r[c]).padStart(4)).join(' ')} ${metrics.join(' ')}`;
}

if (!fs.existsSync('dist/server/main.js')) {
  console.error('Build first: npm run build');
  process.exit(2);
}
const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'narate-lh-'));
// Others may pass through (not list) this fresh folder, so a server run as `postgres` under root
// keeps its cluster in it rather than in /var/lib/narate, where it would outlive the run.
fs.chmodSync(dataDir, 0o711);
const base = `http://127.0.0.1:${port}`;
/** Production refuses to start without VAPID keys: a fresh pair for this run. */
function lighthouseVapidKeys() {
  if (process.env.VAPID_PUBLIC_KEY) return {};
  const { publicKey, privateKey } = webPush.generateVAPIDKeys();
  return {
    VAPID_PUBLIC_KEY: publicKey,
    VAPID_PRIVATE_KEY: privateKey,
    VAPID_SUBJECT: 'mailto:podrska@narate.me',
  };
}

const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Canonical and hreflang links name the address Lighthouse visits.
    APP_URL: base,
    NODE_ENV: 'production',
    ENCRYPTION_KEY: process.env.ENCRYPTION_KEY ?? crypto.randomBytes(32).toString('hex'),
    // Production refuses to start without real mail and SMS settings; this run sends nothing,
    // so both point at a closed port on this machine (a message would only be retried).
    SMTP_URL: process.env.SMTP_URL ?? 'smtp://127.0.0.1:9',
    SMS_PROVIDER: 'infobip',
    INFOBIP_BASE_URL: process.env.INFOBIP_BASE_URL ?? 'http://127.0.0.1:9',
    INFOBIP_API_KEY: process.env.INFOBIP_API_KEY ?? crypto.randomBytes(16).toString('hex'),
    INFOBIP_WEBHOOK_SECRET: crypto.randomBytes(16).toString('hex'),
    // Nothing is paid during a measurement: the acquirer settings only have to be present.
    CARD_ACQUIRER: 'monri',
    MONRI_BASE_URL: 'https://ipgtest.monri.com',
    MONRI_MERCHANT_KEY: crypto.randomBytes(16).toString('hex'),
    MONRI_AUTHENTICITY_TOKEN: crypto.randomBytes(10).toString('hex'),
    // A made-up account that passes the IBAN check: no transfer file is made during a measurement.
    PAYOUT_DEBTOR_NAME: 'NaRate d.o.o.',
    PAYOUT_DEBTOR_IBAN: 'ME25505000012345678951',
    PAYOUT_DEBTOR_BIC: 'DEMOMEPG',
    ...lighthouseVapidKeys(),
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
/**
 * One Lighthouse run of a page. A run whose trace Lighthouse could not read (a runtimeError, or
 * no first paint measured: seen on a busy machine) scores 0 without measuring anything: it is run
 * again, at most twice, and its error is printed so a failure that stays is explained.
 */
async function audit(url) {
  for (let attempt = 1; ; attempt += 1) {
    const run = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      formFactor: 'mobile',
    });
    const fcp = run.lhr.audits['first-contentful-paint'];
    const error =
      run.lhr.runtimeError ??
      (typeof fcp?.numericValue === 'number'
        ? null
        : { code: 'NO_FCP_MEASURED', message: fcp?.errorMessage ?? '' });
    if (!error || attempt === 3) {
      if (error) console.error(`  ${url}: ${error.code} ${error.message}`);
      return run;
    }
    console.error(`  ${url}: ${error.code} ${error.message}, measured again`);
  }
}

const results = [];
try {
  await waitForHealth(`${base}/api/health`);
  for (const page of PAGES) {
    for (const [locale, query] of LOCALES) {
      const run = await audit(`${base}${page}${query}`);
      const scores = Object.fromEntries(
        CATEGORIES.map((c) => [c, Math.round((run.lhr.categories[c]?.score ?? 0) * 100)]),
      );
      const metrics = Object.fromEntries(
        METRICS.map(([name, id]) => [name, run.lhr.audits[id]?.numericValue ?? null]),
      );
      const failing = Object.values(run.lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
        .map((a) => a.id);
      results.push({ page, locale, ...scores, metrics, failing });
      console.log(`  ${line(results.at(-1))}`);
    }
  }
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
}
fs.mkdirSync('lighthouse', { recursive: true });
fs.writeFileSync('lighthouse/results.json', JSON.stringify(results, null, 2));
console.log(`\n  ${header()}`);
for (const r of results) {
  console.log(`  ${line(r)}`);
  if (r.failing.length) console.log(`    below 90: ${r.failing.join(', ')}`);
}
