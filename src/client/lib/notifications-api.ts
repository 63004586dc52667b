// The notification centre and notification settings, as the bell and the profile use them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '#shared/i18n/catalogue';
import type { NotificationPreferences, NotificationsAnswer } from '#shared/notifications';
import { apiFetch } from './api-client';

export const NOTIFICATIONS_QUERY_KEY = ['me', 'notifications'] as const;
const UNREAD_QUERY_KEY = ['me', 'notifications', 'unread'] as const;
const PREFERENCES_QUERY_KEY = ['me', 'notifications', 'preferences'] as const;

/** The bell's count: asked again every minute and whenever the tab comes back. */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: UNREAD_QUERY_KEY,
    queryFn: () => apiFetch<{ unread: number }>('/me/notifications/unread-count'),
    enabled,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}

/** The list, worded in the page's language. */
export function useNotifications(locale: Locale, enabled: boolean) {
  return useQuery({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'list', locale],
    queryFn: () =>
      apiFetch<NotificationsAnswer>('/me/notifications', {
        headers: { 'x-narate-locale': locale },
      }),
    enabled,
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | 'all') =>
      id === 'all'
        ? apiFetch<void>('/me/notifications/read-all', { method: 'POST', body: {} })
        : apiFetch<void>(`/me/notifications/${encodeURIComponent(id)}/read`, {
            method: 'POST',
            body: {},
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}

export function useNotificationPreferences() {
  return useQuery({
    queryKey: PREFERENCES_QUERY_KEY,
    queryFn: () => apiFetch<NotificationPreferences>('/me/notifications/preferences'),
  });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choices: Partial<NotificationPreferences>) =>
      apiFetch<NotificationPreferences>('/me/notifications/preferences', {
        method: 'PUT',
        body: choices,
      }),
    onSuccess: (saved) => queryClient.setQueryData(PREFERENCES_QUERY_KEY, saved),
  });
}
