import { admin as enAdmin } from './en/admin';
import { pages as enPages } from './en/pages';
import { partners as enPartners } from './en/partners';
import { shell as enShell } from './en/shell';
import { admin as meAdmin } from './me/admin';
import { pages as mePages } from './me/pages';
import { partners as mePartners } from './me/partners';
import { shell as meShell } from './me/shell';

/**
 * Every UI string, by locale. Montenegrin (Latin) is the default; English mirrors its shape, so
 * a missing translation is a type error. Add a section by adding one file to me/ and en/.
 */
const me = { shell: meShell, pages: mePages, partners: mePartners, admin: meAdmin };
export type Catalogue = typeof me;
const en: Catalogue = { shell: enShell, pages: enPages, partners: enPartners, admin: enAdmin };

export const LOCALES = ['me', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'me';

/** BCP 47 tags for `<html lang>` and Intl formatting. */
export const LOCALE_TAGS: Record<Locale, string> = { me: 'sr-Latn-ME', en: 'en' };
export const LOCALE_NAMES: Record<Locale, string> = { me: 'Crnogorski', en: 'English' };

export const catalogues: Record<Locale, Catalogue> = { me, en };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
