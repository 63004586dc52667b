import { QueryClientProvider } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { LOCALE_TAGS } from '#shared/i18n/catalogue';
import type { NotificationView } from '#shared/notifications';
import { useI18n } from '#client/i18n/i18n-context';
import { cn } from '#client/lib/cn';
import { useMarkRead, useNotifications, useUnreadCount } from '#client/lib/notifications-api';
import { queryClient } from '#client/lib/query-client';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Spinner } from '../ui/spinner';

/**
 * The notification centre: a bell with the unread count in the signed-in header, and the list in
 * a dialog. Opening a notification marks it read and goes where it points (a reminder opens the
 * plan's pay dialog); everything pushed to the phone is here too, permission or not.
 */
export function NotificationBell() {
  // The header sits outside the pages' query scope; the bell brings the shared cache along.
  return (
    <QueryClientProvider client={queryClient}>
      <BellWithList />
    </QueryClientProvider>
  );
}

function BellWithList() {
  const { t, locale } = useI18n();
  const n = t.notifications;
  const [open, setOpen] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  const unread = useUnreadCount(true);
  const list = useNotifications(locale, open);
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const count = open && list.data ? list.data.unread : (unread.data?.unread ?? 0);
  const when = useMemo(
    () => new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium', timeStyle: 'short' }),
    [locale],
  );

  const openItem = (item: NotificationView) => {
    if (!item.read) markRead.mutate(item.id, { onSettled: () => void unread.refetch() });
    setOpen(false);
    void navigate(item.url);
  };

  return (
    <>
      <button
        ref={bell}
        type="button"
        aria-label={n.bell(count)}
        data-testid="notification-bell"
        className="relative grid h-11 w-11 place-items-center rounded-md text-slate-800 hover:bg-slate-100"
        onClick={() => setOpen(true)}
      >
        <Bell aria-hidden="true" className="h-5 w-5" />
        {count > 0 && (
          <span
            aria-hidden="true"
            className="absolute right-1 top-1 grid h-5 min-w-5 place-items-center rounded-full bg-red-700 px-1 text-xs font-semibold text-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) void unread.refetch();
        }}
        title={n.title}
        closeLabel={n.close}
        returnFocusRef={bell}
      >
        {list.isPending ? (
          <Spinner label={n.title} />
        ) : list.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {n.loadFailed}
          </p>
        ) : list.data.items.length === 0 ? (
          <p className="text-sm text-slate-700">{n.empty}</p>
        ) : (
          <div className="space-y-3">
            {list.data.unread > 0 && (
              <Button
                variant="outline"
                size="sm"
                onClick={() => markRead.mutate('all', { onSettled: () => void unread.refetch() })}
              >
                {n.markAllRead}
              </Button>
            )}
            <ul className="divide-y divide-slate-200" data-testid="notification-list">
              {list.data.items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className={cn(
                      'block w-full rounded-md px-2 py-3 text-left hover:bg-slate-50',
                      !item.read && 'bg-brand-50',
                    )}
                    onClick={() => openItem(item)}
                  >
                    <span className="flex items-center gap-2 font-semibold text-slate-900">
                      {!item.read && (
                        <span className="h-2 w-2 shrink-0 rounded-full bg-brand-700">
                          <span className="sr-only">{n.unread}: </span>
                        </span>
                      )}
                      {item.title}
                    </span>
                    <span className="block text-sm text-slate-700">{item.body}</span>
                    <span className="block text-xs text-slate-600">
                      {when.format(new Date(item.createdAt))}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </Dialog>
    </>
  );
}
