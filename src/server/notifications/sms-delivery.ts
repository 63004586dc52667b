import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { claimDueMessages, markMessageAttemptFailed, markMessageSent } from './outbox-repository';
import type { SmsSender } from './sms-sender';

/** Tries per message; after the last one it is marked failed (admins see it). */
export const SMS_MAX_ATTEMPTS = 5;
const BATCH_SIZE = 20;
/** Longer than the gateway's timeout, so a send in progress is never claimed a second time. */
const LEASE_MS = 60_000;

/** Exponential backoff between tries: 10 s, 20 s, 40 s, 80 s (a code lives 10 minutes). */
export function smsRetryDelayMs(attempts: number): number {
  return 2 ** attempts * 5_000;
}

/**
 * Sends pending SMS through the gateway, like the email job: a short transaction claims and
 * leases a batch (FOR UPDATE SKIP LOCKED, so several processes never send one twice), each call
 * runs with no database connection held and has its own timeout, and each result is recorded on
 * its own. A busy, failing or silent gateway means a retry with backoff; an answer saying the
 * message can never go (bad number, bad key) ends it at once. Sent or given up, its body is
 * blanked: the code in it is nobody's to read any more.
 */
export async function deliverPendingSms(db: Kysely<Database>, sender: SmsSender): Promise<number> {
  const now = new Date();
  const rows = await claimDueMessages(
    db,
    'sms',
    now,
    BATCH_SIZE,
    new Date(now.getTime() + LEASE_MS),
  );
  let sent = 0;
  for (const row of rows) {
    const attempts = row.attempts + 1;
    const result = await sender.send({ id: row.id, to: row.recipient, text: row.text_body });
    if (result.outcome === 'accepted') {
      await markMessageSent(db, row.id, attempts);
      sent += 1;
      continue;
    }
    const giveUp = result.outcome === 'refused' || attempts >= SMS_MAX_ATTEMPTS;
    await markMessageAttemptFailed(db, row.id, {
      attempts,
      status: giveUp ? 'failed' : 'pending',
      lastError: result.error.slice(0, 500),
      nextAttemptAt: new Date(Date.now() + smsRetryDelayMs(attempts)),
    });
  }
  return sent;
}
