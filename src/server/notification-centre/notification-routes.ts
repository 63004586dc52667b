// The signed-in user's notification centre, channel choices and push subscriptions (/api/me/…).
// Every route reads and changes only the signed-in user's own rows.
import type { FastifyInstance } from 'fastify';
import {
  PreferencesSchema,
  PushSubscriptionSchema,
  PushUnsubscribeSchema,
  type NotificationPreferences,
  type NotificationsAnswer,
} from '#shared/notifications';
import { requireUser } from '../auth/permissions';
import { HttpError, notFound } from '../http/errors';
import { noStore } from '../http/no-store';
import { documented, errorSchema, jsonSchemaOf } from '../http/openapi';
import { pathId } from '../http/path-id';
import { requestLocale } from '../http/request-locale';
import { parseWith } from '../http/validate';
import { noticeText } from '../notifications/notice-text';
import {
  channelPreferences,
  countUnread,
  deletePushSubscription,
  listNotifications,
  markAllRead,
  markRead,
  saveChannelPreferences,
  upsertPushSubscription,
} from '../notifications/notification-repository';
import { pushEndpointProblem, vapidKeys } from './push-delivery';

const tags = ['notifications'];
const security = [{ session: [] }];
const LIST_LIMIT = 50;

export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', noStore);

  app.get(
    '/me/notifications',
    documented({ tags, security, summary: 'My latest notifications and how many are unread' }),
    async (request): Promise<NotificationsAnswer> => {
      const user = await requireUser(request);
      const locale = requestLocale(request);
      const rows = await listNotifications(app.db, user.id, LIST_LIMIT);
      return {
        items: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          ...noticeText(row.kind, row.params, locale),
          url: row.url,
          read: row.read_at !== null,
          createdAt: row.created_at.toISOString(),
        })),
        unread: await countUnread(app.db, user.id),
      };
    },
  );

  app.get(
    '/me/notifications/unread-count',
    documented({ tags, security, summary: 'How many of my notifications are unread (the bell)' }),
    async (request) => {
      const user = await requireUser(request);
      return { unread: await countUnread(app.db, user.id) };
    },
  );

  app.post(
    '/me/notifications/:id/read',
    documented({
      tags,
      security,
      summary: 'Mark one notification read',
      response: { 404: errorSchema },
    }),
    async (request, reply) => {
      const user = await requireUser(request);
      const id = pathId(request.params, 'uuid');
      if (!(await markRead(app.db, user.id, id, new Date()))) throw notFound();
      return reply.status(204).send();
    },
  );

  app.post(
    '/me/notifications/read-all',
    documented({ tags, security, summary: 'Mark all my notifications read' }),
    async (request, reply) => {
      const user = await requireUser(request);
      await markAllRead(app.db, user.id, new Date());
      return reply.status(204).send();
    },
  );

  app.get(
    '/me/notifications/preferences',
    documented({ tags, security, summary: 'My notification channels (push, email, SMS)' }),
    async (request): Promise<NotificationPreferences> => {
      const user = await requireUser(request);
      return channelPreferences(app.db, user.id);
    },
  );

  app.put(
    '/me/notifications/preferences',
    documented({
      tags,
      security,
      summary: 'Turn notification channels on or off',
      description:
        'Any of push, email (reminders; receipts and agreements are always emailed) and sms (a reminder the day before a due date). Notifications always reach the notification centre.',
      body: jsonSchemaOf(PreferencesSchema),
      response: { 400: errorSchema },
    }),
    async (request): Promise<NotificationPreferences> => {
      const user = await requireUser(request);
      const input = parseWith(PreferencesSchema, request.body);
      await saveChannelPreferences(app.db, user.id, input);
      return channelPreferences(app.db, user.id);
    },
  );

  app.get(
    '/me/push/vapid-public-key',
    documented({ tags, security, summary: 'The key browsers subscribe to NaRate push with' }),
    async (request) => {
      await requireUser(request);
      return { publicKey: (await vapidKeys(app)).publicKey };
    },
  );

  app.post(
    '/me/push-subscriptions',
    documented({
      tags,
      security,
      summary: "Subscribe this browser to push (PushSubscription.toJSON() and the page's locale)",
      body: jsonSchemaOf(PushSubscriptionSchema),
      response: { 400: errorSchema },
    }),
    async (request, reply) => {
      const user = await requireUser(request);
      const input = parseWith(PushSubscriptionSchema, request.body);
      if (pushEndpointProblem(input.endpoint, app.config.pushAllowPrivateEndpoints) !== null) {
        throw new HttpError(400, 'push_endpoint_refused');
      }
      await upsertPushSubscription(app.db, {
        userId: user.id,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        locale: input.locale ?? requestLocale(request),
      });
      return reply.status(204).send();
    },
  );

  app.delete(
    '/me/push-subscriptions',
    documented({
      tags,
      security,
      summary: 'Unsubscribe a browser from push',
      body: jsonSchemaOf(PushUnsubscribeSchema),
      response: { 400: errorSchema },
    }),
    async (request, reply) => {
      const user = await requireUser(request);
      const input = parseWith(PushUnsubscribeSchema, request.body);
      await deletePushSubscription(app.db, user.id, input.endpoint);
      return reply.status(204).send();
    },
  );
}
