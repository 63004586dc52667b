import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../config';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { claimDueMessages, markMessageAttemptFailed, markMessageSent } from './outbox-repository';

const MAX_ATTEMPTS = 5;
const BATCH_SIZE = 20;

/**
 * What the job uses: the database and the sender address. `ServiceDeps` fits; it is not named
 * here because it is built from this folder's notifier.
 */
export interface EmailDeliveryDeps {
  db: Kysely<Database>;
  config: Pick<AppConfig, 'mailFrom'>;
}

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
  deps: EmailDeliveryDeps,
  transport: Transporter,
): Promise<number> {
  const now = new Date();
  const rows = await claimDueMessages(
    deps.db,
    'email',
    now,
    BATCH_SIZE,
    new Date(now.getTime() + LEASE_MS),
  );
  let sent = 0;
  for (const row of rows) {
    try {
      await transport.sendMail({
        from: deps.config.mailFrom,
        to: row.recipient,
        subject: row.subject ?? 'NaRate',
        text: row.text_body,
        html: row.html_body ?? undefined,
        // The outbox row's id: a resend after a lost answer carries the same Message-ID.
        messageId: `<${row.id}@narate.me>`,
      });
      await markMessageSent(deps.db, row.id, row.attempts + 1);
      sent += 1;
    } catch (error) {
      const attempts = row.attempts + 1;
      await markMessageAttemptFailed(deps.db, row.id, {
        attempts,
        status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
        lastError: String((error as Error).message).slice(0, 500),
        // Exponential backoff: 10 s, 20 s, 40 s, 80 s.
        nextAttemptAt: new Date(Date.now() + 2 ** attempts * 5_000),
      });
    }
  }
  return sent;
}
