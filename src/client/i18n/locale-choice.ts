import { DEFAULT_LOCALE, isLocale, type Locale } from '#shared/i18n/catalogue';
import {
  chooseLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  LOCALE_QUERY_PARAM,
} from '#shared/i18n/locale-choice';

function cookieLocale(): string | undefined {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`));
  return match?.[1];
}

/**
 * The language the page starts in. A prerendered page is already written in the language the
 * server chose (`data-locale` on <html>), and hydration must render exactly that; otherwise the
 * address and then the cookie decide, as on the server (see shared/i18n/locale-choice).
 */
export function startingLocale(): Locale {
  const rendered = document.documentElement.dataset.locale;
  if (isLocale(rendered)) return rendered;
  const query = new URLSearchParams(window.location.search).get(LOCALE_QUERY_PARAM);
  return chooseLocale(query, cookieLocale());
}

/** Remembers the switch's choice for the server (cookie) and keeps an explicit ?lang= in step. */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
  const url = new URL(window.location.href);
  if (url.searchParams.has(LOCALE_QUERY_PARAM)) {
    if (locale === DEFAULT_LOCALE) url.searchParams.delete(LOCALE_QUERY_PARAM);
    else url.searchParams.set(LOCALE_QUERY_PARAM, locale);
    // The router's own entry (its state) stays; only the visible address changes.
    window.history.replaceState(window.history.state, '', url);
  }
}
