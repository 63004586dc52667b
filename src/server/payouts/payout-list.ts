// A page of a merchant's payout batches, newest business day first, for the merchant area and
// the merchant API. The cursor is the last batch's business day (one batch per merchant per day).
import type { Kysely } from 'kysely';
import { maskIban, type PayoutBatchView } from '#shared/purchase-api';
import type { Database } from '../db/schema';
import { decodeCursor, encodeCursor } from '../http/cursor';
import { listPayoutBatches, type PayoutBatchRow } from './payout-repository';

export async function payoutBatchPage(
  db: Kysely<Database>,
  merchantId: string,
  options: { limit: number; cursor?: string | undefined },
): Promise<{ rows: PayoutBatchRow[]; nextCursor: string | null }> {
  const after = decodeCursor(options.cursor, 'uuid');
  const rows = await listPayoutBatches(db, merchantId, {
    limit: options.limit + 1,
    beforeDay: after?.createdAt.toISOString().slice(0, 10),
  });
  const page = rows.slice(0, options.limit);
  const last = page[page.length - 1];
  return {
    rows: page,
    nextCursor:
      rows.length > options.limit && last
        ? encodeCursor({ createdAt: new Date(`${last.business_day}T00:00:00.000Z`), id: last.id })
        : null,
  };
}

/** The merchant area's view of a batch. */
export function payoutBatchView(row: PayoutBatchRow): PayoutBatchView {
  return {
    id: row.id,
    businessDay: row.business_day,
    ordersCount: row.orders_count,
    grossCents: row.gross_cents,
    feesCents: row.fees_cents,
    recoveredCents: row.recovered_cents,
    netCents: row.net_cents,
    carriedOverCents: row.carried_over_cents,
    createdAt: row.created_at.toISOString(),
    state: row.state,
    valueDate: row.value_date,
    ibanMasked: maskIban(row.payout_iban),
    returnReason: row.return_reason,
    lines: row.lines.map((line) => ({
      kind: line.kind,
      orderId: line.order_id,
      orderReference: line.order_reference,
      grossCents: line.gross_cents,
      feeCents: line.fee_cents,
      amountCents: line.amount_cents,
    })),
  };
}

/** The merchant API's view of a batch (snake_case, like its other objects). */
export function apiPayoutBatch(row: PayoutBatchRow) {
  return {
    object: 'payout' as const,
    id: row.id,
    business_day: row.business_day,
    currency: 'EUR' as const,
    orders_count: row.orders_count,
    gross_cents: row.gross_cents,
    fees_cents: row.fees_cents,
    recovered_cents: row.recovered_cents,
    net_cents: row.net_cents,
    carried_over_cents: row.carried_over_cents,
    created_at: row.created_at.toISOString(),
    state: row.state,
    value_date: row.value_date,
    iban: maskIban(row.payout_iban),
    return_reason: row.return_reason,
    lines: row.lines.map((line) => ({
      kind: line.kind,
      order_id: line.order_id,
      order_reference: line.order_reference,
      gross_cents: line.gross_cents,
      fee_cents: line.fee_cents,
      amount_cents: line.amount_cents,
    })),
  };
}
