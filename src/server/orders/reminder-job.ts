// Reminders: an email 3 days before each due date, once per instalment. An instalment
// due within the next 3 days that has not been reminded yet is reminded now, so a missed run
// still reminds (later) rather than never.
import { businessDay } from '../../shared/business-dates';
import { addCalendarDays } from '../../shared/dates';
import { reminderEmail } from './emails';
import type { EngineDeps } from './engine-deps';
import { claimReminder, findInstalmentsToRemind } from './instalment-repository';
import { findLocaleByEmail } from '../notifications/recipient-locale';

export const REMINDER_DAYS_BEFORE = 3;
const BATCH = 500;

/** The reminder job runs on the orders module's one dependency object, like every job. */
export type ReminderJobDeps = EngineDeps;

export async function runReminderJob(
  deps: ReminderJobDeps,
  now: Date = new Date(),
): Promise<{ reminded: number }> {
  const today = businessDay(now);
  const horizon = addCalendarDays(today, REMINDER_DAYS_BEFORE);
  const due = await findInstalmentsToRemind(deps.db, { today, horizon, limit: BATCH });
  let reminded = 0;
  for (const row of due) {
    const sent = await deps.db.transaction().execute(async (trx) => {
      // Claimed under the row lock the update takes: two processes never both send it.
      if (!(await claimReminder(trx, row.id, now))) return false;
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
          locale: await findLocaleByEmail(trx, row.email),
        }),
      );
      return true;
    });
    if (sent) reminded += 1;
  }
  return { reminded };
}
