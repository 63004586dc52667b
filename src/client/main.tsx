import './lib/zod-setup';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterFirstEffects, holdEarlySubmits } from './app/hold-early-submits';
import { prepareApp } from './app/start';
import { hydrateInPhases } from './lib/hydration-phase';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

const releaseSubmits = holdEarlySubmits();
prepareApp().then(
  (app) => {
    // Public pages arrive prerendered (scripts/prerender.mjs): take over the painted markup.
    if (container.hasChildNodes()) hydrateInPhases(() => hydrateRoot(container, app));
    else createRoot(container).render(app);
    afterFirstEffects(releaseSubmits);
  },
  (error: unknown) => {
    // Without the app the browser's own form posting is all there is.
    releaseSubmits();
    throw error;
  },
);
