// Writes the public pages (src/shared/prerendered-routes.ts) as static HTML in every locale into
// dist/client/.prerendered/, so they paint before any JavaScript runs; the browser then hydrates
// them. The app itself renders each page: Vite bundles src/client/prerender-entry.tsx for Node,
// and it runs against jsdom with the built index.html (its hashed script and stylesheet links).
// Nothing signed-in is rendered: the session lookup never answers here, so every page shows the
// state a visitor sees before the browser has asked. The server swaps PRERENDER_ORIGIN in the
// canonical and hreflang links for its public address (APP_URL).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM, VirtualConsole } from 'jsdom';
import { build } from 'vite';

const CLIENT_DIR = 'dist/client';
const BUNDLE_DIR = 'dist/prerender';
const OUT_DIR = path.join(CLIENT_DIR, '.prerendered');
export const PRERENDER_ORIGIN = 'http://prerender.narate.invalid';
/** Time for effects (page title, meta tags, lang) to run after the first render. */
const SETTLE_MS = 250;

// vite.config.ts brings the React plugin and the Preact aliases; this adds the Node build.
await build({
  logLevel: 'error',
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/client/prerender-entry.tsx',
    outDir: BUNDLE_DIR,
    emptyOutDir: true,
    sourcemap: false,
    minify: false,
    manifest: false,
    rollupOptions: { output: { format: 'esm', entryFileNames: 'prerender-entry.mjs' } },
  },
});

const template = fs.readFileSync(path.join(CLIENT_DIR, 'index.html'), 'utf8');
const nodeGlobals = new Set(Object.getOwnPropertyNames(globalThis));
const never = () => new Promise(() => {});
const consoleError = console.error;

/** Makes the window's DOM the global one, as in a browser (the app reads `document`, `window`). */
function installWindow(window) {
  window.matchMedia = () => ({
    matches: false,
    media: '',
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  });
  window.IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
  window.scrollTo = () => {};
  window.fetch = never;
  for (const key of Object.getOwnPropertyNames(window)) {
    if (nodeGlobals.has(key) && key !== 'navigator') continue;
    Object.defineProperty(globalThis, key, {
      value: window[key],
      configurable: true,
      writable: true,
    });
  }
  globalThis.window = window;
  globalThis.self = window;
  globalThis.fetch = never;
}

const entryUrl = pathToFileURL(path.resolve(BUNDLE_DIR, 'prerender-entry.mjs')).href;
const entry = await import(entryUrl);
const pages = [
  ...entry.PRERENDERED_ROUTES.map((route) => ({ route, url: route })),
  { route: entry.NOT_FOUND_PAGE, url: '/__nije-pronadjeno__' },
];

fs.rmSync(OUT_DIR, { recursive: true, force: true });
fs.mkdirSync(OUT_DIR, { recursive: true });

// The stylesheet goes into each prerendered page itself: a <link> would hold the first paint until
// the file arrived (one more round trip), and the whole of it is a few KB compressed. The CSP
// allows exactly this text by its hash, which the server reads from inline-styles.json.
const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/;
const stylesheetHref = STYLESHEET_LINK.exec(template)?.[0].match(/href="([^"]+)"/)?.[1];
const css = stylesheetHref
  ? fs.readFileSync(path.join(CLIENT_DIR, stylesheetHref), 'utf8').trim()
  : null;
if (css?.includes('</')) throw new Error('the stylesheet cannot be inlined: it contains "</"');
fs.writeFileSync(
  path.join(OUT_DIR, 'inline-styles.json'),
  `${JSON.stringify({ hashes: css ? [`sha256-${createHash('sha256').update(css).digest('base64')}`] : [] })}\n`,
);
const inlineStylesheet = (html) =>
  css ? html.replace(STYLESHEET_LINK, () => `<style>${css}</style>`) : html;

// A prerendered page paints without its script, which only hydrates it. At the browser's default
// (high) priority a module script counts as render-blocking to Lighthouse's simulation, which adds
// its download and its run to the first paint's estimate although it never holds the paint. Low
// priority says what it is; it still runs before DOMContentLoaded, and still delays `load`.
const ENTRY_SCRIPT = /<script type="module"([^>]*) src="(\/assets\/[^"]+\.js)"><\/script>/;
if (!ENTRY_SCRIPT.test(template)) throw new Error('index.html has no module script to lower');
const lowerScriptPriority = (html) =>
  html.replace(ENTRY_SCRIPT, (_, attributes, src) => {
    return `<script type="module"${attributes} fetchpriority="low" src="${src}"></script>`;
  });

let written = 0;
for (const locale of entry.LOCALES) {
  for (const { route, url } of pages) {
    const address = `${PRERENDER_ORIGIN}${entry.localizedPath(url, locale)}`;
    const problems = [];
    const virtualConsole = new VirtualConsole();
    virtualConsole.on('error', (...args) => problems.push(args.join(' ')));
    virtualConsole.on('jsdomError', (error) => {
      if (!/Not implemented/.test(error.message)) problems.push(error.message);
    });
    const dom = new JSDOM(template, { url: address, pretendToBeVisual: true, virtualConsole });
    // The app runs in this process: its console errors (a page that threw) are problems too.
    console.error = (...args) => problems.push(args.map(String).join(' ').slice(0, 500));
    installWindow(dom.window);
    const root = dom.window.document.getElementById('root');
    const unmount = await entry.renderInto(root);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    if (!root.querySelector('h1')) problems.push('the page rendered no <h1>');
    if (root.querySelector('[data-route-error]')) problems.push('the page threw while rendering');
    console.error = consoleError;
    if (problems.length) {
      throw new Error(`Prerendering ${address} failed:\n  ${problems.join('\n  ')}`);
    }
    // The app sets form values as properties, which HTML does not carry: write them as the
    // default values, so the page shows them before any script and hydration finds them in place.
    const { document } = dom.window;
    for (const input of document.querySelectorAll('input')) {
      if (input.type === 'checkbox' || input.type === 'radio') {
        input.toggleAttribute('checked', input.checked);
      } else if (input.type !== 'password' && input.type !== 'file') {
        input.setAttribute('value', input.value);
      }
    }
    for (const textarea of document.querySelectorAll('textarea')) {
      textarea.textContent = textarea.value;
    }
    for (const option of document.querySelectorAll('option')) {
      option.toggleAttribute('selected', option.selected);
    }
    const html = lowerScriptPriority(inlineStylesheet(dom.serialize()));
    unmount();
    const file = path.join(OUT_DIR, entry.prerenderedFile(route, locale));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
    written += 1;
  }
}
fs.rmSync(BUNDLE_DIR, { recursive: true, force: true });
console.log(`Prerendered ${written} pages into ${OUT_DIR}.`);
// Timers the pages left behind (effects of unmounted trees) must not keep the build waiting.
process.exit(0);
