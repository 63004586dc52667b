import { useMemo } from 'react';
import { LOCALE_TAGS } from '../../shared/i18n/catalogue';
import { fromCalendarDay } from '../../shared/dates';
import { useI18n } from './i18n-context';

/** Calendar days ('YYYY-MM-DD') as local dates: parsed at local midnight so no day shifts. */
export function useDayFormat(): (day: string) => string {
  const { locale } = useI18n();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium' });
    return (day: string) => format.format(fromCalendarDay(day));
  }, [locale]);
}
