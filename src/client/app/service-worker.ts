/** The built worker (src/client/sw.ts); it serves the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker once the page is live and the browser is idle, so installing it
 * (and downloading the shell it keeps) never competes with the first paint or the first input.
 * When it starts controlling a signed-in page for the first time, the page's data is asked for
 * again through it, so the very first visit is already readable offline.
 */
export function registerServiceWorker(onFirstControl: () => void): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const hadController = Boolean(navigator.serviceWorker.controller);
  if (!hadController) {
    navigator.serviceWorker.addEventListener('controllerchange', onFirstControl, { once: true });
  }
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => {
      // Without a worker the site works as before, only not offline.
    });
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 3000 });
  else setTimeout(register, 1000);
}
