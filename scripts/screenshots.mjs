// `npm run screenshots -- [baseUrl] [path ...]`: full-page PNGs of pages at phone (390 px) and
// desktop (1440 px) widths, with JavaScript enabled and disabled (the prerendered HTML as it
// paints before any script runs), into ./screenshots, for looking at what we build.
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
let count = 0;
for (const javaScriptEnabled of [true, false]) {
  for (const [label, width] of [
    ['desktop', 1440],
    ['mobile', 390],
  ]) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      javaScriptEnabled,
    });
    const page = await context.newPage();
    for (const target of targets) {
      await page.goto(new URL(target, base).toString(), { waitUntil: 'networkidle' });
      const name = target.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home';
      const suffix = javaScriptEnabled ? '' : '-nojs';
      // The parts below the first screen are painted only near the viewport (content-visibility);
      // set through the CSSOM (allowed by the CSP), this paints them all, with or without JS.
      await page.evaluate(() => {
        for (const element of document.querySelectorAll('.below-first-screen')) {
          element.style.setProperty('content-visibility', 'visible');
        }
      });
      await page.screenshot({ path: `screenshots/${name}-${label}${suffix}.png`, fullPage: true });
      count += 1;
    }
    await context.close();
  }
}
await browser.close();
console.log(`Saved ${count} screenshots in ./screenshots`);
