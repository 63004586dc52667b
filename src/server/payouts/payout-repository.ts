// Payout batches in the database: which merchants and days are still to be paid, what the ledger
// says NaRate owes (or is owed) per order, and the batches with their lines.
import { sql, type Kysely } from 'kysely';
import { BUSINESS_TIME_ZONE } from '#shared/business-dates';
import type { Database, PayoutBatchState, PayoutLineKind } from '../db/schema';
import type { OpenReceivable, PayableOrder } from '../rules/payout-netting';

/** The business day (Europe/Podgorica) an order was placed on, as a SQL date. */
const orderDay = sql<string>`(o.created_at at time zone ${sql.lit(BUSINESS_TIME_ZONE)})::date`;

/**
 * Claims one merchant with orders not yet paid out up to `batchDay` and no batch for that day
 * yet: its row is locked until the caller's transaction ends, and a merchant another process
 * holds is skipped.
 */
export async function claimMerchantToPay(
  trx: Kysely<Database>,
  batchDay: string,
  skip: readonly string[] = [],
): Promise<string | null> {
  let query = trx.selectFrom('merchants as m').select('m.id');
  // Merchants whose batch failed earlier in this run: the run goes on with the others.
  if (skip.length > 0) query = query.where('m.id', 'not in', skip);
  const row = await query
    .where(({ exists, not, selectFrom }) =>
      exists(
        selectFrom('orders as o')
          .select(sql.lit(1).as('one'))
          .whereRef('o.merchant_id', '=', 'm.id')
          .where('o.paid_out_at', 'is', null)
          .where(orderDay, '<=', batchDay),
      ).and(
        not(
          exists(
            selectFrom('payout_batches as b')
              .select(sql.lit(1).as('one'))
              .whereRef('b.merchant_id', '=', 'm.id')
              .where('b.business_day', '=', batchDay),
          ),
        ),
      ),
    )
    .orderBy('m.id')
    .limit(1)
    // NO KEY UPDATE: a checkout inserting an order of the merchant (a foreign-key share lock)
    // does not make the job skip it; a second payout job does.
    .forNoKeyUpdate()
    .skipLocked()
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Whether the merchant already has its batch for the day, read in a statement of its own: the
 * claim's snapshot can predate the commit of a job that paid the merchant and released its lock
 * just before the claim took it.
 */
export async function hasPayoutBatch(
  trx: Kysely<Database>,
  merchantId: string,
  businessDay: string,
): Promise<boolean> {
  const row = await trx
    .selectFrom('payout_batches')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('business_day', '=', businessDay)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Records that the merchant's batch for the day could not be made (counted again on each failing
 * run); in its own transaction, as the batch's own was rolled back.
 */
export async function recordPayoutFailure(
  db: Kysely<Database>,
  failure: { merchantId: string; businessDay: string; message: string },
  now: Date,
): Promise<void> {
  await db
    .insertInto('payout_failures')
    .values({
      merchant_id: failure.merchantId,
      business_day: failure.businessDay,
      message: failure.message,
      first_failed_at: now,
      last_failed_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'business_day']).doUpdateSet({
        message: failure.message,
        failures: sql`payout_failures.failures + 1`,
        last_failed_at: now,
      }),
    )
    .execute();
}

/** The merchant's batch for the day is made: an earlier failure of it is resolved. */
export async function clearPayoutFailure(
  trx: Kysely<Database>,
  merchantId: string,
  businessDay: string,
): Promise<void> {
  await trx
    .deleteFrom('payout_failures')
    .where('merchant_id', '=', merchantId)
    .where('business_day', '=', businessDay)
    .execute();
}

/** The ledger's merchant_payable balance per order (debit positive). */
async function payableBalances(
  trx: Kysely<Database>,
  orderIds: readonly string[],
): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await trx
    .selectFrom('ledger_entries')
    .select(['order_id', sql<string>`sum(amount_cents)`.as('cents')])
    .where('account', '=', 'merchant_payable')
    .where('order_id', 'in', orderIds)
    .groupBy('order_id')
    .execute();
  return new Map(rows.map((r) => [r.order_id, Number(r.cents)]));
}

/**
 * The merchant's orders not yet paid out from business days up to `batchDay`, locked against a
 * concurrent refund.
 */
export async function lockPayableOrders(
  trx: Kysely<Database>,
  merchantId: string,
  batchDay: string,
): Promise<PayableOrder[]> {
  const orders = await trx
    .selectFrom('orders as o')
    .select(['o.id', 'o.total_cents', 'o.refunded_cents', 'o.fee_cents'])
    .where('o.merchant_id', '=', merchantId)
    .where('o.paid_out_at', 'is', null)
    .where(orderDay, '<=', batchDay)
    .orderBy('o.created_at')
    .orderBy('o.id')
    .forNoKeyUpdate()
    .execute();
  const balances = await payableBalances(
    trx,
    orders.map((o) => o.id),
  );
  return orders.map((o) => ({
    orderId: o.id,
    grossCents: o.total_cents - o.refunded_cents,
    feeCents: o.fee_cents,
    payableCents: -(balances.get(o.id) ?? 0),
  }));
}

/** Paid-out orders of the merchant on which it owes NaRate (a refund after the payout). */
function receivableOrderIds(db: Kysely<Database>, merchantId: string) {
  return db
    .selectFrom('ledger_entries as e')
    .innerJoin('orders as o', 'o.id', 'e.order_id')
    .select('e.order_id')
    .where('o.merchant_id', '=', merchantId)
    .where('o.paid_out_at', 'is not', null)
    .where('e.account', '=', 'merchant_payable')
    .groupBy('e.order_id')
    .having(sql<number>`sum(e.amount_cents)`, '>', 0);
}

/** The merchant's open receivables, oldest order first, their orders locked. */
export async function lockOpenReceivables(
  trx: Kysely<Database>,
  merchantId: string,
): Promise<OpenReceivable[]> {
  const orders = await trx
    .selectFrom('orders')
    .select('id')
    .where('id', 'in', receivableOrderIds(trx, merchantId))
    .orderBy('created_at')
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
  const balances = await payableBalances(
    trx,
    orders.map((o) => o.id),
  );
  return orders
    .map((o) => ({ orderId: o.id, owedCents: balances.get(o.id) ?? 0 }))
    .filter((r) => r.owedCents > 0);
}

/** What the merchant owes NaRate now: receivables no payout has netted yet. */
export async function openReceivableCents(
  db: Kysely<Database>,
  merchantId: string,
): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select(sql<string>`coalesce(sum(amount_cents), 0)`.as('cents'))
    .where('account', '=', 'merchant_payable')
    .where('order_id', 'in', receivableOrderIds(db, merchantId))
    .executeTakeFirstOrThrow();
  return Number(row.cents);
}

export interface NewPayoutBatch {
  merchantId: string;
  businessDay: string;
  ordersCount: number;
  grossCents: number;
  feesCents: number;
  recoveredCents: number;
  netCents: number;
  carriedOverCents: number;
  lines: Array<{
    orderId: string;
    kind: PayoutLineKind;
    grossCents: number;
    feeCents: number;
    amountCents: number;
  }>;
}

/** Writes a batch and its lines and marks its orders paid out. */
export async function insertPayoutBatch(
  trx: Kysely<Database>,
  batch: NewPayoutBatch,
  now: Date,
): Promise<string> {
  const row = await trx
    .insertInto('payout_batches')
    .values({
      merchant_id: batch.merchantId,
      business_day: batch.businessDay,
      orders_count: batch.ordersCount,
      gross_cents: batch.grossCents,
      fees_cents: batch.feesCents,
      recovered_cents: batch.recoveredCents,
      net_cents: batch.netCents,
      carried_over_cents: batch.carriedOverCents,
      created_at: now,
      // Nothing to transfer: no file, no statement to wait for.
      ...(batch.netCents === 0 ? { state: 'settled' as const, settled_at: now } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (batch.lines.length > 0) {
    await trx
      .insertInto('payout_lines')
      .values(
        batch.lines.map((line) => ({
          batch_id: row.id,
          order_id: line.orderId,
          kind: line.kind,
          gross_cents: line.grossCents,
          fee_cents: line.feeCents,
          amount_cents: line.amountCents,
          created_at: now,
        })),
      )
      .execute();
  }
  const paid = batch.lines.filter((l) => l.kind === 'order').map((l) => l.orderId);
  if (paid.length > 0) {
    await trx.updateTable('orders').set({ paid_out_at: now }).where('id', 'in', paid).execute();
  }
  return row.id;
}

export interface PayoutBatchRow {
  id: string;
  business_day: string;
  orders_count: number;
  gross_cents: number;
  fees_cents: number;
  recovered_cents: number;
  net_cents: number;
  carried_over_cents: number;
  created_at: Date;
  state: PayoutBatchState;
  payout_iban: string | null;
  value_date: string | null;
  return_reason: string | null;
  lines: Array<{
    kind: PayoutLineKind;
    order_id: string;
    order_reference: string;
    gross_cents: number;
    fee_cents: number;
    amount_cents: number;
  }>;
}

/**
 * The merchant's batches, newest business day first, before `beforeDay` when given (or only the
 * batch `onlyId`). A batch not yet in a transfer file shows the account it will be paid to.
 */
export async function listPayoutBatches(
  db: Kysely<Database>,
  merchantId: string,
  options: { limit: number; beforeDay?: string | undefined; onlyId?: string },
): Promise<PayoutBatchRow[]> {
  let query = db
    .selectFrom('payout_batches')
    .select([
      'id',
      'business_day',
      'orders_count',
      'gross_cents',
      'fees_cents',
      'recovered_cents',
      'net_cents',
      'carried_over_cents',
      'created_at',
      'state',
      sql<
        string | null
      >`coalesce(payout_batches.payout_iban, (select m.payout_iban from merchants m where m.id = payout_batches.merchant_id))`.as(
        'payout_iban',
      ),
      'value_date',
      'return_reason',
    ])
    .where('merchant_id', '=', merchantId);
  if (options.beforeDay) query = query.where('business_day', '<', options.beforeDay);
  if (options.onlyId) query = query.where('id', '=', options.onlyId);
  const batches = await query.orderBy('business_day', 'desc').limit(options.limit).execute();
  if (batches.length === 0) return [];
  const lines = await db
    .selectFrom('payout_lines as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .select([
      'l.batch_id',
      'l.kind',
      'l.order_id',
      'o.order_reference',
      'l.gross_cents',
      'l.fee_cents',
      'l.amount_cents',
    ])
    .where(
      'l.batch_id',
      'in',
      batches.map((b) => b.id),
    )
    .orderBy('l.kind')
    .orderBy('o.created_at')
    .orderBy('l.order_id')
    .execute();
  return batches.map((batch) => ({
    ...batch,
    lines: lines
      .filter((l) => l.batch_id === batch.id)
      .map(({ batch_id: _batchId, ...line }) => line),
  }));
}
