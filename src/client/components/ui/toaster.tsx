import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useI18n } from '#client/i18n/i18n-context';
import { loadWhenOnline } from '#client/lib/load-when-online';
import {
  clearToastsOnNavigation,
  currentToasts,
  subscribeToasts,
  type ToastItem,
} from '#client/lib/toast';

// The toast's own code loads with the first toast: most page views show none. A toast raised as
// the connection drops (a request that failed offline) waits for it rather than taking the page
// to its error screen.
const Toast = lazy(() =>
  loadWhenOnline(() => import('./toast-item')).then((m) => ({ default: m.Toast })),
);

const NO_TOASTS: readonly ToastItem[] = [];

/**
 * Renders the toasts: on phones at the bottom, clear of the sticky header and of a field in error
 * (fields keep a scroll margin above them, index.css); from md up below the header, top centre.
 * A navigation clears the toasts of the page left behind. The live region is always in the page
 * (empty until a toast arrives), so screen readers announce each new message.
 */
export function Toaster() {
  const { t } = useI18n();
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, () => NO_TOASTS);
  const { pathname } = useLocation();
  useEffect(() => {
    clearToastsOnNavigation();
  }, [pathname]);
  return (
    <section aria-label={t.shell.toasts.region}>
      <ol
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] mx-auto flex w-[calc(100%-2rem)] max-w-sm flex-col gap-2 md:bottom-auto md:top-20"
      >
        {toasts.length > 0 && (
          <Suspense fallback={null}>
            {toasts.map((item) => (
              <Toast key={item.id} item={item} closeLabel={t.shell.toasts.close} />
            ))}
          </Suspense>
        )}
      </ol>
    </section>
  );
}
