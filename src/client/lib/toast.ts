/**
 * Toast notifications: a tiny store the whole app shares and <Toaster> renders. The call sites
 * read like sonner's (`toast.success(title, { description })`), but nothing here injects a
 * <style> tag or sets a style attribute, so the strict Content-Security-Policy stays quiet.
 */

export type ToastKind = 'success' | 'error';

export interface ToastOptions {
  /** A toast with the same id replaces the earlier one instead of stacking (one per topic). */
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
}

const DEFAULT_DURATION_MS = 4000;
const ERROR_DURATION_MS = 6000;
/** Older toasts give way to newer ones beyond this many. */
const MAX_VISIBLE = 3;

type Listener = (toasts: readonly ToastItem[]) => void;

let toasts: readonly ToastItem[] = [];
const listeners = new Set<Listener>();
let counter = 0;

function publish(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

function show(kind: ToastKind, title: string, options: ToastOptions = {}): string {
  counter += 1;
  // The same message shown twice in a row counts as one topic: it replaces, never stacks.
  const id =
    options.id ??
    toasts.find((t) => t.title === title && t.description === options.description)?.id ??
    `toast-${counter}`;
  const item: ToastItem = {
    id,
    kind,
    title,
    description: options.description,
    duration: options.duration ?? (kind === 'error' ? ERROR_DURATION_MS : DEFAULT_DURATION_MS),
  };
  publish([...toasts.filter((t) => t.id !== id), item].slice(-MAX_VISIBLE));
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

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function currentToasts(): readonly ToastItem[] {
  return toasts;
}
