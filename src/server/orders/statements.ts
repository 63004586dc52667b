// The shopper's monthly statement: for one Podgorica calendar month, the purchases, payments and
// refunds of their plans, and what they owed at the start and at the end of it. What is owed
// moves only by these events: a purchase adds its total, a card payment takes off what it paid,
// a refund or cancellation takes off what it reduced (reduced_owed_cents; what went back to the
// card had already been paid). So opening + purchases − payments − refunds = closing, and the
// current month's closing balance is what the plan cards show owed now (a write-off or a moved
// due date changes nothing the shopper owes).
import { TZDate } from '@date-fns/tz';
import type { Kysely } from 'kysely';
import { BUSINESS_TIME_ZONE, businessDay } from '#shared/business-dates';
import type { Database, PaymentPurpose, RefundKind } from '../db/schema';

export interface StatementPurchase {
  at: Date;
  orderId: string;
  merchantName: string;
  orderReference: string;
  totalCents: number;
  instalmentCount: number;
}

export interface StatementPayment {
  at: Date;
  orderId: string;
  merchantName: string;
  orderReference: string;
  purpose: PaymentPurpose;
  instalmentSequences: number[];
  amountCents: number;
}

export interface StatementRefund {
  at: Date;
  orderId: string;
  merchantName: string;
  orderReference: string;
  kind: RefundKind;
  amountCents: number;
  reducedOwedCents: number;
  returnedToCardCents: number;
}

export interface MonthlyStatement {
  /** 'YYYY-MM'. */
  month: string;
  /** The first and last Podgorica days of the month, 'YYYY-MM-DD'. */
  firstDay: string;
  lastDay: string;
  openingCents: number;
  purchasesCents: number;
  paymentsCents: number;
  refundsCents: number;
  closingCents: number;
  purchases: StatementPurchase[];
  payments: StatementPayment[];
  refunds: StatementRefund[];
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The instants a Podgorica calendar month starts and ends (exclusive), or null if malformed. */
export function monthBounds(month: string): { start: Date; end: Date } | null {
  const match = MONTH.exec(month);
  if (!match) return null;
  const year = Number(match[1]);
  const index = Number(match[2]) - 1;
  return {
    start: new Date(new TZDate(year, index, 1, BUSINESS_TIME_ZONE).getTime()),
    end: new Date(new TZDate(year, index + 1, 1, BUSINESS_TIME_ZONE).getTime()),
  };
}

/** The Podgorica month ('YYYY-MM') of an instant. */
export function businessMonth(instant: Date): string {
  return businessDay(instant).slice(0, 7);
}

/** Every month from the shopper's first purchase to the current one, newest first. */
export async function statementMonths(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<string[]> {
  const first = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.min('created_at').as('first'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!first?.first) return [];
  const from = businessMonth(new Date(first.first));
  const months: string[] = [];
  let [year, month] = businessMonth(now).split('-').map(Number) as [number, number];
  for (;;) {
    const label = `${year}-${String(month).padStart(2, '0')}`;
    if (label < from) break;
    months.push(label);
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  return months;
}

/** The statement of one month; everything before its start makes up the opening balance. */
export async function monthlyStatement(
  db: Kysely<Database>,
  userId: string,
  month: string,
): Promise<MonthlyStatement | null> {
  const bounds = monthBounds(month);
  if (!bounds) return null;
  const { start, end } = bounds;
  const orders = await db
    .selectFrom('orders as o')
    .innerJoin('merchants as m', 'm.id', 'o.merchant_id')
    .select([
      'o.id',
      'o.created_at',
      'o.total_cents',
      'o.instalment_count',
      'o.order_reference',
      'm.name as merchant_name',
    ])
    .where('o.user_id', '=', userId)
    .where('o.created_at', '<', end)
    .orderBy('o.created_at')
    .orderBy('o.id')
    .execute();
  const ids = orders.map((o) => o.id);
  const byId = new Map(orders.map((o) => [o.id, o]));
  const payments = ids.length
    ? await db
        .selectFrom('payments')
        .select(['order_id', 'created_at', 'purpose', 'instalment_sequences', 'amount_cents'])
        .where('order_id', 'in', ids)
        .where('created_at', '<', end)
        .orderBy('created_at')
        .orderBy('id')
        .execute()
    : [];
  const refunds = ids.length
    ? await db
        .selectFrom('refunds')
        .select([
          'order_id',
          'created_at',
          'kind',
          'amount_cents',
          'reduced_owed_cents',
          'returned_to_card_cents',
        ])
        .where('order_id', 'in', ids)
        .where('created_at', '<', end)
        .orderBy('created_at')
        .orderBy('id')
        .execute()
    : [];

  const party = (orderId: string) => {
    const order = byId.get(orderId);
    return {
      orderId,
      merchantName: order?.merchant_name ?? '',
      orderReference: order?.order_reference ?? '',
    };
  };
  const inMonth = (at: Date) => at >= start;
  const statement: MonthlyStatement = {
    month,
    firstDay: businessDay(start),
    lastDay: businessDay(new Date(end.getTime() - 1)),
    openingCents: 0,
    purchasesCents: 0,
    paymentsCents: 0,
    refundsCents: 0,
    closingCents: 0,
    purchases: [],
    payments: [],
    refunds: [],
  };
  for (const order of orders) {
    if (!inMonth(order.created_at)) {
      statement.openingCents += order.total_cents;
      continue;
    }
    statement.purchasesCents += order.total_cents;
    statement.purchases.push({
      at: order.created_at,
      ...party(order.id),
      totalCents: order.total_cents,
      instalmentCount: order.instalment_count,
    });
  }
  for (const payment of payments) {
    if (!inMonth(payment.created_at)) {
      statement.openingCents -= payment.amount_cents;
      continue;
    }
    statement.paymentsCents += payment.amount_cents;
    statement.payments.push({
      at: payment.created_at,
      ...party(payment.order_id),
      purpose: payment.purpose,
      instalmentSequences: Array.isArray(payment.instalment_sequences)
        ? payment.instalment_sequences.filter((n): n is number => typeof n === 'number')
        : [],
      amountCents: payment.amount_cents,
    });
  }
  for (const refund of refunds) {
    if (!inMonth(refund.created_at)) {
      statement.openingCents -= refund.reduced_owed_cents;
      continue;
    }
    statement.refundsCents += refund.reduced_owed_cents;
    statement.refunds.push({
      at: refund.created_at,
      ...party(refund.order_id),
      kind: refund.kind,
      amountCents: refund.amount_cents,
      reducedOwedCents: refund.reduced_owed_cents,
      returnedToCardCents: refund.returned_to_card_cents,
    });
  }
  statement.closingCents =
    statement.openingCents +
    statement.purchasesCents -
    statement.paymentsCents -
    statement.refundsCents;
  return statement;
}
