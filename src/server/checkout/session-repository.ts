import type { Insertable, Kysely } from 'kysely';
import { insertRows } from '../db/insert-rows';
import type { Database } from '../db/schema';
import type { CheckoutSessionRow } from './session-rules';

/** A new session's row, as a statement not yet sent. */
export function insertCheckoutSession(values: Insertable<Database['checkout_sessions']>) {
  return insertRows('checkout_sessions', values);
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

/**
 * Binds an open, unclaimed session to the signed-in shopper who opens it first (the checkout
 * page or its pre-contract information); returns the shopper it belongs to now, null when none
 * (a missing session, or one that ended unclaimed). The update re-checks `shopper_id is null`
 * under the row's lock, so of two shoppers racing for the same session only one claims it.
 */
export async function claimCheckoutSession(
  db: Kysely<Database>,
  sessionId: string,
  userId: string,
): Promise<string | null> {
  if (await bindCheckoutSession(db, sessionId, userId)) return userId;
  const row = await db
    .selectFrom('checkout_sessions')
    .select('shopper_id')
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row?.shopper_id ?? null;
}

/** The claim alone (one statement): whether this shopper claimed the session just now. */
export async function bindCheckoutSession(
  db: Kysely<Database>,
  sessionId: string,
  userId: string,
): Promise<boolean> {
  const result = await db
    .updateTable('checkout_sessions')
    .set({ shopper_id: userId })
    .where('id', '=', sessionId)
    .where('shopper_id', 'is', null)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
