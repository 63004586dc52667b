import type { Catalogue } from '../../../../shared/i18n/catalogue';

/** 'YYYY-MM' as the month's name and year ("mart 2030"), from the catalogue. */
export function monthLabel(t: Catalogue, month: string): string {
  const [year, index] = month.split('-');
  return `${t.calendar.monthNames[Number(index) - 1] ?? month} ${year}`;
}
