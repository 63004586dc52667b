import { useMemo } from 'react';
import { LOCALE_TAGS } from '#shared/i18n/catalogue';
import { formatEur, type FormatEurOptions } from '#shared/money';
import { useI18n } from './i18n-context';

/** Money and dates in the current locale: "1.234,56 €" and "23. 11. 2026." in Montenegrin. */
export function useFormatters() {
  const { locale } = useI18n();
  return useMemo(() => {
    const dates = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium' });
    return {
      money: (cents: number, options?: FormatEurOptions) =>
        formatEur(cents, locale === 'me' ? 'sr-Latn-ME' : 'en', options),
      date: (iso: string) => dates.format(new Date(iso)),
    };
  }, [locale]);
}
