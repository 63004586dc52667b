import './lib/zod-setup';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterFirstPaint, afterNextFrame } from './app/frame-timing';
import { holdEarlyInput } from './app/hold-early-input';
import { ASSETS_CACHE } from '#shared/offline';
import { registerServiceWorker } from './app/service-worker';
import { prepareApp } from './app/start';
import { watchInstallOffer } from './lib/install-prompt';
import { refreshSession, sessionSnapshot } from './lib/auth/session-store';
import { hydrateInPhases } from './lib/hydration-phase';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

const releaseEarlyInput = holdEarlyInput();
// The browser may offer installing the app before the page with the button has loaded.
watchInstallOffer();
// Public pages arrive prerendered (scripts/prerender.mjs): the app takes over the painted markup.
const prerendered = container.hasChildNodes();
// A prerendered page paints before its code asks for more: the page's chunks and texts are
// requested once it is on screen, so they never compete with the first paint.
const painted = prerendered
  ? new Promise<void>((resolve) => afterFirstPaint(resolve))
  : Promise.resolve();
// Preparing the app (routes, router) and taking over the page are two tasks, not one long one.
const nextTask = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value)));
painted
  .then(prepareApp)
  .then(nextTask)
  .then(
    (app) => {
      let live = Promise.resolve();
      if (prerendered) live = hydrateInPhases(() => hydrateRoot(container, app));
      else createRoot(container).render(app);
      // A held submit or button click is repeated only once every part of the page is live.
      void live.then(() => {
        afterNextFrame(releaseEarlyInput);
        // Every part of the page answers from here on (browser tests wait for this).
        document.documentElement.dataset.app = 'live';
        registerServiceWorker(readAgainThroughWorker);
      });
    },
    (error: unknown) => {
      // Without the app the browser's own form posting is all there is.
      releaseEarlyInput();
      throw error;
    },
  );

/**
 * Once the new worker controls the page, what the page loaded before it was there is kept too: its
 * script chunks (put in the worker's asset cache) and, when signed in, its data (asked for again
 * through the worker).
 */
function readAgainThroughWorker(): void {
  const assets = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
  void caches
    .open(ASSETS_CACHE)
    .then((cache) => cache.addAll(assets))
    .catch(() => undefined);
  if (sessionSnapshot().status !== 'signed-in') return;
  void refreshSession();
  void import('./lib/query-client').then(({ queryClient }) => queryClient.invalidateQueries());
}
