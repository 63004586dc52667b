import { useEffect, useRef } from 'react';
import { LOCALE_NAMES, LOCALES, isLocale } from '#shared/i18n/catalogue';
import { useI18n } from '#client/i18n/i18n-context';

/** The Montenegrin / English switch: on the dark footer, or on a light header. */
export function LanguageSelect({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t, locale, setLocale } = useI18n();
  const select = useRef<HTMLSelectElement>(null);
  // On a prerendered page the switch can be changed before the app has taken over (hydration
  // leaves the chosen option as it is): the choice made then is applied once the app runs.
  useEffect(() => {
    const chosen = select.current?.value;
    if (chosen && chosen !== locale && isLocale(chosen)) setLocale(chosen);
    // Only the value found when the app takes over; later changes go through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <label
      className={`flex items-center gap-2 text-sm ${tone === 'dark' ? 'text-slate-300' : 'text-slate-700'}`}
    >
      {t.shell.footer.language}
      <select
        ref={select}
        // The browser must not bring back an old choice on reload: the page's language decides.
        autoComplete="off"
        value={locale}
        onChange={(e) => isLocale(e.target.value) && setLocale(e.target.value)}
        className={`min-h-11 rounded-md border px-3 py-1 ${
          tone === 'dark'
            ? 'border-slate-600 bg-slate-800 text-white'
            : 'border-slate-300 bg-white text-slate-900'
        }`}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
