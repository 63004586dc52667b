import { Outlet, ScrollRestoration, type Location } from 'react-router';
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
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
