import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useMemo, useState } from 'react';
import { LOCALE_TAGS } from '#shared/i18n/catalogue';
import { fillTemplate } from '#shared/i18n/format';
import type { SessionView } from '#shared/sessions';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { Spinner } from '#client/components/ui/spinner';
import { useI18n } from '#client/i18n/i18n-context';
import { toast } from '#client/lib/toast';
import { useEndSession, useSessions, useSignOutOthers } from '../api/sessions';

/**
 * "Prijavljeni uređaji": every session of the account with its device, address and times; any
 * other device can be signed out, or all of them at once after a confirmation. This browser's
 * own session is marked and left to the usual sign-out.
 */
export function SessionsCard() {
  const { t, locale } = useI18n();
  const s = t.dashboard.sessions;
  const sessions = useSessions();
  const end = useEndSession();
  const others = useSignOutOthers();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const when = useMemo(
    () => new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium', timeStyle: 'short' }),
    [locale],
  );
  const list = sessions.data?.sessions ?? [];
  const otherCount = list.filter((session) => !session.current).length;

  const signOut = (session: SessionView) =>
    end.mutate(session.id, {
      onSuccess: () => toast.success(s.signedOut),
      onError: () => toast.error(s.failed),
    });

  return (
    <Card role="region" className="space-y-4" aria-labelledby="sessions-title">
      <h2 id="sessions-title" className="text-lg font-semibold text-slate-900">
        {s.title}
      </h2>
      <p className="text-sm text-slate-700">{s.text}</p>
      {sessions.isPending ? (
        <Spinner label={s.loading} className="py-4" />
      ) : sessions.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {s.loadFailed}
        </p>
      ) : (
        <ul className="divide-y divide-slate-200" aria-busy={end.isPending || others.isPending}>
          {list.map((session) => {
            const device = session.device ?? s.unknownDevice;
            return (
              <li key={session.id} className="flex flex-wrap items-start gap-3 py-3">
                <MonitorSmartphone aria-hidden="true" className="mt-0.5 h-5 w-5 text-slate-500" />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                    {device}
                    {session.current && <Badge tone="success">{s.current}</Badge>}
                  </p>
                  <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-slate-600">
                    <dt>{s.signedIn}:</dt>
                    <dd>{when.format(new Date(session.createdAt))}</dd>
                    <dt>{s.lastSeen}:</dt>
                    <dd>{when.format(new Date(session.lastSeenAt))}</dd>
                    {session.ip && (
                      <>
                        <dt>{s.address}:</dt>
                        <dd>{session.ip}</dd>
                      </>
                    )}
                  </dl>
                </div>
                {!session.current && (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={end.isPending}
                    aria-label={fillTemplate(s.signOutLabel, { device })}
                    onClick={() => signOut(session)}
                  >
                    <LogOut aria-hidden="true" className="h-4 w-4" />
                    {s.signOut}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {sessions.isSuccess && otherCount === 0 && (
        <p className="text-sm text-slate-600">{s.empty}</p>
      )}
      {otherCount > 0 && (
        <Button variant="destructive" onClick={() => setConfirmOpen(true)}>
          <LogOut aria-hidden="true" className="h-4 w-4" />
          {s.signOutOthers}
        </Button>
      )}
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={s.confirmTitle}
        description={s.confirmText}
        confirmLabel={s.confirm}
        cancelLabel={s.cancel}
        closeLabel={t.auth.common.close}
        pending={others.isPending}
        onConfirm={() =>
          others.mutate(undefined, {
            onSuccess: () => {
              setConfirmOpen(false);
              toast.success(s.signedOutOthers);
            },
            onError: () => toast.error(s.failed),
          })
        }
      />
    </Card>
  );
}
