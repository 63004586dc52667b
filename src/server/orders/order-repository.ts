// Orders and their instalment plans in the database, as the pure engine (src/server/engine) sees
// them. Every change to an order locks its row first (lockOrder), so the instalments, refunds and
// ledger of one order are only ever changed by one transaction at a time.
import { randomUUID } from 'node:crypto';
import { sql, type Compilable, type Insertable, type Kysely, type Selectable } from 'kysely';
import { fromCalendarDay } from '#shared/dates';
import type { OrderStatus } from '#shared/order-statuses';
import type {
  Database,
  InstalmentsTable,
  OrdersTable,
  PaymentPurpose,
  PaymentsTable,
  RefundsTable,
} from '../db/schema';
import type { InstalmentState } from '../rules/instalments';
import type { OrderSnapshot } from '../rules/order-state';
import { insertRows } from '../db/insert-rows';
import { notFound } from '../http/errors';
import { openDisputePause } from './dispute-pause';
import { ORDER_NOT_FOUND_MESSAGE } from './order-id';

export type OrderRow = Selectable<OrdersTable>;

export interface StoredInstalment extends InstalmentState {
  id: string;
  /** The due day as stored, 'YYYY-MM-DD'; dueDate is its local midnight. */
  dueDay: string;
  paidAt: Date | null;
  overdueAt: Date | null;
}

export interface LoadedOrder {
  order: OrderRow;
  instalments: StoredInstalment[];
}

export interface OrderScope {
  merchantId?: string;
  userId?: string;
}

export async function loadInstalments(
  db: Kysely<Database>,
  orderIds: readonly string[],
): Promise<Map<string, StoredInstalment[]>> {
  const byOrder = new Map<string, StoredInstalment[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('instalments')
    .selectAll()
    .where('order_id', 'in', [...orderIds])
    .orderBy('order_id')
    .orderBy('sequence')
    .execute();
  for (const row of rows) byOrder.get(row.order_id)?.push(storedInstalment(row));
  return byOrder;
}

function storedInstalment(row: Selectable<InstalmentsTable>): StoredInstalment {
  return {
    id: row.id,
    sequence: row.sequence,
    dueDay: row.due_date,
    dueDate: fromCalendarDay(row.due_date),
    amountCents: row.amount_cents,
    paidCents: row.paid_cents,
    status: row.status,
    paidAt: row.paid_at,
    overdueAt: row.overdue_at,
  };
}

/**
 * An order with its plan, only when it belongs to the given merchant or shopper (so another's
 * order reads as not found). With `lock`, the order row is locked until the transaction ends.
 */
export async function findOrder(
  db: Kysely<Database>,
  orderId: string,
  scope: OrderScope,
  options: { lock?: boolean } = {},
): Promise<LoadedOrder | null> {
  let query = db.selectFrom('orders').selectAll().where('id', '=', orderId);
  if (scope.merchantId !== undefined) query = query.where('merchant_id', '=', scope.merchantId);
  if (scope.userId !== undefined) query = query.where('user_id', '=', scope.userId);
  if (options.lock) query = query.forUpdate();
  const order = await query.executeTakeFirst();
  if (!order) return null;
  const instalments = (await loadInstalments(db, [order.id])).get(order.id) ?? [];
  return { order, instalments };
}

/**
 * The shopper's own order with its plan, locked until the transaction ends; another's order, or
 * none, answers 404 like an unknown one, so order ids cannot be probed.
 */
export async function lockShoppersOrder(
  trx: Kysely<Database>,
  orderId: string,
  userId: string,
): Promise<LoadedOrder> {
  const loaded = await findOrder(trx, orderId, { userId }, { lock: true });
  if (!loaded) throw notFound(ORDER_NOT_FOUND_MESSAGE);
  return loaded;
}

export function orderSnapshot(loaded: LoadedOrder): OrderSnapshot {
  return {
    status: loaded.order.status,
    totalCents: loaded.order.total_cents,
    refundedCents: loaded.order.refunded_cents,
    instalments: loaded.instalments,
  };
}

/**
 * Writes the instalments an engine step changed (matched by sequence). An instalment that became
 * paid gets its payment time; one that became overdue, the time it was marked.
 */
export async function saveInstalmentChanges(
  trx: Kysely<Database>,
  before: readonly StoredInstalment[],
  after: readonly InstalmentState[],
  now: Date,
): Promise<void> {
  for (const updated of after) {
    const old = before.find((i) => i.sequence === updated.sequence);
    if (!old) throw new Error(`Instalment ${updated.sequence} does not exist`);
    if (
      old.amountCents === updated.amountCents &&
      old.paidCents === updated.paidCents &&
      old.status === updated.status
    ) {
      continue;
    }
    await trx
      .updateTable('instalments')
      .set({
        amount_cents: updated.amountCents,
        paid_cents: updated.paidCents,
        status: updated.status,
        ...(updated.status === 'paid' && old.status !== 'paid' ? { paid_at: now } : {}),
        ...(updated.status === 'overdue' && old.status !== 'overdue' ? { overdue_at: now } : {}),
      })
      .where('id', '=', old.id)
      .execute();
  }
}

/** The order's card payment or refund in flight, if any (at most one per order). */
export async function findPendingAttempt(
  db: Kysely<Database>,
  orderId: string,
): Promise<{ id: string } | undefined> {
  return db
    .selectFrom('payment_attempts')
    .select('id')
    .where('order_id', '=', orderId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

/** The shopper withdrew from the credit: the order ends as withdrawn, with the moment kept. */
export async function markOrderWithdrawn(
  trx: Kysely<Database>,
  orderId: string,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ status: 'withdrawn', withdrawn_at: now, updated_at: now })
    .where('id', '=', orderId)
    .execute();
}

export async function setOrderStatus(
  trx: Kysely<Database>,
  orderId: string,
  status: OrderStatus,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ status, updated_at: now })
    .where('id', '=', orderId)
    .execute();
}

/** Shoppers with an approved order whose instalment due by `cutoff` is still unpaid. */
export async function shoppersWithUnpaidDueBy(
  db: Kysely<Database>,
  cutoff: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('instalments as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select('o.user_id')
    .distinct()
    .where('i.status', '=', 'pending')
    .where('i.due_date', '<=', cutoff)
    .where('o.status', '=', 'approved')
    // A plan paused by an open return or dispute is never marked late.
    .where(openDisputePause)
    .limit(limit)
    .execute();
  return rows.flatMap((r) => (r.user_id === null ? [] : [r.user_id]));
}

/** The shopper's approved orders with an instalment due by `cutoff` still unpaid, by id. */
export async function ordersWithUnpaidDueBy(
  trx: Kysely<Database>,
  userId: string,
  cutoff: string,
): Promise<Array<{ id: string; merchantName: string }>> {
  const rows = await trx
    .selectFrom('orders as o')
    .innerJoin('merchants as m', 'm.id', 'o.merchant_id')
    .select(['o.id', 'm.name as merchant_name'])
    .where('o.user_id', '=', userId)
    .where('o.status', '=', 'approved')
    .where(openDisputePause)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('instalments as i')
          .select('i.id')
          .whereRef('i.order_id', '=', 'o.id')
          .where('i.status', '=', 'pending')
          .where('i.due_date', '<=', cutoff),
      ),
    )
    .orderBy('o.id')
    .execute();
  return rows.map((r) => ({ id: r.id, merchantName: r.merchant_name }));
}

/**
 * Marks an overdue instalment as penalized; true only the first time, so the penalty for one
 * instalment is given once whatever runs the job.
 */
export async function markOverduePenalized(
  trx: Kysely<Database>,
  orderId: string,
  sequence: number,
  now: Date,
): Promise<boolean> {
  const first = await trx
    .updateTable('instalments')
    .set({ overdue_penalized_at: now })
    .where('order_id', '=', orderId)
    .where('sequence', '=', sequence)
    .where('overdue_penalized_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return first !== undefined;
}

/** A card charge that succeeded at the provider, as booked on an order. */
export interface BookedCharge {
  orderId: string;
  userId: string;
  purpose: PaymentPurpose;
  provider: string;
  /** The provider's idempotency key of the charge. */
  key: string;
  chargeId: string;
  amountCents: number;
  card: { brand: string; last4: string } | undefined;
  sequences: readonly number[];
}

/** Records a card payment of instalments; returns its id. */
export async function insertCardPayment(
  trx: Kysely<Database>,
  charge: BookedCharge,
  now: Date,
): Promise<string> {
  const row = await trx
    .insertInto('payments')
    .values(cardPaymentValues(charge, now))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A new receipt number for a payment made at `at`, drawn from the receipts' sequence (the format
 * is the database's, payment_receipt_number): for rows built before they are inserted.
 */
export function receiptNumberDrawnAt(at: Date) {
  return sql<string>`payment_receipt_number(${at}::timestamptz, nextval('payment_receipt_number_seq'))`;
}

/** A booked charge's payment row as inserted; given no id and no receipt number, the database gives both. */
function cardPaymentValues(charge: BookedCharge, now: Date) {
  return {
    order_id: charge.orderId,
    user_id: charge.userId,
    purpose: charge.purpose,
    provider: charge.provider,
    provider_charge_id: charge.chargeId,
    idempotency_key: charge.key,
    amount_cents: charge.amountCents,
    card_brand: charge.card?.brand ?? 'unknown',
    card_last4: charge.card?.last4 ?? '0000',
    instalment_sequences: JSON.stringify(charge.sequences),
    created_at: now,
  };
}

/** The order's card payments, oldest first, with what was refunded of each. */
export async function listCardPayments(db: Kysely<Database>, orderId: string) {
  return db
    .selectFrom('payments')
    .select(['id', 'provider_charge_id', 'amount_cents', 'refunded_cents'])
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function addRefundToPayment(
  trx: Kysely<Database>,
  paymentId: string,
  amountCents: number,
): Promise<void> {
  await trx
    .updateTable('payments')
    .set((eb) => ({ refunded_cents: eb('refunded_cents', '+', amountCents) }))
    .where('id', '=', paymentId)
    .execute();
}

/** An order's refunded total, fee and status after a refund. */
export async function saveOrderRefundState(
  trx: Kysely<Database>,
  orderId: string,
  state: { refundedCents: number; feeCents: number; status: OrderStatus },
  now: Date,
): Promise<void> {
  await trx
    .updateTable('orders')
    .set({
      refunded_cents: state.refundedCents,
      fee_cents: state.feeCents,
      status: state.status,
      updated_at: now,
    })
    .where('id', '=', orderId)
    .execute();
}

/** A new order as its checkout decided it; every other column starts as a new order's does. */
export type NewOrder = Pick<
  OrderRow,
  | 'id'
  | 'merchant_id'
  | 'user_id'
  | 'checkout_session_id'
  | 'livemode'
  | 'order_reference'
  | 'total_cents'
  | 'instalment_count'
  | 'fee_basis_points'
  | 'fee_cents'
  | 'status'
>;

/** A new order's instalment as its plan made it. */
export type NewInstalment = Pick<
  Selectable<InstalmentsTable>,
  'sequence' | 'due_date' | 'amount_cents' | 'paid_cents' | 'status' | 'paid_at'
>;

/**
 * A new order, its instalments and the payment of its first instalment: the rows as they will be
 * stored, and the three inserts that store them, not yet sent. Every column is written, ids made
 * here and the receipt number already drawn from the database's sequence, so the rows are known
 * without reading them back: the settlement sends the inserts together with the writes that
 * refer to them (one statement, whose foreign keys are checked at its end) and builds the
 * shopper's answer, the email and the webhook from these rows.
 */
export function orderWithPlanWrites(
  newOrder: NewOrder,
  newInstalments: ReadonlyArray<NewInstalment>,
  firstPayment: BookedCharge & { receiptNumber: string },
  now: Date,
): {
  loaded: LoadedOrder & { firstPayment: Selectable<PaymentsTable> };
  writes: Compilable<unknown>[];
} {
  const order: OrderRow = {
    ...newOrder,
    currency: 'EUR',
    created_at: now,
    updated_at: now,
    deleted_account_id: null,
    paid_out_at: null,
    plan_bonus_basis_cents: null,
    plan_bonus_reviewed_at: null,
    refunded_cents: 0,
    version: 1,
    withdrawn_at: null,
  };
  const instalments: Selectable<InstalmentsTable>[] = newInstalments.map((i) => ({
    ...i,
    id: randomUUID(),
    order_id: order.id,
    overdue_at: null,
    overdue_penalized_at: null,
    points_awarded_at: null,
    reminder_sent_at: null,
    day_before_reminder_sent_at: null,
  }));
  const paymentValues = {
    ...cardPaymentValues(firstPayment, now),
    id: randomUUID(),
    receipt_number: firstPayment.receiptNumber,
    refunded_cents: 0,
  };
  const payment: Selectable<PaymentsTable> = {
    ...paymentValues,
    instalment_sequences: [...firstPayment.sequences],
  };
  return {
    loaded: { order, instalments: instalments.map(storedInstalment), firstPayment: payment },
    writes: [
      insertRows('orders', order),
      insertRows('instalments', instalments),
      insertRows('payments', paymentValues),
    ],
  };
}

/** The shopper's email and the merchant's name of an order (for the shopper's emails). */
export async function findOrderShopperAndMerchant(
  db: Kysely<Database>,
  orderId: string,
): Promise<{ email: string; name: string }> {
  return db
    .selectFrom('users as u')
    .innerJoin('orders as o', 'o.user_id', 'u.id')
    .innerJoin('merchants as m', 'm.id', 'o.merchant_id')
    .select(['u.email', 'm.name'])
    .where('o.id', '=', orderId)
    .executeTakeFirstOrThrow();
}

/** A shopper's latest orders (at most `limit`), newest first. */
export async function findShopperOrders(
  db: Kysely<Database>,
  userId: string,
  limit: number,
): Promise<Pick<OrderRow, 'id' | 'status' | 'created_at'>[]> {
  return db
    .selectFrom('orders')
    .select(['id', 'status', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

export async function insertRefund(
  trx: Kysely<Database>,
  refund: Insertable<RefundsTable>,
): Promise<void> {
  await trx.insertInto('refunds').values(refund).execute();
}
