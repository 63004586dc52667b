// Card payments as the shopper sees them: the confirmation email's details and the receipt (the
// order's merchant and owner come from findOrderParties).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** What the confirmation email of a payment names. */
export async function findPaymentForConfirmation(db: Kysely<Database>, paymentId: string) {
  return db
    .selectFrom('payments')
    .select([
      'amount_cents',
      'card_brand',
      'card_last4',
      'instalment_sequences',
      'order_id',
      'receipt_number',
    ])
    .where('id', '=', paymentId)
    .executeTakeFirst();
}

/**
 * A payment's receipt details, only when the given shopper made it (another's reads as not found).
 */
export async function findShopperPayment(db: Kysely<Database>, paymentId: string, userId: string) {
  return db
    .selectFrom('payments as p')
    .select([
      'p.id',
      'p.receipt_number',
      'p.created_at',
      'p.amount_cents',
      'p.refunded_cents',
      'p.card_brand',
      'p.card_last4',
      'p.instalment_sequences',
      'p.purpose',
      'p.order_id',
      // The charge's key is its attempt's id: an autopay attempt says how it was paid.
      sql<boolean>`exists (select 1 from payment_attempts a where a.id::text = p.idempotency_key and a.kind = 'autopay')`.as(
        'autopay',
      ),
    ])
    .where('p.id', '=', paymentId)
    .where('p.user_id', '=', userId)
    .executeTakeFirst();
}
