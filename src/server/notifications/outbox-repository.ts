import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject?: string;
  text: string;
  html?: string;
}

/**
 * Every email and SMS is first a row in the outbox, written in the caller's transaction, so a
 * message exists exactly when the change that caused it was committed. With a transport it is
 * 'pending' until the delivery job sends it; without one it is 'kept' for the dev mailbox.
 */
export async function enqueueMessage(
  db: Kysely<Database>,
  message: OutgoingMessage,
  deliver: boolean,
): Promise<string> {
  const row = await messageInsert(db, message, deliver).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** enqueueMessage as a statement not yet sent, for a caller that does not need the row's id. */
export function messageInsert(db: Kysely<Database>, message: OutgoingMessage, deliver: boolean) {
  return db.insertInto('outbox_messages').values(messageRow(message, deliver));
}

/** The outbox row a message becomes: 'pending' for a transport to send, else 'kept'. */
export function messageRow(message: OutgoingMessage, deliver: boolean) {
  return {
    channel: message.channel,
    recipient: message.recipient,
    subject: message.subject ?? null,
    text_body: message.text,
    html_body: message.html ?? null,
    status: deliver ? ('pending' as const) : ('kept' as const),
  };
}

export type OutboxRow = ReturnType<typeof messageRow>;

/** Newest first; the dev mailbox and tests read codes and links from here. */
export async function listMessages(
  db: Kysely<Database>,
  options: { recipient?: string; limit?: number } = {},
) {
  let query = db
    .selectFrom('outbox_messages')
    .select([
      'id',
      'channel',
      'recipient',
      'subject',
      'text_body',
      'html_body',
      'status',
      'created_at',
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit ?? 50);
  if (options.recipient) query = query.where('recipient', '=', options.recipient.toLowerCase());
  return query.execute();
}

/**
 * Claims up to `limit` due messages of one channel in one short transaction (FOR UPDATE SKIP
 * LOCKED, so another process skips them) and leases them until `leaseUntil`, so none is picked up
 * again while sent.
 */
/**
 * The moment up to which queued work is due: the later of the caller's clock and the database's.
 * The database keeps microseconds and a JavaScript Date only milliseconds, so work queued within
 * the same millisecond would otherwise look due a moment too late.
 */
export function dueBy(now: Date) {
  return sql<Date>`greatest(${now}::timestamptz, now())`;
}

export async function claimDueMessages(
  db: Kysely<Database>,
  channel: 'email' | 'sms',
  now: Date,
  limit: number,
  leaseUntil: Date,
) {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('outbox_messages')
      .selectAll()
      .where('status', '=', 'pending')
      .where('channel', '=', channel)
      .where('next_attempt_at', '<=', dueBy(now))
      .orderBy('created_at')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length > 0) {
      await trx
        .updateTable('outbox_messages')
        .set({ next_attempt_at: leaseUntil })
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

/**
 * What stays of a message once it has left (or will never leave): its codes, reset and
 * set-password links are live secrets, so a copy of the database or a backup must not hold them.
 * The subject, recipient and status stay for support and the delivery report.
 */
const BLANKED_BODY = { text_body: '', html_body: null } as const;

export async function markMessageSent(
  db: Kysely<Database>,
  id: string,
  attempts: number,
): Promise<void> {
  await db
    .updateTable('outbox_messages')
    .set({ status: 'sent', sent_at: new Date(), attempts, ...BLANKED_BODY })
    .where('id', '=', id)
    .execute();
}

export async function markMessageAttemptFailed(
  db: Kysely<Database>,
  id: string,
  failure: {
    attempts: number;
    status: 'pending' | 'failed';
    lastError: string;
    nextAttemptAt: Date;
  },
): Promise<void> {
  await db
    .updateTable('outbox_messages')
    .set({
      attempts: failure.attempts,
      status: failure.status,
      last_error: failure.lastError,
      next_attempt_at: failure.nextAttemptAt,
      // Given up: nobody sends it any more, so nobody needs its secret either.
      ...(failure.status === 'failed' ? BLANKED_BODY : {}),
    })
    .where('id', '=', id)
    .execute();
}
