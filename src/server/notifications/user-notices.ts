import type { Kysely } from 'kysely';
import type { Database, NotificationKind } from '../db/schema';
import type { NoticeParams } from './notice-text';
import {
  channelPreferences,
  hasPushSubscription,
  insertNotification,
} from './notification-repository';

/** What happened, for whom, and where tapping it leads (a path inside the app). */
export interface UserNotice {
  userId: string;
  kind: NotificationKind;
  params: NoticeParams;
  url: string;
}

/** Where a reminder leads: the dashboard with that plan's pay dialog open. */
export function payDialogPath(orderId: string): string {
  return `/dashboard?plan=${encodeURIComponent(orderId)}&pay=1`;
}

/**
 * Every notice lands in the notification centre, so nothing depends on the browser's permission;
 * it is also queued for push when the user has push on and a subscribed browser.
 */
export async function notifyUser(db: Kysely<Database>, notice: UserNotice): Promise<void> {
  const push =
    (await channelPreferences(db, notice.userId)).push &&
    (await hasPushSubscription(db, notice.userId));
  await insertNotification(db, {
    userId: notice.userId,
    kind: notice.kind,
    params: notice.params,
    url: notice.url,
    push,
  });
}
