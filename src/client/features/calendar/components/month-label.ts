import type { Catalogue } from '#shared/i18n/catalogue';

/** 'YYYY-MM' as the month's name and year ("mart 2030"), from the catalogue. */
export function monthLabel(t: Catalogue, month: string): string {
  const [year, index] = month.split('-');
  return `${t.calendar.monthNames[Number(index) - 1] ?? month} ${year}`;
}

/** The month's label to start a line or a heading with ("Mart 2030"). */
export function monthHeading(t: Catalogue, month: string): string {
  const label = monthLabel(t, month);
  return label.charAt(0).toUpperCase() + label.slice(1);
}
