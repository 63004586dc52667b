import { DEFAULT_LOCALE, isLocale, type Locale } from './catalogue';

/**
 * How a request picks its language, the same on the server (which sends the prerendered page in
 * that language) and in the browser:
 * 1. `?lang=en` / `?lang=me` in the address: a link to one language (search engines index
 *    these, and the hreflang links point at them);
 * 2. otherwise the `narate_locale` cookie the footer's language switch sets;
 * 3. otherwise Montenegrin.
 */
export const LOCALE_QUERY_PARAM = 'lang';
export const LOCALE_COOKIE = 'narate_locale';
/** A year: the choice outlives the browser session. */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function chooseLocale(queryValue: unknown, cookieValue: unknown): Locale {
  if (isLocale(queryValue)) return queryValue;
  if (isLocale(cookieValue)) return cookieValue;
  return DEFAULT_LOCALE;
}

/** The address of a page in one language: the default language needs no parameter. */
export function localizedPath(pathname: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? pathname : `${pathname}?${LOCALE_QUERY_PARAM}=${locale}`;
}
