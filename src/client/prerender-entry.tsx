/**
 * The build's prerenderer (scripts/prerender.mjs) runs this in Node against a simulated DOM: it
 * starts the app exactly as the browser does (app/start.tsx) and renders one page, whose markup
 * the browser later hydrates.
 */
import './lib/zod-setup';
import { createRoot } from 'react-dom/client';
import { prepareApp } from './app/start';
import { markBuildTimeRender } from './lib/use-after-hydration';

export { LOCALES } from '#shared/i18n/catalogue';
export { localizedPath } from '#shared/i18n/locale-choice';
export { NOT_FOUND_PAGE, PRERENDERED_ROUTES, prerenderedFile } from '#shared/prerendered-routes';

/** Renders the page at the window's address into `container`; returns how to unmount it. */
export async function renderInto(container: HTMLElement): Promise<() => void> {
  markBuildTimeRender();
  const app = await prepareApp();
  const root = createRoot(container);
  root.render(app);
  return () => root.unmount();
}
