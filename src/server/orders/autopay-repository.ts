// Autopay in the database: the next instalment to charge (its shopper's saved card row locked
// with FOR UPDATE SKIP LOCKED), the record of each charge (one per instalment and due date), and
// what the shopper's email about a declined charge names.
import { sql, type Kysely } from 'kysely';
import { BUSINESS_TIME_ZONE } from '#shared/business-dates';
import type { Database } from '../db/schema';
import { openDisputePause } from './dispute-pause';

export interface AutopayCandidate {
  userId: string;
  token: string;
  last4: string;
  instalmentId: string;
  sequence: number;
  dueDate: string;
  orderId: string;
}

/** The earliest due instalment of an autopay shopper not claimed yet, its card row locked. */
export async function lockNextAutopayCandidate(
  trx: Kysely<Database>,
  today: string,
  skip: ReadonlySet<string>,
): Promise<AutopayCandidate | undefined> {
  let query = trx
    .selectFrom('saved_cards as c')
    .innerJoin('orders as o', 'o.user_id', 'c.user_id')
    .innerJoin('instalments as i', 'i.order_id', 'o.id')
    .select([
      'c.user_id as userId',
      'c.token',
      'c.last4',
      'i.id as instalmentId',
      'i.sequence',
      'i.due_date as dueDate',
      'o.id as orderId',
    ])
    .where('c.autopay_enabled_at', 'is not', null)
    .where('o.status', '=', 'approved')
    // A plan paused by an open return or dispute is not charged.
    .where(openDisputePause)
    .where('i.status', '=', 'pending')
    .where('i.due_date', '<=', today)
    // Only instalments falling due once autopay was on: turning it on never charges old debts.
    .where(
      'i.due_date',
      '>=',
      sql<string>`(c.autopay_enabled_at at time zone ${BUSINESS_TIME_ZONE})::date`,
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('autopay_charges as a')
            .select('a.attempt_id')
            .whereRef('a.instalment_id', '=', 'i.id')
            .whereRef('a.due_date', '=', 'i.due_date'),
        ),
      ),
    );
  if (skip.size > 0) query = query.where('i.id', 'not in', [...skip]);
  return query
    .orderBy('i.due_date')
    .orderBy('i.sequence')
    .limit(1)
    .forUpdate('c')
    .skipLocked()
    .executeTakeFirst();
}

/**
 * Records the autopay charge of an instalment's due date; false when one is already recorded
 * (its primary key refuses a second one, whichever process tries).
 */
export async function insertAutopayCharge(
  trx: Kysely<Database>,
  charge: {
    instalmentId: string;
    dueDate: string;
    attemptId: string;
    orderId: string;
    cardLast4: string;
  },
  now: Date,
): Promise<boolean> {
  const recorded = await trx
    .insertInto('autopay_charges')
    .values({
      instalment_id: charge.instalmentId,
      due_date: charge.dueDate,
      attempt_id: charge.attemptId,
      order_id: charge.orderId,
      card_last4: charge.cardLast4,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['instalment_id', 'due_date']).doNothing())
    .returning('attempt_id')
    .executeTakeFirst();
  return recorded !== undefined;
}

/** The instalment and card an autopay attempt's charge concerns. */
export async function findAutopayChargeDetails(db: Kysely<Database>, attemptId: string) {
  return db
    .selectFrom('autopay_charges as a')
    .innerJoin('instalments as i', 'i.id', 'a.instalment_id')
    .select(['i.sequence', 'a.due_date', 'a.card_last4', 'a.order_id'])
    .where('a.attempt_id', '=', attemptId)
    .executeTakeFirst();
}
