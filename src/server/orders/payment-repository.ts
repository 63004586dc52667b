// Card payments as the shopper sees them: the confirmation email's details and the receipt.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** What the confirmation email of a payment names. */
export async function findPaymentForConfirmation(db: Kysely<Database>, paymentId: string) {
  return db
    .selectFrom('payments as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .innerJoin('merchants as m', 'm.id', 'o.merchant_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select([
      'p.amount_cents',
      'p.card_brand',
      'p.card_last4',
      'p.instalment_sequences',
      'o.order_reference',
      'm.name as merchant_name',
      'u.email',
    ])
    .where('p.id', '=', paymentId)
    .executeTakeFirst();
}

/**
 * A payment's receipt details, only when the given shopper made it (another's reads as not found).
 */
export async function findShopperReceipt(db: Kysely<Database>, paymentId: string, userId: string) {
  return db
    .selectFrom('payments as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .innerJoin('merchants as m', 'm.id', 'o.merchant_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('profiles as pr', 'pr.id', 'u.id')
    .select([
      'p.id',
      'p.created_at',
      'p.amount_cents',
      'p.refunded_cents',
      'p.card_brand',
      'p.card_last4',
      'p.instalment_sequences',
      'p.purpose',
      'o.id as order_id',
      'o.order_reference',
      'm.name as merchant_name',
      'u.email',
      'pr.display_name',
      // The charge's key is its attempt's id: an autopay attempt says how it was paid.
      sql<boolean>`exists (select 1 from payment_attempts a where a.id::text = p.idempotency_key and a.kind = 'autopay')`.as(
        'autopay',
      ),
    ])
    .where('p.id', '=', paymentId)
    .where('p.user_id', '=', userId)
    .executeTakeFirst();
}
