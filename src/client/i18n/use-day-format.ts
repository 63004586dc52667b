import { useMemo } from 'react';
import { formatCalendarDay } from '#shared/i18n/date-format';
import { useI18n } from './i18n-context';

/** Calendar days ('YYYY-MM-DD') as emails and PDFs write them, with no day shift. */
export function useDayFormat(): (day: string) => string {
  const { locale } = useI18n();
  return useMemo(() => (day: string) => formatCalendarDay(day, locale), [locale]);
}
