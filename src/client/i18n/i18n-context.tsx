import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  LOCALE_TAGS,
  type Catalogue,
  type CoreCatalogue,
  type Locale,
} from '#shared/i18n/catalogue';
import {
  catalogueSnapshot,
  startCatalogue,
  subscribeCatalogue,
  switchCatalogue,
} from './catalogue-store';
import { rememberLocale } from './locale-choice';

export interface I18nValue {
  locale: Locale;
  t: Catalogue;
  setLocale(locale: Locale): void;
}

/** The language the app starts in, with its texts already loaded (main.tsx decides). */
export interface I18nStart {
  locale: Locale;
  t: CoreCatalogue | Catalogue;
}

const I18nContext = createContext<I18nValue | null>(null);

/**
 * The page's language. The Montenegrin core texts are bundled; another locale's texts are
 * fetched before the first render when the page starts in it, or when chosen, and the page
 * switches once they have arrived.
 */
export function I18nProvider({ children, start }: { children: ReactNode; start?: I18nStart }) {
  useState(() => {
    if (start) startCatalogue(start.locale, start.t);
  });
  const state = useSyncExternalStore(subscribeCatalogue, catalogueSnapshot, catalogueSnapshot);
  const setLocale = useCallback((next: Locale) => {
    rememberLocale(next);
    // A failed chunk load keeps the current language rather than breaking the page.
    switchCatalogue(next).catch(() => undefined);
  }, []);
  useEffect(() => {
    document.documentElement.lang = LOCALE_TAGS[state.locale];
    document.documentElement.dataset.locale = state.locale;
    // The installed app's name and descriptions follow the page's language.
    document
      .querySelector('link[rel="manifest"]')
      ?.setAttribute(
        'href',
        state.locale === 'en' ? '/manifest-en.webmanifest' : '/manifest.webmanifest',
      );
  }, [state.locale]);
  const value = useMemo(
    () => ({ locale: state.locale, t: state.t, setLocale }),
    [state.locale, state.t, setLocale],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** Gives a subtree a language of its own choosing (HydrateLater: the one its markup shows). */
export function I18nValueProvider({ value, children }: { value: I18nValue; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n must be used inside <I18nProvider>');
  return value;
}
