// Checkout sessions as the merchant's server creates and reads them: a session is the
// offer to pay a given amount in instalments; the hosted checkout turns it into an order.
import type { Kysely } from 'kysely';
import type { CreateCheckoutSessionInput } from '../../shared/validation/engine-schemas';
import { newResourceId } from '../db/ids';
import type { Database } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import {
  assertSessionOpen,
  effectiveSessionStatus,
  type CheckoutSessionRow,
} from './session-rules';
import { SESSION_NOT_FOUND_MESSAGE } from '../http/not-found-messages';

export { SESSION_NOT_FOUND_MESSAGE };

export async function createCheckoutSession(
  db: Kysely<Database>,
  merchant: { merchantId: string; mode: 'test' | 'live' },
  input: CreateCheckoutSessionInput,
  now: Date = new Date(),
): Promise<CheckoutSessionRow> {
  return db
    .insertInto('checkout_sessions')
    .values({
      id: newResourceId('cs'),
      merchant_id: merchant.merchantId,
      livemode: merchant.mode === 'live',
      amount_cents: input.amount_cents,
      currency: input.currency,
      order_reference: input.order_reference,
      line_items: JSON.stringify(input.line_items),
      success_url: input.success_url,
      cancel_url: input.cancel_url,
      expires_at: new Date(now.getTime() + input.expires_in_minutes * 60_000),
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The merchant's own session; another merchant's reads as not found. */
export async function findMerchantSession(
  db: Kysely<Database>,
  merchantId: string,
  sessionId: string,
  options: { lock?: boolean } = {},
): Promise<CheckoutSessionRow> {
  let query = db
    .selectFrom('checkout_sessions')
    .selectAll()
    .where('id', '=', sessionId)
    .where('merchant_id', '=', merchantId);
  if (options.lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(SESSION_NOT_FOUND_MESSAGE);
  return row;
}

/** The merchant withdraws an open session (its page then says the session was cancelled). */
export async function cancelCheckoutSession(
  db: Kysely<Database>,
  merchantId: string,
  sessionId: string,
  now: Date = new Date(),
): Promise<CheckoutSessionRow> {
  const run = async (trx: Kysely<Database>) => {
    const row = await findMerchantSession(trx, merchantId, sessionId, { lock: true });
    assertSessionOpen(effectiveSessionStatus(row, now));
    // The shopper's card is being charged right now: the session is no longer the merchant's
    // to cancel until that is settled.
    const charging = await trx
      .selectFrom('payment_attempts')
      .select('id')
      .where('checkout_session_id', '=', row.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (charging) {
      throw new HttpError(
        409,
        'payment_in_progress',
        'Kupac upravo plaća ovu sesiju. Pokušajte ponovo za minut.',
      );
    }
    return trx
      .updateTable('checkout_sessions')
      .set({ status: 'cancelled' })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
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
