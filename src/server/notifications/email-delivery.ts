import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';

const MAX_ATTEMPTS = 5;
const BATCH_SIZE = 20;

export function createMailTransport(config: AppConfig): Transporter | null {
  return config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
}

/** A claimed message is not picked up again for this long (an SMTP send is far shorter). */
const LEASE_MS = 5 * 60_000;

/**
 * Sends pending emails. A short transaction claims a batch with FOR UPDATE SKIP LOCKED and leases
 * it (next_attempt_at pushed past the send), so several processes never send a message twice;
 * the SMTP conversation then runs with no database connection held, and each result is recorded
 * on its own. Failures retry with backoff, then give up. A process dying mid-send leaves the
 * message to be sent again once the lease ends.
 */
export async function deliverPendingEmails(
  db: Kysely<Database>,
  transport: Transporter,
  from: string,
): Promise<number> {
  const now = new Date();
  const rows = await db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('outbox_messages')
      .selectAll()
      .where('status', '=', 'pending')
      .where('channel', '=', 'email')
      .where('next_attempt_at', '<=', now)
      .orderBy('created_at')
      .limit(BATCH_SIZE)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length > 0) {
      await trx
        .updateTable('outbox_messages')
        .set({ next_attempt_at: new Date(now.getTime() + LEASE_MS) })
        .where(
          'id',
          'in',
          due.map((row) => row.id),
        )
        .execute();
    }
    return due;
  });
  let sent = 0;
  for (const row of rows) {
    try {
      await transport.sendMail({
        from,
        to: row.recipient,
        subject: row.subject ?? 'NaRate',
        text: row.text_body,
        html: row.html_body ?? undefined,
        // The outbox row's id: a resend after a lost answer carries the same Message-ID.
        messageId: `<${row.id}@narate.me>`,
      });
      await db
        .updateTable('outbox_messages')
        .set({ status: 'sent', sent_at: new Date(), attempts: row.attempts + 1 })
        .where('id', '=', row.id)
        .execute();
      sent += 1;
    } catch (error) {
      const attempts = row.attempts + 1;
      await db
        .updateTable('outbox_messages')
        .set({
          attempts,
          status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          last_error: String((error as Error).message).slice(0, 500),
          // Exponential backoff: 10 s, 20 s, 40 s, 80 s.
          next_attempt_at: new Date(Date.now() + 2 ** attempts * 5_000),
        })
        .where('id', '=', row.id)
        .execute();
    }
  }
  return sent;
}
