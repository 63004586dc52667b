import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';

const MAX_ATTEMPTS = 5;
const BATCH_SIZE = 20;

export function createMailTransport(config: AppConfig): Transporter | null {
  return config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
}

/**
 * Sends pending emails. Rows are claimed with FOR UPDATE SKIP LOCKED, so several processes can
 * run this at once without sending a message twice. Failures retry with backoff, then give up.
 */
export async function deliverPendingEmails(
  db: Kysely<Database>,
  transport: Transporter,
  from: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('outbox_messages')
      .selectAll()
      .where('status', '=', 'pending')
      .where('channel', '=', 'email')
      .where('next_attempt_at', '<=', new Date())
      .orderBy('created_at')
      .limit(BATCH_SIZE)
      .forUpdate()
      .skipLocked()
      .execute();
    let sent = 0;
    for (const row of rows) {
      try {
        await transport.sendMail({
          from,
          to: row.recipient,
          subject: row.subject ?? 'NaRate',
          text: row.text_body,
          html: row.html_body ?? undefined,
        });
        await trx
          .updateTable('outbox_messages')
          .set({ status: 'sent', sent_at: new Date(), attempts: row.attempts + 1 })
          .where('id', '=', row.id)
          .execute();
        sent += 1;
      } catch (error) {
        const attempts = row.attempts + 1;
        await trx
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
  });
}
