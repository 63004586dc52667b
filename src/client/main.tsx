import './lib/zod-setup';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { prepareApp } from './app/start';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

void prepareApp().then((app) => {
  // Public pages arrive prerendered (scripts/prerender.mjs): take over the painted markup.
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
