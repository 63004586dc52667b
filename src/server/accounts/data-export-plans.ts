// The money side of "Preuzmi moje podatke": every plan with its schedule, payments (with their
// receipts), refunds and documents, the saved card and autopay, review requests, moved
// instalments and notifications. Card numbers are never stored; the card shows as brand and
// last 4 digits only, like on every screen.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { loadOrderBundles } from '../orders/order-bundles';
import { shopperOrderView } from '../orders/order-views';
import { shopperReviewView } from '../reviews/review-repository';

function isoDay(value: Date | string): string {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

export async function exportPlanData(db: Kysely<Database>, userId: string) {
  const orders = await db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const [bundles, card, reviews, moves, notifications] = await Promise.all([
    loadOrderBundles(db, orders),
    db
      .selectFrom('saved_cards')
      .select(['brand', 'last4', 'autopay_enabled_at', 'created_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('review_requests as r')
      .innerJoin('merchants as m', 'm.id', 'r.merchant_id')
      .selectAll('r')
      .select('m.name as merchant_name')
      .where('r.user_id', '=', userId)
      .orderBy('r.created_at', 'desc')
      .execute(),
    db
      .selectFrom('instalment_moves')
      .select(['order_id', 'sequence', 'from_date', 'to_date', 'days', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .execute(),
    db
      .selectFrom('notifications')
      .select(['id', 'kind', 'params', 'url', 'read_at', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .execute(),
  ]);
  return {
    plans: bundles.map((bundle) => {
      const view = shopperOrderView(bundle);
      return {
        ...view,
        documents: {
          contract: `/api/me/orders/${view.id}/contract.pdf`,
          receipts: view.payments.map((payment) => ({
            paymentId: payment.id,
            url: `/api/me/payments/${payment.id}/receipt.pdf`,
          })),
        },
      };
    }),
    savedCard: card ? { brand: card.brand, last4: card.last4 } : null,
    autopay: {
      enabled: Boolean(card?.autopay_enabled_at),
      enabledAt: card?.autopay_enabled_at?.toISOString() ?? null,
    },
    reviewRequests: reviews.map((row) => ({
      ...shopperReviewView(row),
      merchantName: row.merchant_name,
      amountCents: row.amount_cents,
      declineReason: row.decline_reason,
    })),
    instalmentMoves: moves.map((move) => ({
      orderId: move.order_id,
      sequence: move.sequence,
      fromDate: isoDay(move.from_date),
      toDate: isoDay(move.to_date),
      days: move.days,
      createdAt: move.created_at.toISOString(),
    })),
    notifications: notifications.map((n) => ({
      id: n.id,
      kind: n.kind,
      params: n.params,
      url: n.url,
      readAt: n.read_at?.toISOString() ?? null,
      createdAt: n.created_at.toISOString(),
    })),
  };
}
