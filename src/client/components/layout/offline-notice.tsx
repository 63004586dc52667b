import { WifiOff } from 'lucide-react';
import { LOCALE_TAGS } from '#shared/i18n/catalogue';
import { fillTemplate } from '#shared/i18n/format';
import { useI18n } from '#client/i18n/i18n-context';
import { useOfflineState } from '#client/lib/offline-data';

/** The notice's id: buttons that need the network point at it to say why they are disabled. */
export const OFFLINE_NOTICE_ID = 'offline-notice';

/**
 * Shown while the page reads the copies kept on this device (no connection, or the server did not
 * answer): when they were fetched ("Podaci od …") and that changes to money wait for the network.
 */
export function OfflineNotice() {
  const { t, locale } = useI18n();
  const { offline, since } = useOfflineState();
  if (!offline) return null;
  const time = since
    ? new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(since)
    : null;
  return (
    <div
      id={OFFLINE_NOTICE_ID}
      role="status"
      data-testid="offline-notice"
      className="flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <WifiOff aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <div>
        <p className="font-semibold">
          {t.app.offlineTitle}
          {time && <> · {fillTemplate(t.app.offlineSince, { time })}</>}
        </p>
        <p className="mt-1 text-sm">{t.app.offlineText}</p>
      </div>
    </div>
  );
}

/** Props for a button that changes money: disabled offline, described by the offline notice. */
export function useNeedsNetwork(): { disabled: boolean; 'aria-describedby'?: string } {
  const { offline } = useOfflineState();
  return offline ? { disabled: true, 'aria-describedby': OFFLINE_NOTICE_ID } : { disabled: false };
}
