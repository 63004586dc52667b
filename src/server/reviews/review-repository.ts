// Review requests in the database: the shopper's own on a checkout, the admin queue, and the
// approval a checkout may use once.
import type { Kysely, Selectable } from 'kysely';
import type { AdminReviewView, ShopperReviewView } from '../../shared/consumer-rights';
import type { Database, ReviewRequestsTable } from '../db/schema';

export type ReviewRow = Selectable<ReviewRequestsTable>;

export function shopperReviewView(row: ReviewRow): ShopperReviewView {
  return {
    id: row.id,
    status: row.status,
    note: row.status === 'pending' ? null : row.note,
    createdAt: row.created_at.toISOString(),
    approvedUntil: row.approved_until?.toISOString() ?? null,
    used: row.used_at !== null,
  };
}

export async function findShopperReview(
  db: Kysely<Database>,
  sessionId: string,
  userId: string,
): Promise<ReviewRow | undefined> {
  return db
    .selectFrom('review_requests')
    .selectAll()
    .where('checkout_session_id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The approval this shopper may still use on this checkout: approved, unused, not expired. */
export async function usableApproval(
  db: Kysely<Database>,
  sessionId: string,
  userId: string,
  now: Date,
): Promise<ReviewRow | undefined> {
  return db
    .selectFrom('review_requests')
    .selectAll()
    .where('checkout_session_id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('status', '=', 'approved')
    .where('used_at', 'is', null)
    .where('approved_until', '>', now)
    .executeTakeFirst();
}

/** Marks an approval used by the order it let through; false when it was used meanwhile. */
export async function markApprovalUsed(
  trx: Kysely<Database>,
  reviewId: string,
  orderId: string,
  now: Date,
): Promise<boolean> {
  const updated = await trx
    .updateTable('review_requests')
    .set({ used_at: now, used_order_id: orderId })
    .where('id', '=', reviewId)
    .where('used_at', 'is', null)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export async function listReviews(
  db: Kysely<Database>,
  status: 'pending' | 'approved' | 'answered' | 'all',
): Promise<AdminReviewView[]> {
  let query = db
    .selectFrom('review_requests as r')
    .innerJoin('merchants as m', 'm.id', 'r.merchant_id')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('profiles as p', 'p.id', 'r.user_id')
    .selectAll('r')
    .select(['m.name as merchant_name', 'u.email as shopper_email', 'p.display_name'])
    .orderBy('r.created_at', status === 'pending' ? 'asc' : 'desc')
    .limit(200);
  if (status !== 'all') query = query.where('r.status', '=', status);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    shopper: { id: row.user_id, email: row.shopper_email, name: row.display_name },
    merchantName: row.merchant_name,
    checkoutSessionId: row.checkout_session_id,
    amountCents: row.amount_cents,
    declineCode: row.decline_code,
    declineReason: row.decline_reason,
    note: row.note,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    approvedUntil: row.approved_until?.toISOString() ?? null,
    usedAt: row.used_at?.toISOString() ?? null,
    usedOrderId: row.used_order_id,
  }));
}
