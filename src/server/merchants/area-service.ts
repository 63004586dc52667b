// Reads for the merchant area: who the merchant is, its totals from the ledger,
// its webhook deliveries with their attempts.
import { sql, type Kysely } from 'kysely';
import type { MerchantProfileView, MerchantTotals } from '../../shared/engine-api';
import type { FastifyRequest } from 'fastify';
import { requireRole } from '../auth/permissions';
import type { Database } from '../db/schema';
import { forbidden } from '../http/errors';

export const NO_MERCHANT_MESSAGE = 'Vaš nalog nije povezan ni sa jednim trgovcem.';

/** The signed-in merchant user's merchant (the first they were linked to); 401/403 otherwise. */
export async function requireMerchant(
  db: Kysely<Database>,
  request: FastifyRequest,
): Promise<MerchantProfileView & { userId: string }> {
  const user = await requireRole(request, 'merchant');
  const merchant = await db
    .selectFrom('merchant_users as mu')
    .innerJoin('merchants as m', 'm.id', 'mu.merchant_id')
    .select(['m.id', 'm.name', 'm.pricing_tier', 'm.fee_basis_points', 'm.status'])
    .where('mu.user_id', '=', user.id)
    .orderBy('mu.created_at')
    .orderBy('m.id')
    .executeTakeFirst();
  if (!merchant) throw forbidden(NO_MERCHANT_MESSAGE);
  return {
    userId: user.id,
    id: merchant.id,
    name: merchant.name,
    pricingTier: merchant.pricing_tier,
    feeBasisPoints: merchant.fee_basis_points,
    status: merchant.status,
  };
}

export async function merchantTotals(
  db: Kysely<Database>,
  merchantId: string,
): Promise<MerchantTotals> {
  const orders = await db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn.countAll<string>().as('n'),
      eb.fn.coalesce(eb.fn.sum<string>('total_cents'), eb.lit(0)).as('gross'),
      eb.fn.coalesce(eb.fn.sum<string>('refunded_cents'), eb.lit(0)).as('refunded'),
    ])
    .where('merchant_id', '=', merchantId)
    .executeTakeFirstOrThrow();
  const ledger = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.ledger_transaction_id')
    .select([
      sql<string>`coalesce(sum(e.amount_cents) filter (where e.account = 'fee_revenue'), 0)`.as(
        'fees',
      ),
      sql<string>`coalesce(sum(e.amount_cents) filter (where e.account = 'cash' and t.kind = 'merchant_payout'), 0)`.as(
        'paid_out',
      ),
      sql<string>`coalesce(sum(e.amount_cents) filter (where e.account = 'cash' and t.kind = 'merchant_recovery'), 0)`.as(
        'recovered',
      ),
    ])
    .where('t.merchant_id', '=', merchantId)
    .executeTakeFirstOrThrow();
  const paidOut = -Number(ledger.paid_out);
  const recovered = Number(ledger.recovered);
  return {
    ordersCount: Number(orders.n),
    grossCents: Number(orders.gross),
    refundedCents: Number(orders.refunded),
    feesCents: -Number(ledger.fees),
    paidOutCents: paidOut,
    recoveredCents: recovered,
    netPaidOutCents: paidOut - recovered,
  };
}
