// Reads for the merchant area: who the merchant is, its totals from the ledger,
// its payouts and its webhook deliveries with their attempts.
import { sql, type Kysely } from 'kysely';
import type { MerchantProfileView, MerchantTotals, PayoutView } from '../../shared/engine-api';
import type { FastifyRequest } from 'fastify';
import { requireRole } from '../auth/permissions';
import type { Database } from '../db/schema';
import { forbidden } from '../http/errors';
import { decodeCursor, pageOf } from '../http/cursor';

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

/** Payouts (at purchase) and recoveries (for refunds), newest first, from the ledger. */
export async function listPayouts(
  db: Kysely<Database>,
  merchantId: string,
  options: { limit: number; cursor?: string | undefined },
): Promise<{ items: PayoutView[]; nextCursor: string | null }> {
  const after = decodeCursor(options.cursor, 'uuid');
  let query = db
    .selectFrom('ledger_transactions as t')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .select([
      't.id',
      't.kind',
      't.order_id',
      't.created_at',
      'o.order_reference',
      sql<string>`(select coalesce(sum(e.amount_cents), 0) from ledger_entries e where e.ledger_transaction_id = t.id and e.account = 'cash')`.as(
        'cash',
      ),
      sql<string>`(select coalesce(sum(e.amount_cents), 0) from ledger_entries e where e.ledger_transaction_id = t.id and e.account = 'fee_revenue')`.as(
        'fee',
      ),
      sql<string>`(select coalesce(sum(f.amount_cents), 0) from ledger_transactions r join ledger_entries f on f.ledger_transaction_id = r.id where r.order_id = t.order_id and r.kind = 'refund' and r.created_at = t.created_at and f.account = 'fee_revenue')`.as(
        'fee_returned',
      ),
    ])
    .where('t.merchant_id', '=', merchantId)
    .where('t.kind', 'in', ['merchant_payout', 'merchant_recovery']);
  if (after) {
    query = query.where(sql<boolean>`(t.created_at, t.id) < (${after.createdAt}, ${after.id})`);
  }
  const rows = await query
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(options.limit + 1)
    .execute();
  const page = pageOf(rows, options.limit);
  return {
    items: page.rows.map((row) => ({
      id: row.id,
      orderId: row.order_id,
      orderReference: row.order_reference,
      kind: row.kind === 'merchant_payout' ? 'payout' : 'recovery',
      amountCents: -Number(row.cash),
      feeCents: row.kind === 'merchant_payout' ? -Number(row.fee) : -Number(row.fee_returned),
      createdAt: row.created_at.toISOString(),
    })),
    nextCursor: page.nextCursor,
  };
}
