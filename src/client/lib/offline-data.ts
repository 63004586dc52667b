import { useSyncExternalStore } from 'react';
import { PERSONAL_CACHE, SW_CLEAR_PERSONAL } from '#shared/offline';

/**
 * Whether the page is reading kept copies instead of the server: the browser is offline, or the
 * service worker answered from its cache (it marks such answers). `since` is the oldest fetch time
 * among the copies shown, which the page states as "Podaci od …".
 */
export interface OfflineState {
  offline: boolean;
  since: Date | null;
}

let state: OfflineState = { offline: false, since: null };
const listeners = new Set<() => void>();
let watching = false;

function set(next: OfflineState): void {
  if (next.offline === state.offline && next.since?.getTime() === state.since?.getTime()) return;
  state = next;
  for (const listener of listeners) listener();
}

function watchConnection(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  set({ ...state, offline: !navigator.onLine });
  window.addEventListener('offline', () => set({ ...state, offline: true }));
  window.addEventListener('online', () => set({ ...state, offline: false }));
}

/** An API answer came from the worker's cache; `date` is its Date header (when it was fetched). */
export function noteKeptAnswer(date: string | null): void {
  const fetched = date ? new Date(date) : null;
  const valid = fetched && !Number.isNaN(fetched.getTime()) ? fetched : null;
  const since = valid && state.since && state.since < valid ? state.since : (valid ?? state.since);
  set({ offline: true, since });
}

/** An API answer came from the server: what the page shows is current again. */
export function noteFreshAnswer(): void {
  if (state.since || (state.offline && navigator.onLine))
    set({ offline: !navigator.onLine, since: null });
}

function subscribe(listener: () => void): () => void {
  watchConnection();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const ONLINE: OfflineState = { offline: false, since: null };

export function useOfflineState(): OfflineState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => ONLINE,
  );
}

/**
 * Deletes everything a signed-in shopper's pages kept for offline reading. The page deletes the
 * cache itself (the Cache API is shared with the worker) and tells the worker too, in case a
 * read it is still answering would put something back.
 */
export async function clearPersonalData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(PERSONAL_CACHE).catch(() => false);
  navigator.serviceWorker?.controller?.postMessage({ type: SW_CLEAR_PERSONAL });
}
