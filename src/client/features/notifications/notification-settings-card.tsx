import { BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Card } from '#client/components/ui/card';
import { Checkbox } from '#client/components/ui/checkbox';
import { useI18n } from '#client/i18n/i18n-context';
import {
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from '#client/lib/notifications-api';
import {
  currentPushSubscription,
  notificationPermission,
  subscribeToPush,
  unsubscribeFromPush,
} from '#client/lib/push-subscription';
import { toast } from '#client/lib/toast';

/**
 * "Obavještenja" in the profile: the switch that subscribes this device to push (it asks the
 * browser's permission, then subscribes through the service worker with NaRate's VAPID key), and
 * the email and SMS reminder choices. Notifications reach the bell whatever is chosen here.
 */
export function NotificationSettingsCard() {
  const { t, locale } = useI18n();
  const s = t.notifications.settings;
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const permission = notificationPermission();

  useEffect(() => {
    let live = true;
    currentPushSubscription()
      .then((subscription) => live && setSubscribed(subscription !== null))
      .catch(() => live && setSubscribed(false));
    return () => {
      live = false;
    };
  }, []);

  const pushOn = Boolean(subscribed && preferences.data?.push);

  const togglePush = async () => {
    setBusy(true);
    setProblem(null);
    try {
      if (pushOn) {
        await unsubscribeFromPush();
        setSubscribed(false);
      } else {
        const outcome = await subscribeToPush(locale);
        if (outcome === 'subscribed') {
          setSubscribed(true);
          if (!preferences.data?.push) await save.mutateAsync({ push: true });
          toast.success(s.saved);
        } else {
          setProblem(
            outcome === 'denied'
              ? s.pushDenied
              : outcome === 'unsupported'
                ? s.pushUnsupported
                : s.pushFailed,
          );
        }
      }
    } catch {
      setProblem(s.pushFailed);
    } finally {
      setBusy(false);
    }
  };

  const choose = (channel: 'email' | 'sms', enabled: boolean) =>
    save.mutate(
      { [channel]: enabled },
      {
        onSuccess: () => toast.success(s.saved),
        onError: () => toast.error(s.pushFailed),
      },
    );

  return (
    <Card className="space-y-4 p-4 md:p-6" data-testid="notification-settings">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <BellRing aria-hidden="true" className="h-5 w-5" />
        {s.title}
      </h2>
      <p className="text-sm text-slate-700">{s.intro}</p>
      <div className="flex items-start justify-between gap-4">
        <div>
          <p id="push-switch-label" className="font-medium text-slate-900">
            {s.pushSwitch}
          </p>
          <p id="push-switch-hint" className="text-sm text-slate-700">
            {s.pushHint}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={pushOn}
          aria-labelledby="push-switch-label"
          aria-describedby="push-switch-hint"
          disabled={busy || subscribed === null || permission === 'unsupported'}
          onClick={() => void togglePush()}
          className={`relative inline-flex h-8 w-14 shrink-0 items-center rounded-full transition-colors disabled:opacity-60 ${pushOn ? 'bg-brand-700' : 'bg-slate-400'}`}
        >
          <span
            aria-hidden="true"
            className={`inline-block h-6 w-6 rounded-full bg-white shadow transition-transform ${pushOn ? 'translate-x-7' : 'translate-x-1'}`}
          />
        </button>
      </div>
      {(problem || permission === 'unsupported' || permission === 'denied') && (
        <p role="status" className="text-sm text-amber-900">
          {problem ?? (permission === 'unsupported' ? s.pushUnsupported : s.pushDenied)}
        </p>
      )}
      {preferences.data && (
        <div className="space-y-3 border-t border-slate-200 pt-3">
          <Checkbox
            label={
              <>
                {s.email}
                <span className="block text-slate-600">{s.emailHint}</span>
              </>
            }
            checked={preferences.data.email}
            onChange={(event) => choose('email', event.currentTarget.checked)}
          />
          <Checkbox
            label={s.sms}
            checked={preferences.data.sms}
            onChange={(event) => choose('sms', event.currentTarget.checked)}
          />
        </div>
      )}
    </Card>
  );
}
