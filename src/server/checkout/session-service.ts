// Checkout sessions as the merchant's server creates and reads them: a session is the
// offer to pay a given amount in instalments; the hosted checkout turns it into an order.
import type { Kysely } from 'kysely';
import type { CreateCheckoutSessionInput } from '#shared/validation/purchase-schemas';
import { newResourceId } from '../db/ids';
import { writeTogether } from '../db/one-statement';
import type { Database } from '../db/schema';
import { errorMessage, HttpError, notFound } from '../http/errors';
import type { ServiceDeps } from '../service-deps';
import {
  findSessionOfMerchant,
  insertCheckoutSession,
  markSessionCancelled,
  sessionChargeInProgress,
} from './session-repository';
import {
  assertSessionOpen,
  effectiveSessionStatus,
  type CheckoutSessionRow,
} from './session-rules';
import { SESSION_NOT_FOUND_MESSAGE } from '../http/not-found-messages';

export { SESSION_NOT_FOUND_MESSAGE };

// Takes the caller's transaction (or database).
export async function createCheckoutSession(
  db: Kysely<Database>,
  merchant: { merchantId: string; mode: 'test' | 'live' },
  input: CreateCheckoutSessionInput,
  now: Date = new Date(),
): Promise<CheckoutSessionRow> {
  const { row, write } = newCheckoutSession(merchant, input, now);
  await writeTogether(db, [write]);
  return row;
}

/**
 * A new session as it will be stored, and the statement that stores it, not yet sent: the merchant
 * API sends it with its idempotent answer (made from this row) as one statement, atomic without a
 * transaction. Every column is given here but the three a new session starts with: open, no
 * shopper, no order (the API's read of a created session is tested equal to its creation's).
 */
export function newCheckoutSession(
  merchant: { merchantId: string; mode: 'test' | 'live' },
  input: CreateCheckoutSessionInput,
  now: Date,
) {
  const values = {
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
  };
  const row: CheckoutSessionRow = {
    ...values,
    line_items: input.line_items,
    status: 'open',
    shopper_id: null,
    order_id: null,
  };
  return { row, write: insertCheckoutSession(values) };
}

async function merchantSessionOrNotFound(
  db: Kysely<Database>,
  merchantId: string,
  sessionId: string,
  lock: boolean,
): Promise<CheckoutSessionRow> {
  const row = await findSessionOfMerchant(db, merchantId, sessionId, lock);
  if (!row) throw notFound(SESSION_NOT_FOUND_MESSAGE);
  return row;
}

/** The merchant's own session; another merchant's reads as not found. */
export async function findMerchantSession(
  deps: ServiceDeps,
  merchantId: string,
  sessionId: string,
): Promise<CheckoutSessionRow> {
  return merchantSessionOrNotFound(deps.db, merchantId, sessionId, false);
}

/**
 * The merchant withdraws an open session (its page then says the session was cancelled).
 * Takes the caller's transaction: the merchant API stores its idempotent answer in it.
 */
export async function cancelCheckoutSession(
  db: Kysely<Database>,
  merchantId: string,
  sessionId: string,
  now: Date = new Date(),
): Promise<CheckoutSessionRow> {
  const run = async (trx: Kysely<Database>) => {
    const row = await merchantSessionOrNotFound(trx, merchantId, sessionId, true);
    assertSessionOpen(effectiveSessionStatus(row, now));
    // The shopper's card is being charged right now: the session is no longer the merchant's
    // to cancel until that is settled.
    if (await sessionChargeInProgress(trx, row.id)) {
      throw new HttpError(409, 'payment_in_progress', errorMessage('session_being_paid'));
    }
    return markSessionCancelled(trx, row.id);
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}
