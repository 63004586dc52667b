import { StrictMode, type ReactElement } from 'react';
// The DOM build of RouterProvider knows ReactDOM.flushSync, which navigate(..., { flushSync }) needs.
import { RouterProvider } from 'react-router/dom';
import { loadCoreCatalogue } from '#shared/i18n/catalogue';
import { core as meCore } from '#shared/i18n/me/core';
import { ensureFullCatalogue, startCatalogue } from '../i18n/catalogue-store';
import { loadBackButton } from '../components/layout/deferred-back-button';
import { startingLocale } from '../i18n/locale-choice';
import { AppProviders } from './providers';
import { createRouter, loadMatchedRoutes } from './router';

/**
 * Everything the first render needs, resolved before it: the language's catalogue and the page's
 * own code. The browser (main.tsx) and the build's prerenderer (prerender-entry.tsx) both start
 * the app this way, so a prerendered page and its hydration render the same tree.
 */
export async function prepareApp(): Promise<ReactElement> {
  const locale = startingLocale();
  const t = locale === 'me' ? meCore : await loadCoreCatalogue(locale);
  // Before the page's code loads: a page other than / loads the rest of this language's texts.
  startCatalogue(locale, t);
  // Every page but the landing page reads beyond the core texts and shows the back button.
  const landing = window.location.pathname === '/';
  await Promise.all([
    loadMatchedRoutes(window.location.pathname),
    landing ? undefined : ensureFullCatalogue(),
    landing ? undefined : loadBackButton(),
  ]);
  const router = createRouter();
  return (
    <StrictMode>
      <AppProviders i18n={{ locale, t }}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
