import { LOCALE_NAMES, LOCALES, isLocale } from '../../../shared/i18n/catalogue';
import { useI18n } from '../../i18n/i18n-context';

/** The Montenegrin / English switch: on the dark footer, or on a light header. */
export function LanguageSelect({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t, locale, setLocale } = useI18n();
  return (
    <label
      className={`flex items-center gap-2 text-sm ${tone === 'dark' ? 'text-slate-300' : 'text-slate-700'}`}
    >
      {t.shell.footer.language}
      <select
        value={locale}
        onChange={(e) => isLocale(e.target.value) && setLocale(e.target.value)}
        className={`rounded-md border px-2 py-1 ${
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
