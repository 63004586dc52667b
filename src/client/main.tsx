import './lib/zod-setup';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  afterFirstPaint,
  afterNextFrame,
  holdEarlyButtonClicks,
  holdEarlySubmits,
} from './app/hold-early-submits';
import { prepareApp } from './app/start';
import { hydrateInPhases, whenAllTakenOver } from './lib/hydration-phase';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

const releaseSubmits = holdEarlySubmits();
const releaseClicks = holdEarlyButtonClicks();
const releaseEarlyInput = () => {
  releaseSubmits();
  releaseClicks();
};
// A prerendered page paints before its code asks for more: the page's chunks and texts are
// requested once it is on screen, so they never compete with the first paint.
const painted = container.hasChildNodes()
  ? new Promise<void>((resolve) => afterFirstPaint(resolve))
  : Promise.resolve();
// Preparing the app (routes, router) and taking over the page are two tasks, not one long one.
const nextTask = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value)));
painted
  .then(prepareApp)
  .then(nextTask)
  .then(
    (app) => {
      // Public pages arrive prerendered (scripts/prerender.mjs): take over the painted markup.
      if (container.hasChildNodes()) hydrateInPhases(() => hydrateRoot(container, app));
      else createRoot(container).render(app);
      // A held submit or button click is repeated only once every part of the page is live.
      void whenAllTakenOver().then(() => {
        afterNextFrame(releaseEarlyInput);
        // Every part of the page answers from here on (browser tests wait for this).
        document.documentElement.dataset.app = 'live';
      });
    },
    (error: unknown) => {
      // Without the app the browser's own form posting is all there is.
      releaseEarlyInput();
      throw error;
    },
  );
