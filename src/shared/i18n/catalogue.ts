import type { Catalogue } from './me';
import { core as meCore } from './me/core';

/**
 * Locales and how their catalogues load. Montenegrin (Latin) is the default and ships with the
 * first page; English is loaded only when chosen, so it costs nothing to everyone else.
 * Add a section by adding one file to me/ and en/ and listing it in both index files.
 */
export type { Catalogue } from './me';

export const LOCALES = ['me', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'me';

/** BCP 47 tags for `<html lang>` and Intl formatting. */
export const LOCALE_TAGS: Record<Locale, string> = { me: 'sr-Latn-ME', en: 'en' };
export const LOCALE_NAMES: Record<Locale, string> = { me: 'Crnogorski', en: 'English' };

export function loadCatalogue(locale: Locale): Promise<Catalogue> {
  return locale === 'en' ? import('./en').then((m) => m.en) : import('./me').then((m) => m.me);
}

/** The sections every page's shell and the landing page use; the rest can load later. */
export type CoreSection = 'calculator' | 'landing' | 'shell' | 'widgets';
/** The core sections, and of the page titles only the landing page's (the only page it has). */
export type CoreCatalogue = Pick<Catalogue, CoreSection> & {
  pages: Pick<Catalogue['pages'], 'home'>;
};

export function loadCoreCatalogue(locale: Locale): Promise<CoreCatalogue> {
  return locale === 'en' ? import('./en/core').then((m) => m.core) : Promise.resolve(meCore);
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
