import {
  DEFAULT_LOCALE,
  loadCatalogue,
  type Catalogue,
  type CoreCatalogue,
  type Locale,
} from '#shared/i18n/catalogue';
import { core as meCore } from '#shared/i18n/me/core';

/**
 * The texts in use. The first page ships with the core sections only (shell, landing page); the
 * router loads the whole catalogue with any other page's code (`ensureFullCatalogue`), so the
 * sections a page reads are always there when it renders.
 */
interface CatalogueState {
  locale: Locale;
  /** Typed whole: only the pages the router loads after `ensureFullCatalogue` read beyond the core. */
  t: Catalogue;
  full: boolean;
}

const isFull = (t: CoreCatalogue | Catalogue): t is Catalogue => 'auth' in t;

let state: CatalogueState = { locale: DEFAULT_LOCALE, t: meCore as Catalogue, full: false };
const listeners = new Set<() => void>();

function publish(next: CatalogueState): void {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Sets the starting language and texts before the first render (nothing re-renders). Texts the
 * store already holds whole for that language are kept: the page's loader may have completed
 * them before the provider starts.
 */
export function startCatalogue(locale: Locale, t: CoreCatalogue | Catalogue): void {
  if (state.locale === locale && state.full) return;
  state = { locale, t: t as Catalogue, full: isFull(t) };
}

export function catalogueSnapshot(): CatalogueState {
  return state;
}

export function subscribeCatalogue(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export async function ensureFullCatalogue(): Promise<void> {
  if (state.full) return;
  const { locale } = state;
  const t = await loadCatalogue(locale);
  if (state.locale === locale && !state.full) publish({ locale, t, full: true });
}

export async function switchCatalogue(locale: Locale): Promise<void> {
  const t = await loadCatalogue(locale);
  publish({ locale, t, full: true });
}
