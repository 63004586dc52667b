// Reminders before each due date, each once per instalment: three days before (an email when the
// shopper keeps email reminders on, and a notification) and on the day before (a notification,
// and an SMS for shoppers who asked for one). An instalment due within the window that has not
// been reminded yet is reminded now, so a missed run still reminds (later) rather than never.
import { businessDay } from '#shared/business-dates';
import { addCalendarDays } from '#shared/dates';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { noticeText, type NoticeParams } from '../notifications/notice-text';
import { channelPreferences } from '../notifications/notification-repository';
import { payDialogPath } from '../notifications/user-notices';
import { reminderEmail } from './emails';
import type { OrderDeps } from './order-deps';
import { claimReminder, findInstalmentsToRemind } from './instalment-repository';
import { findLocaleByEmail, findUserLocale } from '../notifications/recipient-locale';
import { yieldToCheckouts } from '../checkout-priority/priority';

export const REMINDER_DAYS_BEFORE = 3;
const BATCH = 500;

/** The reminder job runs on the orders module's one dependency object, like every job. */
export type ReminderJobDeps = OrderDeps;

/** The day-before reminder by SMS, for shoppers who asked for it and have a phone on record. */
async function smsReminder(
  deps: ReminderJobDeps,
  trx: Kysely<Database>,
  row: { phone: string | null; user_id: string },
  params: NoticeParams,
): Promise<void> {
  if (!row.phone) return;
  // In the language the shopper chose for messages.
  const locale = await findUserLocale(trx, row.user_id);
  await deps.notifier.sms(trx, row.phone, `NaRate: ${noticeText('reminder', params, locale).body}`);
}

export async function runReminderJob(
  deps: ReminderJobDeps,
  now: Date = new Date(),
): Promise<{ reminded: number }> {
  const today = businessDay(now);
  const tomorrow = addCalendarDays(today, 1);
  const horizon = addCalendarDays(today, REMINDER_DAYS_BEFORE);
  let reminded = 0;
  const due = await findInstalmentsToRemind(deps.db, { today, horizon, limit: BATCH });
  for (const row of due) {
    await yieldToCheckouts();
    const sent = await deps.db.transaction().execute(async (trx) => {
      // Claimed under the row lock the update takes: two processes never both send it.
      const dueTomorrow = row.due_date === tomorrow;
      if (!(await claimReminder(trx, row.id, now, 'three_days', dueTomorrow))) return false;
      const owedCents = row.amount_cents - row.paid_cents;
      const channels = await channelPreferences(trx, row.user_id);
      if (channels.email) {
        await deps.notifier.email(
          trx,
          row.email,
          reminderEmail({
            merchantName: row.merchant_name,
            sequence: row.sequence,
            dueDay: row.due_date,
            amountCents: owedCents,
            appUrl: deps.appUrl,
            autopayCardLast4: row.autopay_last4,
            locale: await findLocaleByEmail(trx, row.email),
          }),
        );
      }
      const params = {
        merchant: row.merchant_name,
        sequence: row.sequence,
        amountCents: owedCents,
        dueDay: row.due_date,
        tomorrow: dueTomorrow,
      };
      await deps.notifier.user(trx, {
        userId: row.user_id,
        kind: 'reminder',
        params,
        url: payDialogPath(row.order_id),
      });
      if (dueTomorrow && channels.sms) await smsReminder(deps, trx, row, params);
      return true;
    });
    if (sent) reminded += 1;
  }
  const dueTomorrow = await findInstalmentsToRemind(deps.db, {
    today,
    horizon: tomorrow,
    limit: BATCH,
    kind: 'day_before',
  });
  for (const row of dueTomorrow) {
    await yieldToCheckouts();
    const sent = await deps.db.transaction().execute(async (trx) => {
      if (!(await claimReminder(trx, row.id, now, 'day_before'))) return false;
      const params = {
        merchant: row.merchant_name,
        sequence: row.sequence,
        amountCents: row.amount_cents - row.paid_cents,
        dueDay: row.due_date,
        tomorrow: true,
      };
      await deps.notifier.user(trx, {
        userId: row.user_id,
        kind: 'reminder',
        params,
        url: payDialogPath(row.order_id),
      });
      if ((await channelPreferences(trx, row.user_id)).sms) {
        await smsReminder(deps, trx, row, params);
      }
      return true;
    });
    if (sent) reminded += 1;
  }
  return { reminded };
}
