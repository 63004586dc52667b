/**
 * Toast notifications: a tiny store the whole app shares and <Toaster> renders. The call sites
 * read like sonner's (`toast.success(title, { description })`), but nothing here injects a
 * <style> tag or sets a style attribute, so the strict Content-Security-Policy stays quiet.
 */

export type ToastKind = 'success' | 'error';

/**
 * One toast per topic: a new toast of the same topic replaces the old one instead of stacking.
 * Without an explicit id, every error shares one topic (the newest problem is the one that
 * matters: an old "wrong code" must not linger beside a new message) and a success's topic is its
 * title. A success also clears the errors before it, which it has made stale.
 */
export interface ToastOptions {
  /** The topic; a toast with the same id replaces the earlier one. */
  id?: string;
  description?: string;
  /** Milliseconds on screen; errors stay a little longer by default. */
  duration?: number;
}

export interface ToastItem {
  id: string;
  kind: ToastKind;
  title: string;
  description?: string;
  duration: number;
  /** When it was shown (ms since the epoch), so a navigation can tell stale toasts from new. */
  shownAt: number;
}

const DEFAULT_DURATION_MS = 4000;
const ERROR_DURATION_MS = 6000;
/** Older toasts give way to newer ones beyond this many. */
const MAX_VISIBLE = 2;
const ERROR_TOPIC = 'toast-error';
/**
 * A toast shown this shortly before a navigation belongs to the action that navigated ("Profil
 * kreiran", then the dashboard opens) and stays; older ones go with the page they were about.
 */
const NAVIGATION_GRACE_MS = 1500;

type Listener = (toasts: readonly ToastItem[]) => void;

let toasts: readonly ToastItem[] = [];
const listeners = new Set<Listener>();

function publish(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

function show(kind: ToastKind, title: string, options: ToastOptions = {}): string {
  const id = options.id ?? (kind === 'error' ? ERROR_TOPIC : `toast-success:${title}`);
  const item: ToastItem = {
    id,
    kind,
    title,
    description: options.description,
    duration: options.duration ?? (kind === 'error' ? ERROR_DURATION_MS : DEFAULT_DURATION_MS),
    shownAt: Date.now(),
  };
  const kept = toasts.filter((t) => t.id !== id && (kind === 'error' || t.kind !== 'error'));
  publish([...kept, item].slice(-MAX_VISIBLE));
  return id;
}

export const toast = {
  success: (title: string, options?: ToastOptions) => show('success', title, options),
  error: (title: string, options?: ToastOptions) => show('error', title, options),
  /** Removes one toast, or every toast without an id. */
  dismiss(id?: string): void {
    publish(id === undefined ? [] : toasts.filter((t) => t.id !== id));
  },
};

/** A navigation clears the toasts of the page left behind (see NAVIGATION_GRACE_MS). */
export function clearToastsOnNavigation(now: number = Date.now()): void {
  const fresh = toasts.filter((t) => now - t.shownAt < NAVIGATION_GRACE_MS);
  if (fresh.length !== toasts.length) publish(fresh);
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function currentToasts(): readonly ToastItem[] {
  return toasts;
}
