import './lib/zod-setup';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterNextFrame, holdEarlySubmits } from './app/hold-early-submits';
import { prepareApp } from './app/start';
import { hydrateInPhases, whenAllTakenOver } from './lib/hydration-phase';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

const releaseSubmits = holdEarlySubmits();
// A prerendered page paints before its code asks for more: the page's chunks and texts are
// requested after the first frame, so they never compete with the first paint.
const painted = container.hasChildNodes()
  ? new Promise<void>((resolve) => afterNextFrame(resolve))
  : Promise.resolve();
painted.then(prepareApp).then(
  (app) => {
    // Public pages arrive prerendered (scripts/prerender.mjs): take over the painted markup.
    if (container.hasChildNodes()) hydrateInPhases(() => hydrateRoot(container, app));
    else createRoot(container).render(app);
    // A held submit is sent again only once its form, perhaps taken over later, is live.
    void whenAllTakenOver().then(() => afterNextFrame(releaseSubmits));
  },
  (error: unknown) => {
    // Without the app the browser's own form posting is all there is.
    releaseSubmits();
    throw error;
  },
);
