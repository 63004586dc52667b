import { DEFAULT_LOCALE, isLocale, type Locale } from '../../shared/i18n/catalogue';
import {
  chooseLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  LOCALE_QUERY_PARAM,
} from '../../shared/i18n/locale-choice';

/** Older builds kept the choice here only; it still counts until the cookie is set. */
const LEGACY_STORAGE_KEY = 'narate.locale';

function cookieLocale(): string | undefined {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`));
  return match?.[1];
}

function legacyStoredLocale(): string | null {
  try {
    return window.localStorage.getItem(LEGACY_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The language the page starts in. A prerendered page is already written in the language the
 * server chose (`data-locale` on <html>), and hydration must render exactly that; otherwise the
 * address, the cookie and then an older stored choice decide (see shared/i18n/locale-choice).
 */
export function startingLocale(): Locale {
  const rendered = document.documentElement.dataset.locale;
  if (isLocale(rendered)) return rendered;
  const query = new URLSearchParams(window.location.search).get(LOCALE_QUERY_PARAM);
  return chooseLocale(query, cookieLocale() ?? legacyStoredLocale());
}

/** A choice stored before the cookie existed, to apply once the page is running. */
export function pendingLegacyLocale(): Locale | null {
  if (cookieLocale() !== undefined) return null;
  const stored = legacyStoredLocale();
  return isLocale(stored) && stored !== DEFAULT_LOCALE ? stored : null;
}

/** Remembers the switch's choice for the server (cookie) and keeps an explicit ?lang= in step. */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
  try {
    window.localStorage.removeItem(LEGACY_STORAGE_KEY);
  } catch {
    // Private mode: nothing was stored.
  }
  const url = new URL(window.location.href);
  if (url.searchParams.has(LOCALE_QUERY_PARAM)) {
    if (locale === DEFAULT_LOCALE) url.searchParams.delete(LOCALE_QUERY_PARAM);
    else url.searchParams.set(LOCALE_QUERY_PARAM, locale);
    // The router's own entry (its state) stays; only the visible address changes.
    window.history.replaceState(window.history.state, '', url);
  }
}
