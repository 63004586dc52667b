import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '#shared/i18n/catalogue';
import type { PaymentCalendarView, StatementMonthsView } from '#shared/payment-calendar';
import { apiFetch } from '#client/lib/api-client';

// Under ['me', …]: a payment invalidates everything the dashboard shows, the calendar included.
export const paymentCalendarQueryOptions = queryOptions({
  queryKey: ['me', 'payment-calendar'],
  queryFn: () => apiFetch<PaymentCalendarView>('/me/payment-calendar'),
});

export function usePaymentCalendar() {
  return useQuery(paymentCalendarQueryOptions);
}

export function useStatementMonths() {
  return useQuery({
    queryKey: ['me', 'statements'],
    queryFn: () => apiFetch<StatementMonthsView>('/me/statements'),
  });
}

/** The download address of one month's statement, in the page's language. */
export function statementHref(month: string, format: 'pdf' | 'csv', locale: Locale): string {
  return `/api/me/statements/${encodeURIComponent(month)}.${format}?locale=${locale}`;
}
