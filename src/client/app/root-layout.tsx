import { useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, type Location } from 'react-router';
import { DeferredBackButton } from '../components/layout/deferred-back-button';
import { HydrateLater } from '../components/layout/hydrate-later';
import { Footer } from '../components/layout/footer';
import { Navbar } from '../components/layout/navbar';
import { Toaster } from '../components/ui/toaster';
import { useI18n } from '../i18n/i18n-context';

/**
 * Every freshly loaded document starts with the history key "default", so by default a new page
 * load (a plain link such as /#trgovci, a typed URL) would get the scroll position saved for the
 * previous document. Keying fresh loads by their URL restores only the same page's position and
 * otherwise lets the router scroll to the #fragment or the top.
 */
function scrollKey(location: Location): string {
  return location.key === 'default'
    ? `load:${location.pathname}${location.search}${location.hash}`
    : location.key;
}

/** Where the router keeps its saved scroll positions (sessionStorage). */
const SCROLL_POSITIONS_KEY = 'react-router-scroll-positions';

/**
 * A prerendered page can be read and scrolled before its scripts have loaded. As the router takes
 * over it puts a freshly loaded document at the top unless it has a position saved for it, which
 * threw the reader back to the top. So the position the reader is at is saved for the first
 * load's key just before the router reads its saved positions (this component's layout effect
 * runs before ScrollRestoration's, its next sibling).
 */
function KeepScrollFromBeforeTheScripts() {
  const location = useLocation();
  useLayoutEffect(() => {
    if (location.key !== 'default' || window.scrollY === 0) return;
    try {
      const saved = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as Record<
        string,
        number
      >;
      saved[scrollKey(location)] = window.scrollY;
      sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(saved));
    } catch {
      // Without sessionStorage the router starts the page at the top, as it did before.
    }
    // Only the document's first location: later ones are the router's own navigations.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

export function RootLayout() {
  const { t } = useI18n();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2"
      >
        {t.shell.skipToContent}
      </a>
      <Navbar />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <DeferredBackButton />
        <Outlet />
      </main>
      <HydrateLater>
        <Footer />
      </HydrateLater>
      <Toaster />
      <KeepScrollFromBeforeTheScripts />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
