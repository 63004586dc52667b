import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { CheckoutSessionRow } from './session-rules';

export async function insertCheckoutSession(
  db: Kysely<Database>,
  values: Insertable<Database['checkout_sessions']>,
): Promise<CheckoutSessionRow> {
  return db.insertInto('checkout_sessions').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The merchant's own session (undefined for another merchant's), locked when asked. */
export async function findSessionOfMerchant(
  db: Kysely<Database>,
  merchantId: string,
  sessionId: string,
  lock: boolean,
): Promise<CheckoutSessionRow | undefined> {
  let query = db
    .selectFrom('checkout_sessions')
    .selectAll()
    .where('id', '=', sessionId)
    .where('merchant_id', '=', merchantId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Whether the shopper's card is being charged for this session right now. */
export async function sessionChargeInProgress(
  db: Kysely<Database>,
  sessionId: string,
): Promise<boolean> {
  const charging = await db
    .selectFrom('payment_attempts')
    .select('id')
    .where('checkout_session_id', '=', sessionId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Boolean(charging);
}

export async function markSessionCancelled(
  db: Kysely<Database>,
  sessionId: string,
): Promise<CheckoutSessionRow> {
  return db
    .updateTable('checkout_sessions')
    .set({ status: 'cancelled' })
    .where('id', '=', sessionId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Marks open sessions past their expiry as expired (the hosted page already treats them so). */
export async function expireCheckoutSessions(
  db: Kysely<Database>,
  now: Date = new Date(),
): Promise<number> {
  const result = await db
    .updateTable('checkout_sessions')
    .set({ status: 'expired' })
    .where('status', '=', 'open')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
