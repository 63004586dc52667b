import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
  DEFAULT_LOCALE,
  isLocale,
  loadCatalogue,
  LOCALE_TAGS,
  type Catalogue,
  type Locale,
} from '../../shared/i18n/catalogue';
import { me } from '../../shared/i18n/me';

const STORAGE_KEY = 'narate.locale';

interface I18nValue {
  locale: Locale;
  t: Catalogue;
  setLocale(locale: Locale): void;
}

const I18nContext = createContext<I18nValue | null>(null);

function storedLocale(): Locale {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/**
 * The page's language. Montenegrin is bundled; another locale's catalogue is fetched when chosen
 * (or remembered from last time), and the page switches once it has arrived.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ locale: Locale; t: Catalogue }>({
    locale: DEFAULT_LOCALE,
    t: me,
  });
  const setLocale = useCallback((next: Locale) => {
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    void loadCatalogue(next).then(
      (t) => setState({ locale: next, t }),
      // A failed chunk load keeps the current language rather than breaking the page.
      () => undefined,
    );
  }, []);
  useEffect(() => {
    const remembered = storedLocale();
    if (remembered !== DEFAULT_LOCALE) setLocale(remembered);
  }, [setLocale]);
  useEffect(() => {
    document.documentElement.lang = LOCALE_TAGS[state.locale];
  }, [state.locale]);
  const value = useMemo(() => ({ ...state, setLocale }), [state, setLocale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n must be used inside <I18nProvider>');
  return value;
}
