// `npm run screenshots -- [baseUrl] [path ...]`: full-page PNGs of pages at desktop (1280 px) and
// phone (390 px) widths into ./screenshots, for looking at what we build.
import fs from 'node:fs';
import { chromium } from 'playwright-core';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ['/', '/ovo-ne-postoji'];
const browser = await chromium.launch({
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
});
fs.mkdirSync('screenshots', { recursive: true });
for (const [label, width] of [
  ['desktop', 1280],
  ['mobile', 390],
]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const target of targets) {
    await page.goto(new URL(target, base).toString(), { waitUntil: 'networkidle' });
    const name = target.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
    await page.screenshot({ path: `screenshots/${name}-${label}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
console.log(`Saved ${targets.length * 2} screenshots in ./screenshots`);
