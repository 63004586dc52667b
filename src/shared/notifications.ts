// The notification centre and push settings, as the page and the API see them.
import { z } from 'zod';

export type NotificationKindName =
  'reminder' | 'payment_received' | 'refund_received' | 'review_approved' | 'autopay_failed';

export interface NotificationView {
  id: string;
  kind: NotificationKindName;
  title: string;
  body: string;
  /** A path inside the app. */
  url: string;
  read: boolean;
  createdAt: string;
}

/** GET /api/me/notifications */
export interface NotificationsAnswer {
  items: NotificationView[];
  unread: number;
}

export interface NotificationPreferences {
  push: boolean;
  email: boolean;
  sms: boolean;
}

export const NOTIFICATION_MESSAGES = {
  preferences: 'Izaberi da li je kanal uključen.',
  endpoint: 'Adresa pretplate mora biti https:// adresa servisa za obavještenja.',
  keys: 'Ključevi pretplate nedostaju ili nisu ispravni.',
} as const;

/** PUT /api/me/notifications/preferences: any of the channels. */
export const PreferencesSchema = z
  .object({
    push: z.boolean({ error: NOTIFICATION_MESSAGES.preferences }),
    email: z.boolean({ error: NOTIFICATION_MESSAGES.preferences }),
    sms: z.boolean({ error: NOTIFICATION_MESSAGES.preferences }),
  })
  .partial();

const base64url = (max: number) =>
  z
    .string({ error: NOTIFICATION_MESSAGES.keys })
    .regex(/^[A-Za-z0-9_-]+=*$/, NOTIFICATION_MESSAGES.keys)
    .max(max, NOTIFICATION_MESSAGES.keys);

/** POST /api/me/push-subscriptions: PushSubscription.toJSON() and the page's language. */
export const PushSubscriptionSchema = z.object({
  endpoint: z
    .string({ error: NOTIFICATION_MESSAGES.endpoint })
    .max(2000, NOTIFICATION_MESSAGES.endpoint)
    .regex(/^https?:\/\/\S+$/, NOTIFICATION_MESSAGES.endpoint),
  keys: z.object(
    {
      p256dh: base64url(200).min(80, NOTIFICATION_MESSAGES.keys),
      auth: base64url(100).min(16, NOTIFICATION_MESSAGES.keys),
    },
    { error: NOTIFICATION_MESSAGES.keys },
  ),
  locale: z.enum(['me', 'en']).optional(),
});

/** DELETE /api/me/push-subscriptions */
export const PushUnsubscribeSchema = z.object({
  endpoint: z
    .string({ error: NOTIFICATION_MESSAGES.endpoint })
    .max(2000, NOTIFICATION_MESSAGES.endpoint),
});
