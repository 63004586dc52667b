// The signed-in user's notification centre, channel choices and push subscriptions (/api/me/…).
// Every route reads and changes only the signed-in user's own rows.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PreferencesSchema,
  PushSubscriptionSchema,
  PushUnsubscribeSchema,
  type NotificationPreferences,
  type NotificationsAnswer,
} from '#shared/notifications';
import { requireUser, signedInFirst } from '../auth/permissions';
import { HttpError, notFound } from '../http/errors';
import { noStore } from '../http/no-store';
import { pathId } from '../http/path-id';
import { requestLocale } from '../http/request-locale';
import { ErrorAnswer, registerZodSchemas } from '../http/zod-routes';
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
import {
  IdParams,
  NotificationsListAnswer,
  PreferencesAnswer,
  UnreadAnswer,
  VapidKeyAnswer,
} from './contract';
import { pushEndpointProblem, vapidKeys } from './push-delivery';

const tags = ['notifications'];
const security = [{ session: [] }];
const LIST_LIMIT = 50;

const NO_CONTENT = z.void();
const signedIn = { 401: ErrorAnswer };

/** A route of this file: its docs, request parts and answers, defined in zod. */
function route<S extends object>(schema: S) {
  return { schema: { tags, security, ...schema } };
}

export async function notificationRoutes(instance: FastifyInstance): Promise<void> {
  registerZodSchemas(instance);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', noStore);

  app.get(
    '/me/notifications',
    route({
      summary: 'My latest notifications and how many are unread',
      response: { 200: NotificationsListAnswer, ...signedIn },
    }),
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
    route({
      summary: 'How many of my notifications are unread (the bell)',
      response: { 200: UnreadAnswer, ...signedIn },
    }),
    async (request) => {
      const user = await requireUser(request);
      return { unread: await countUnread(app.db, user.id) };
    },
  );

  app.post(
    '/me/notifications/:id/read',
    route({
      summary: 'Mark one notification read',
      params: IdParams,
      response: { 204: NO_CONTENT, ...signedIn, 404: ErrorAnswer },
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
    route({
      summary: 'Mark all my notifications read',
      response: { 204: NO_CONTENT, ...signedIn },
    }),
    async (request, reply) => {
      const user = await requireUser(request);
      await markAllRead(app.db, user.id, new Date());
      return reply.status(204).send();
    },
  );

  app.get(
    '/me/notifications/preferences',
    route({
      summary: 'My notification channels (push, email, SMS)',
      response: { 200: PreferencesAnswer, ...signedIn },
    }),
    async (request): Promise<NotificationPreferences> => {
      const user = await requireUser(request);
      return channelPreferences(app.db, user.id);
    },
  );

  app.put(
    '/me/notifications/preferences',
    {
      ...route({
        summary: 'Turn notification channels on or off',
        description:
          'Any of push, email (reminders; receipts and agreements are always emailed) and sms (a reminder the day before a due date). Notifications always reach the notification centre.',
        body: PreferencesSchema,
        response: { 200: PreferencesAnswer, 400: ErrorAnswer, ...signedIn },
      }),
      preValidation: signedInFirst,
    },
    async (request): Promise<NotificationPreferences> => {
      const user = await requireUser(request);
      const input = request.body;
      await saveChannelPreferences(app.db, user.id, input);
      return channelPreferences(app.db, user.id);
    },
  );

  app.get(
    '/me/push/vapid-public-key',
    route({
      summary: 'The key browsers subscribe to NaRate push with',
      response: { 200: VapidKeyAnswer, ...signedIn },
    }),
    async (request) => {
      await requireUser(request);
      return { publicKey: (await vapidKeys(app)).publicKey };
    },
  );

  app.post(
    '/me/push-subscriptions',
    {
      ...route({
        summary: "Subscribe this browser to push (PushSubscription.toJSON() and the page's locale)",
        body: PushSubscriptionSchema,
        response: { 204: NO_CONTENT, 400: ErrorAnswer, ...signedIn },
      }),
      preValidation: signedInFirst,
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const input = request.body;
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
    {
      ...route({
        summary: 'Unsubscribe a browser from push',
        body: PushUnsubscribeSchema,
        response: { 204: NO_CONTENT, 400: ErrorAnswer, ...signedIn },
      }),
      preValidation: signedInFirst,
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const input = request.body;
      await deletePushSubscription(app.db, user.id, input.endpoint);
      return reply.status(204).send();
    },
  );
}
