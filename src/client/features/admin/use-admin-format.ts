import { useMemo } from 'react';
import { LOCALE_TAGS } from '#shared/i18n/catalogue';
import { MONEY_LOCALES } from '#shared/i18n/money-locale';
import { formatEur } from '#shared/money';
import { useI18n } from '#client/i18n/i18n-context';

/** Dates and money in the page's locale ("1.234,56 €", "12. 3. 2026. 14:05"). */
export function useAdminFormat() {
  const { locale } = useI18n();
  return useMemo(() => {
    const tag = LOCALE_TAGS[locale];
    const date = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' });
    const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
    const number = new Intl.NumberFormat(tag);
    return {
      date: (iso: string) => date.format(new Date(iso)),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      money: (cents: number) => formatEur(cents, MONEY_LOCALES[locale]),
      moneyWhole: (cents: number) =>
        formatEur(cents, MONEY_LOCALES[locale], { hideZeroCents: true }),
      number: (n: number) => number.format(n),
    };
  }, [locale]);
}
