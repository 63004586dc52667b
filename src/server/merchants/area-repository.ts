import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The first merchant the user was linked to. */
export async function findMerchantOfUser(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('merchant_users as mu')
    .innerJoin('merchants as m', 'm.id', 'mu.merchant_id')
    .select(['m.id', 'm.name', 'm.pricing_tier', 'm.fee_basis_points', 'm.status'])
    .where('mu.user_id', '=', userId)
    .orderBy('mu.created_at')
    .orderBy('m.id')
    .executeTakeFirst();
}

/** The merchant's order count, gross and refunded sums (numbers as Postgres gives them). */
export async function orderSums(db: Kysely<Database>, merchantId: string) {
  return db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn.countAll<string>().as('n'),
      eb.fn.coalesce(eb.fn.sum<string>('total_cents'), eb.lit(0)).as('gross'),
      eb.fn.coalesce(eb.fn.sum<string>('refunded_cents'), eb.lit(0)).as('refunded'),
    ])
    .where('merchant_id', '=', merchantId)
    .executeTakeFirstOrThrow();
}

/** The merchant's ledger sums as booked (signed): fees, payouts and recoveries. */
export async function ledgerSums(db: Kysely<Database>, merchantId: string) {
  return db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.ledger_transaction_id')
    .select([
      sql<string>`coalesce(sum(e.amount_cents) filter (where e.account = 'fee_revenue'), 0)`.as(
        'fees',
      ),
      sql<string>`coalesce(sum(e.amount_cents) filter (where e.account in ('cash', 'payout_clearing') and t.kind = 'merchant_payout'), 0)`.as(
        'paid_out',
      ),
      sql<string>`coalesce(sum(e.amount_cents) filter (where e.account in ('cash', 'payout_clearing') and t.kind = 'merchant_recovery'), 0)`.as(
        'recovered',
      ),
    ])
    .where('t.merchant_id', '=', merchantId)
    .executeTakeFirstOrThrow();
}
