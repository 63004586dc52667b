// Instalments outside the money path: the reminder job's picks and claims, and the once-per-plan
// move of a due date with its record in instalment_moves.
import type { Kysely, Selectable } from 'kysely';
import type { Database, InstalmentMovesTable } from '../db/schema';
import { openDisputePause } from './dispute-pause';

export type InstalmentMoveRow = Selectable<InstalmentMovesTable>;

/** The two reminders: three days before the due day, and on the day before it. */
export type ReminderKind = 'three_days' | 'day_before';

const REMINDER_COLUMN = {
  three_days: 'reminder_sent_at',
  day_before: 'day_before_reminder_sent_at',
} as const;

/**
 * Pending instalments of approved orders due after `today` and at most on `horizon` that have not
 * had this reminder yet, earliest first, with the shopper (id, email, phone), the merchant's name
 * and the card autopay will charge (if autopay is on).
 */
export async function findInstalmentsToRemind(
  db: Kysely<Database>,
  window: { today: string; horizon: string; limit: number; kind?: ReminderKind },
) {
  return (
    db
      .selectFrom('instalments as i')
      .innerJoin('orders as o', 'o.id', 'i.order_id')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .innerJoin('merchants as m', 'm.id', 'o.merchant_id')
      .leftJoin('profiles as p', 'p.id', 'u.id')
      // With autopay on, the reminder names the card the due date will charge.
      .leftJoin('saved_cards as c', (join) =>
        join.onRef('c.user_id', '=', 'o.user_id').on('c.autopay_enabled_at', 'is not', null),
      )
      .select([
        'i.id',
        'i.order_id',
        'i.sequence',
        'i.due_date',
        'i.amount_cents',
        'i.paid_cents',
        'u.id as user_id',
        'u.email',
        'p.phone',
        'm.name as merchant_name',
        'c.last4 as autopay_last4',
      ])
      .where('i.status', '=', 'pending')
      .where(`i.${REMINDER_COLUMN[window.kind ?? 'three_days']}`, 'is', null)
      .where('i.due_date', '>', window.today)
      .where('i.due_date', '<=', window.horizon)
      .where('o.status', '=', 'approved')
      // A plan paused by an open return or dispute gets no reminders.
      .where(openDisputePause)
      .orderBy('i.due_date')
      .limit(window.limit)
      .execute()
  );
}

/**
 * Marks a pending instalment as given this reminder; false when another process did first (the
 * update's row lock makes exactly one of them win). `alsoDayBefore`: a first reminder sent on the
 * day before counts as both, so the shopper is not told twice in one day.
 */
export async function claimReminder(
  trx: Kysely<Database>,
  instalmentId: string,
  now: Date,
  kind: ReminderKind = 'three_days',
  alsoDayBefore = false,
): Promise<boolean> {
  const column = REMINDER_COLUMN[kind];
  const claimed = await trx
    .updateTable('instalments')
    .set({
      [column]: now,
      ...(alsoDayBefore ? { day_before_reminder_sent_at: now } : {}),
    })
    .where('id', '=', instalmentId)
    .where(column, 'is', null)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** The move already made on an order's plan, if any (one per plan). */
export async function findOrderMove(
  db: Kysely<Database>,
  orderId: string,
): Promise<{ sequence: number; to_date: string } | undefined> {
  return db
    .selectFrom('instalment_moves')
    .select(['sequence', 'to_date'])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}

/** Moves an instalment's due day; its reminders are sent again before the new day. */
export async function setInstalmentDueDay(
  trx: Kysely<Database>,
  instalmentId: string,
  dueDay: string,
): Promise<void> {
  await trx
    .updateTable('instalments')
    .set({ due_date: dueDay, reminder_sent_at: null, day_before_reminder_sent_at: null })
    .where('id', '=', instalmentId)
    .execute();
}

export async function insertInstalmentMove(
  trx: Kysely<Database>,
  move: {
    orderId: string;
    instalmentId: string;
    sequence: number;
    userId: string;
    fromDay: string;
    toDay: string;
    days: number;
  },
  now: Date,
): Promise<InstalmentMoveRow> {
  return trx
    .insertInto('instalment_moves')
    .values({
      order_id: move.orderId,
      instalment_id: move.instalmentId,
      sequence: move.sequence,
      user_id: move.userId,
      from_date: move.fromDay,
      to_date: move.toDay,
      days: move.days,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findMovesOfOrders(
  db: Kysely<Database>,
  orderIds: readonly string[],
): Promise<InstalmentMoveRow[]> {
  return db
    .selectFrom('instalment_moves')
    .selectAll()
    .where('order_id', 'in', [...orderIds])
    .execute();
}
