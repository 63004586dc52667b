// The notification centre's rows, the browsers' push subscriptions and the channel choices.
import { dueBy } from './outbox-repository';
import { sql, type Kysely } from 'kysely';
import type { Database, NotificationChannel, NotificationKind, PushStatus } from '../db/schema';

/** A channel's setting when the user never chose: push and email on, SMS off (it costs). */
export const CHANNEL_DEFAULTS: Record<NotificationChannel, boolean> = {
  push: true,
  email: true,
  sms: false,
};

export async function channelPreferences(
  db: Kysely<Database>,
  userId: string,
): Promise<Record<NotificationChannel, boolean>> {
  const rows = await db
    .selectFrom('notification_preferences')
    .select(['channel', 'enabled'])
    .where('user_id', '=', userId)
    .execute();
  const result = { ...CHANNEL_DEFAULTS };
  for (const row of rows) result[row.channel] = row.enabled;
  return result;
}

export async function saveChannelPreferences(
  db: Kysely<Database>,
  userId: string,
  choices: Partial<Record<NotificationChannel, boolean>>,
): Promise<void> {
  const rows = Object.entries(choices).map(([channel, enabled]) => ({
    user_id: userId,
    channel: channel as NotificationChannel,
    enabled: Boolean(enabled),
  }));
  if (rows.length === 0) return;
  await db
    .insertInto('notification_preferences')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['user_id', 'channel']).doUpdateSet({
        enabled: (eb) => eb.ref('excluded.enabled'),
        updated_at: new Date(),
      }),
    )
    .execute();
}

export async function hasPushSubscription(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertNotification(
  db: Kysely<Database>,
  row: {
    userId: string;
    kind: NotificationKind;
    params: object;
    url: string;
    push: boolean;
  },
): Promise<string> {
  const inserted = await db
    .insertInto('notifications')
    .values({
      user_id: row.userId,
      kind: row.kind,
      params: JSON.stringify(row.params),
      url: row.url,
      push_status: row.push ? 'pending' : 'none',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function listNotifications(db: Kysely<Database>, userId: string, limit: number) {
  return db
    .selectFrom('notifications')
    .select(['id', 'kind', 'params', 'url', 'read_at', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function countUnread(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks one of the user's notifications read; false when it is not theirs (or does not exist). */
export async function markRead(
  db: Kysely<Database>,
  userId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('notifications')
    .set({ read_at: sql<Date>`coalesce(read_at, ${now})` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function markAllRead(db: Kysely<Database>, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
}

/**
 * Saves a browser's subscription for the user. An endpoint is one browser profile: subscribing it
 * again (new keys, another account signed in there) replaces the old row.
 */
export async function upsertPushSubscription(
  db: Kysely<Database>,
  row: { userId: string; endpoint: string; p256dh: string; auth: string; locale: 'me' | 'en' },
): Promise<void> {
  await db
    .insertInto('push_subscriptions')
    .values({
      user_id: row.userId,
      endpoint: row.endpoint,
      p256dh: row.p256dh,
      auth: row.auth,
      locale: row.locale,
    })
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({
        user_id: row.userId,
        p256dh: row.p256dh,
        auth: row.auth,
        locale: row.locale,
      }),
    )
    .execute();
}

export async function deletePushSubscription(
  db: Kysely<Database>,
  userId: string,
  endpoint: string,
): Promise<void> {
  await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .execute();
}

export async function deleteSubscriptionById(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

export async function subscriptionsOf(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('push_subscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth', 'locale'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/**
 * Claims due pushes in one short transaction (FOR UPDATE SKIP LOCKED) and leases them until
 * `leaseUntil`, so another process does not send them while this one does.
 */
export async function claimDuePushes(
  db: Kysely<Database>,
  now: Date,
  limit: number,
  leaseUntil: Date,
) {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('notifications')
      .select(['id', 'user_id', 'kind', 'params', 'url', 'push_attempts'])
      .where('push_status', '=', 'pending')
      .where('push_next_attempt_at', '<=', dueBy(now))
      .orderBy('push_next_attempt_at')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length > 0) {
      await trx
        .updateTable('notifications')
        .set({ push_next_attempt_at: leaseUntil })
        .where(
          'id',
          'in',
          due.map((row) => row.id),
        )
        .execute();
    }
    return due;
  });
}

export async function recordPushOutcome(
  db: Kysely<Database>,
  id: string,
  outcome: { status: PushStatus; attempts: number; nextAttemptAt: Date },
): Promise<void> {
  await db
    .updateTable('notifications')
    .set({
      push_status: outcome.status,
      push_attempts: outcome.attempts,
      push_next_attempt_at: outcome.nextAttemptAt,
    })
    .where('id', '=', id)
    .execute();
}

/** The stored VAPID pair, made by `generate` the first time (one row; a racing insert loses). */
export async function storedVapidKeys(
  db: Kysely<Database>,
  generate: () => { publicKey: string; privateKey: string },
): Promise<{ publicKey: string; privateKey: string }> {
  const existing = await db
    .selectFrom('vapid_keys')
    .select(['public_key', 'private_key'])
    .executeTakeFirst();
  if (!existing) {
    const keys = generate();
    await db
      .insertInto('vapid_keys')
      .values({ public_key: keys.publicKey, private_key: keys.privateKey })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
  const row = await db
    .selectFrom('vapid_keys')
    .select(['public_key', 'private_key'])
    .executeTakeFirstOrThrow();
  return { publicKey: row.public_key, privateKey: row.private_key };
}
