import type { Compilable, Kysely } from 'kysely';
import type { AppConfig } from '../config';
import { insertRows } from '../db/insert-rows';
import type { Database } from '../db/schema';
import { enqueueMessage, messageRow, type OutboxRow } from './outbox-repository';
import { notifyUser, type UserNotice } from './user-notices';

/** What a message needs: both parts, so every mail client shows something sensible. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/**
 * The one door for outgoing email and SMS. Emails go out through SMTP when SMTP_URL is set, SMS
 * through Infobip when SMS_PROVIDER=infobip; otherwise they are only kept in the outbox.
 */
export interface Notifier {
  email(db: Kysely<Database>, to: string, content: EmailContent): Promise<string>;
  /** The same email as a statement not yet sent, for the caller's `writeTogether`. */
  emailWrite(to: string, content: EmailContent): Compilable<unknown>;
  /**
   * The same email as the outbox row it becomes, for a statement that writes it only under a
   * condition of its own (a document stored once, emailed once).
   */
  emailRow(to: string, content: EmailContent): OutboxRow;
  sms(db: Kysely<Database>, to: string, text: string): Promise<string>;
  /**
   * A notification for a user's notification centre, pushed to their browsers after the commit
   * when they have push on. Written in the caller's transaction, like email.
   */
  user(db: Kysely<Database>, notice: UserNotice): Promise<void>;
}

/** An email's outbox message: addresses are kept lower-case. */
const emailMessage = (to: string, content: EmailContent) =>
  ({ channel: 'email', recipient: to.toLowerCase(), ...content }) as const;

export function createNotifier(config: AppConfig): Notifier {
  const deliverEmail = Boolean(config.smtpUrl);
  const deliverSms = config.smsProvider === 'infobip';
  return {
    email: (db, to, content) => enqueueMessage(db, emailMessage(to, content), deliverEmail),
    emailWrite: (to, content) =>
      insertRows('outbox_messages', messageRow(emailMessage(to, content), deliverEmail)),
    emailRow: (to, content) => messageRow(emailMessage(to, content), deliverEmail),
    sms: (db, to, text) => enqueueMessage(db, { channel: 'sms', recipient: to, text }, deliverSms),
    user: notifyUser,
  };
}
