// Reminders: an email 3 days before each due date, once per instalment. An instalment
// due within the next 3 days that has not been reminded yet is reminded now, so a missed run
// still reminds (later) rather than never.
import type { Kysely } from 'kysely';
import { businessDay } from '../../shared/business-dates';
import { addCalendarDays } from '../../shared/dates';
import type { Database } from '../db/schema';
import type { Notifier } from '../notifications/notifier';
import { reminderEmail } from './emails';

export const REMINDER_DAYS_BEFORE = 3;
const BATCH = 500;

export interface ReminderJobDeps {
  db: Kysely<Database>;
  notifier: Notifier;
  appUrl: string;
}

export async function runReminderJob(
  deps: ReminderJobDeps,
  now: Date = new Date(),
): Promise<{ reminded: number }> {
  const today = businessDay(now);
  const horizon = addCalendarDays(today, REMINDER_DAYS_BEFORE);
  const due = await deps.db
    .selectFrom('instalments as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .innerJoin('merchants as m', 'm.id', 'o.merchant_id')
    // With autopay on, the reminder names the card the due date will charge.
    .leftJoin('saved_cards as c', (join) =>
      join.onRef('c.user_id', '=', 'o.user_id').on('c.autopay_enabled_at', 'is not', null),
    )
    .select([
      'i.id',
      'i.sequence',
      'i.due_date',
      'i.amount_cents',
      'i.paid_cents',
      'u.email',
      'm.name as merchant_name',
      'c.last4 as autopay_last4',
    ])
    .where('i.status', '=', 'pending')
    .where('i.reminder_sent_at', 'is', null)
    .where('i.due_date', '>', today)
    .where('i.due_date', '<=', horizon)
    .where('o.status', '=', 'approved')
    .orderBy('i.due_date')
    .limit(BATCH)
    .execute();
  let reminded = 0;
  for (const row of due) {
    const sent = await deps.db.transaction().execute(async (trx) => {
      // Claimed under the row lock the update takes: two processes never both send it.
      const claimed = await trx
        .updateTable('instalments')
        .set({ reminder_sent_at: now })
        .where('id', '=', row.id)
        .where('reminder_sent_at', 'is', null)
        .where('status', '=', 'pending')
        .returning('id')
        .executeTakeFirst();
      if (!claimed) return false;
      await deps.notifier.email(
        trx,
        row.email,
        reminderEmail({
          merchantName: row.merchant_name,
          sequence: row.sequence,
          dueDay: row.due_date,
          amountCents: row.amount_cents - row.paid_cents,
          appUrl: deps.appUrl,
          autopayCardLast4: row.autopay_last4,
        }),
      );
      return true;
    });
    if (sent) reminded += 1;
  }
  return { reminded };
}
