// The notification centre's answers, defined once in zod and held to the shared types the page
// reads: Fastify writes every answer through them.
import { z } from 'zod';
import type {
  NotificationKindName,
  NotificationPreferences,
  NotificationsAnswer,
} from '#shared/notifications';

const KINDS = [
  'reminder',
  'payment_received',
  'refund_received',
  'review_approved',
  'autopay_failed',
] as const satisfies readonly NotificationKindName[];

export const NotificationsListAnswer = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(KINDS),
      title: z.string(),
      body: z.string(),
      url: z.string(),
      read: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  unread: z.int(),
}) satisfies z.ZodType<NotificationsAnswer>;

export const UnreadAnswer = z.object({ unread: z.int() });

export const PreferencesAnswer = z.object({
  push: z.boolean(),
  email: z.boolean(),
  sms: z.boolean(),
}) satisfies z.ZodType<NotificationPreferences>;

export const VapidKeyAnswer = z.object({ publicKey: z.string() });

/** Any id in the path: a malformed one answers 404 like an unknown one (pathId). */
export const IdParams = z.object({ id: z.string() });
